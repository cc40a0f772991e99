/** What a sprint's charts count: story points, or tasks. */
export type SprintChartUnit = 'points' | 'tasks';

/**
 * A sprint is charted in points only when every task in it has an estimate; one unestimated task
 * (or no task at all) and it is charted in tasks, so a chart never silently counts a task as 0.
 */
export function sprintChartUnit(estimates: readonly (number | null)[]): SprintChartUnit {
  return estimates.length > 0 && estimates.every((estimate) => estimate !== null)
    ? 'points'
    : 'tasks';
}
