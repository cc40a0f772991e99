/** Resources and allocations: the week grid and workload (ru). */
export const resourcePlanningTexts = {};
