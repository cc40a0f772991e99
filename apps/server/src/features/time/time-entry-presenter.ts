import type { TimeEntryJson } from '@crewline/shared/contracts/time-entries';
import type { timeEntries } from '../../db/work-schema.ts';
import { toProjectRole } from '../projects/project-policy.ts';
import { timeEntryAbilities } from './time-entry-policy.ts';

type TimeEntryRow = typeof timeEntries.$inferSelect;

/** An entry with its person's name, its task's title and the caller's standing in its project. */
export type JoinedTimeEntry = {
  entry: TimeEntryRow;
  userName: string;
  taskTitle: string | null;
  ownerId: string;
  memberRole: string;
};

/** An entry as the API returns it, with what `callerId` may do to it. */
export function presentTimeEntry(row: JoinedTimeEntry, callerId: string): TimeEntryJson {
  const { entry } = row;
  const role = row.ownerId === callerId ? 'owner' : toProjectRole(row.memberRole);
  return {
    id: entry.id,
    task_id: entry.taskId,
    task_title: entry.taskId ? row.taskTitle : null,
    project_id: entry.projectId,
    user_id: entry.userId,
    user_name: row.userName,
    start_time: entry.startTime.toISOString(),
    end_time: entry.endTime?.toISOString() ?? null,
    duration_minutes: entry.durationMinutes,
    description: entry.description,
    billable: entry.billable,
    created: entry.createdAt.toISOString(),
    updated: entry.updatedAt.toISOString(),
    can: timeEntryAbilities(role, callerId, entry.userId),
  };
}
