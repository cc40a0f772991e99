import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { SprintJson } from '@crewline/shared/contracts/sprints';
import type { sprints } from '../../db/sprints-schema.ts';
import { sprintAbilities } from './sprint-policy.ts';

/** A sprint row as stored. */
export type SprintRow = typeof sprints.$inferSelect;

/** The API shape of a sprint, for a caller holding `role` in its project. */
export function presentSprint(row: SprintRow, role: ProjectRole): SprintJson {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    goal: row.goal,
    start_date: row.startDate,
    end_date: row.endDate,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    can: sprintAbilities({ role }),
  };
}
