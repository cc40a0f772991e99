import { dueDateToIso } from '@crewline/shared/domain/due-labels';
import type { TaskCreateInput } from '../../api/tasks/types.ts';
import type { TaskDraft } from './task-draft-form.tsx';

/** The POST body of a quick draft in a project, optionally assigned; empty fields left out. */
export function draftToCreateInput(
  draft: TaskDraft,
  projectId: string,
  assigneeId?: string,
): TaskCreateInput {
  const input: TaskCreateInput = {
    title: draft.title,
    project_id: projectId,
    priority: draft.priority,
  };
  if (draft.description) input.description = draft.description;
  if (draft.dueDate) input.due_date = dueDateToIso(draft.dueDate);
  if (assigneeId) input.assignee_id = assigneeId;
  return input;
}
