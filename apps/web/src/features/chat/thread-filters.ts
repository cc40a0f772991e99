import type { Thread } from '../../api/chat/types.ts';

/** The thread list's tabs. */
export const THREAD_TABS = ['all', 'unread', 'project', 'direct'] as const;
export type ThreadTab = (typeof THREAD_TABS)[number];

/** The threads a tab and a search show, in the list's order. */
export function filterThreads(threads: readonly Thread[], tab: ThreadTab, query: string): Thread[] {
  const needle = query.trim().toLocaleLowerCase();
  return threads.filter((thread) => {
    if (tab === 'unread' && thread.unread_count === 0) return false;
    if (tab === 'project' && thread.context_type !== 'project') return false;
    if (tab === 'direct' && thread.context_type !== 'direct') return false;
    if (!needle) return true;
    const haystack = [
      thread.title ?? '',
      thread.context_name,
      thread.last_message_content ?? '',
      ...thread.participants.map((person) => person.name),
    ]
      .join('\n')
      .toLocaleLowerCase();
    return haystack.includes(needle);
  });
}
