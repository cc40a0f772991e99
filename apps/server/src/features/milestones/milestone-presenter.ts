import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { MilestoneJson } from '@crewline/shared/contracts/milestones';
import type { CalendarDay } from '@crewline/shared/domain/calendar-day';
import {
  milestoneStatus,
  type MilestoneStatus,
  type MilestoneStatusResult,
  type MilestoneWork,
} from '@crewline/shared/roadmaps/milestone-status';
import type { milestones } from '../../db/roadmaps-schema.ts';
import { milestoneAbilities } from './milestone-policy.ts';

/** A milestone row as stored. */
export type MilestoneRow = typeof milestones.$inferSelect;

/** A milestone with its linked tasks' figures, ready to present. */
export type MilestoneWithWork = { row: MilestoneRow; work: MilestoneWork };

/** A milestone's status and progress on `today` (in its project's zone), its override applied. */
export function statusOfMilestone(
  row: MilestoneRow,
  work: MilestoneWork,
  today: CalendarDay,
): MilestoneStatusResult {
  const override =
    row.statusOverride !== null
      ? { status: row.statusOverride as MilestoneStatus, reason: row.statusOverrideReason ?? '' }
      : null;
  return milestoneStatus({
    startDate: row.startDate,
    dueDate: row.dueDate,
    today,
    work,
    override,
  });
}

/**
 * The API shape of a milestone on `today` (in its project's zone), for a caller holding `role`
 * in its project. Status and progress are computed here, when read, never stored.
 */
export function presentMilestone(
  { row, work }: MilestoneWithWork,
  today: CalendarDay,
  role: ProjectRole,
): MilestoneJson {
  const result = statusOfMilestone(row, work, today);
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    due_date: row.dueDate,
    status: result.status,
    status_overridden: result.statusOverridden,
    status_reason: result.statusReason,
    computed_status: result.computedStatus,
    progress: result.progress,
    progress_basis: result.progressBasis,
    task_count: work.total,
    done_count: work.done,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can: milestoneAbilities({ role }),
  };
}
