import type { Sprint } from '../../api/sprints/sprints-api.ts';

/** Open sprints first, then closed ones; each group keeps the server's order (earliest start). */
export function openFirst(sprints: readonly Sprint[]): Sprint[] {
  return [...sprints.filter((s) => !s.closed_at), ...sprints.filter((s) => s.closed_at)];
}

/** Whether a sprint is running on `today` (`YYYY-MM-DD`): open and today within its days. */
export function isActiveSprint(sprint: Sprint, today: string): boolean {
  return !sprint.closed_at && sprint.start_date <= today && today <= sprint.end_date;
}
