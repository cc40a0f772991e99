/** Resources and allocations: the week grid and workload (en). */
export const resourcePlanningTexts = {};
