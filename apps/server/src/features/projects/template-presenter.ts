import type { TemplateJson, TemplateTask } from '@crewline/shared/contracts/project-responses';
import { parseProjectStatus } from '@crewline/shared/domain/project-enums';
import type { projectTemplates } from '../../db/schema.ts';

type TemplateRow = typeof projectTemplates.$inferSelect;

/** What a template stores: title, description, status, team, tasks (docs/PRODUCT.md, Templates). */
export type TemplateData = {
  title: string;
  description: string;
  status: string;
  team: { role: string }[];
  tasks: TemplateTask[];
};

export type { TemplateJson };

/** Presents one of the caller's templates. */
export function presentTemplate(row: TemplateRow): TemplateJson {
  const data = row.data as TemplateData;
  return {
    id: row.id,
    name: row.name,
    title: data.title,
    description: data.description,
    status: parseProjectStatus(data.status),
    team: data.team,
    tasks: data.tasks,
    created_at: row.createdAt.toISOString(),
  };
}
