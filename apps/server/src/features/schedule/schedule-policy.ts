import type { ProjectRole } from '@crewline/shared/contracts/members';
import { authorize, roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/** Everything a caller may attempt on a project's schedule. */
type ScheduleAction = 'view_timeline' | 'preview' | 'apply';

// docs/API.md, Scheduling: every member reads the timeline; changing dates is a task edit, so
// observers may neither preview nor apply. Apply also checks every task and milestone it moves.
const PROJECT_ACTION = {
  view_timeline: 'view',
  preview: 'edit_tasks',
  apply: 'edit_tasks',
} as const;

/** Throws 403 unless the caller may perform `action` on the project's schedule. */
export function authorizeSchedule(access: ProjectAccess, action: ScheduleAction): void {
  authorize(access, PROJECT_ACTION[action]);
}

/** Whether a caller with `role` in a task's project (null: not a member) may move the task. */
export function canMoveTask(role: ProjectRole | null): boolean {
  return role !== null && roleCan(role, 'edit_tasks');
}

/** Whether a caller with `role` in a milestone's project (null: not a member) may move it. */
export function canMoveMilestone(role: ProjectRole | null): boolean {
  return role !== null && roleCan(role, 'plan_milestones');
}
