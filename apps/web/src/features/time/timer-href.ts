import { projectLink, taskLink } from '@crewline/shared/domain/item-links';
import type { TimeEntry } from '../../api/time-entries/types.ts';

/**
 * Where a running timer leads: its task's dialog on the project's board, or the project's time
 * tab when the timer runs on the project itself.
 */
export function timerHref(entry: Pick<TimeEntry, 'project_id' | 'task_id'>): string {
  return entry.task_id
    ? taskLink(entry.project_id, entry.task_id)
    : `${projectLink(entry.project_id)}?tab=time`;
}
