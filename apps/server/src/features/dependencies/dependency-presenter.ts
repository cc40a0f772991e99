import type { DependencyTaskJson } from '@crewline/shared/contracts/dependencies';

/** A linked task as read for the dependencies list, with whether the caller is in its project. */
export type LinkedTaskRow = {
  id: string;
  title: string;
  status: string;
  projectId: string;
  projectName: string;
  dueDate: Date | null;
  startDate: string | null;
  visible: boolean;
};

/** Presents a linked task the caller may read. */
export function presentLinkedTask(row: LinkedTaskRow): DependencyTaskJson {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    project_id: row.projectId,
    project_name: row.projectName,
    due_date: row.dueDate?.toISOString() ?? null,
    start_date: row.startDate,
  };
}
