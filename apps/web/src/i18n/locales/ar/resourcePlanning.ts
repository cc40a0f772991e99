/** Resources and allocations: the week grid and workload (ar). */
export const resourcePlanningTexts = {};
