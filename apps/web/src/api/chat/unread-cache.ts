import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import type { Thread, UnreadTotals } from './types.ts';

/**
 * Adds `delta` unread messages of one thread to the cached totals (the inbox, bottom-bar and
 * project-card badges), never below zero. Without cached totals nothing is written: they are
 * read whole when first shown.
 */
export function adjustUnreadTotals(
  client: QueryClient,
  thread: Pick<Thread, 'context_type' | 'context_id'>,
  delta: number,
): void {
  if (delta === 0) return;
  client.setQueryData<UnreadTotals>(chatKeys.unread(), (totals) => {
    if (!totals) return totals;
    const projectId = thread.context_type === 'project' ? thread.context_id : null;
    const projects = totals.projects.map((entry) =>
      entry.project_id === projectId
        ? { ...entry, unread_count: Math.max(0, entry.unread_count + delta) }
        : entry,
    );
    if (projectId && delta > 0 && !projects.some((entry) => entry.project_id === projectId)) {
      projects.push({ project_id: projectId, unread_count: delta });
    }
    return {
      total: Math.max(0, totals.total + delta),
      direct: thread.context_type === 'direct' ? Math.max(0, totals.direct + delta) : totals.direct,
      projects: projects.filter((entry) => entry.unread_count > 0),
    };
  });
}
