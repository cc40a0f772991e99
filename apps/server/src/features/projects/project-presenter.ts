import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { ProjectJson, TeamEntry } from '@crewline/shared/contracts/project-responses';
import { progressPercent } from '@crewline/shared/domain/progress';
import { parseProjectStatus } from '@crewline/shared/domain/project-enums';
import { isTaskDone } from '@crewline/shared/domain/task-enums';
import type { projects } from '../../db/schema.ts';
import { projectAbilities } from './project-policy.ts';

export type { ProjectJson, TeamEntry };

type ProjectRow = typeof projects.$inferSelect;

/** Whether a user is connected; the realtime layer's presence supplies it. */
export type Presence = (userId: string) => boolean;

/** The default where no presence is supplied: nobody shows as online. */
export const NO_PRESENCE: Presence = () => false;

/** Tasks of one project counted per status. */
type StatusCounts = ReadonlyMap<string, number>;

/** Progress and completion from per-status counts: the shared rule (done ÷ all). */
function summarizeTasks(counts: StatusCounts | undefined): {
  progress: number;
  completed: number;
  total: number;
} {
  let total = 0;
  let completed = 0;
  for (const [status, n] of counts ?? []) {
    total += n;
    if (isTaskDone(status)) completed += n;
  }
  return { progress: progressPercent(completed, total), completed, total };
}

/** Presents a project for a caller holding `role`. */
export function presentProject(
  row: ProjectRow,
  role: ProjectRole,
  team: readonly Omit<TeamEntry, 'online'>[],
  counts: StatusCounts | undefined,
  presence: Presence = NO_PRESENCE,
): ProjectJson {
  const { progress, completed, total } = summarizeTasks(counts);
  return {
    id: row.id,
    title: row.name,
    name: row.name,
    description: row.description,
    status: parseProjectStatus(row.status),
    due_date: row.dueDate?.toISOString() ?? null,
    owner_id: row.ownerId,
    created_at: row.createdAt.toISOString(),
    last_updated: row.updatedAt.toISOString(),
    progress,
    tasks: { completed, total },
    billable_by_default: row.billableByDefault,
    time_zone: row.timeZone,
    stalled_after_days: row.stalledAfterDays,
    // Rows only hold the two modes (a check constraint); anything else reads as the default.
    scheduling_mode: row.schedulingMode === 'manual' ? 'manual' : 'auto',
    team: team.map((entry) => ({ ...entry, online: presence(entry.id) })),
    role,
    can: projectAbilities(role),
  };
}
