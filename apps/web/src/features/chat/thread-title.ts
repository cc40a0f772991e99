import type { TFunction } from 'i18next';
import type { Thread } from '../../api/chat/types.ts';

/**
 * What a thread is called on screen: its title; an untitled direct conversation by the other
 * people's names, "Deleted user" standing for those whose account is gone; anything else
 * untitled "General".
 */
export function threadTitle(
  thread: Pick<Thread, 'title' | 'context_type' | 'context_name' | 'former_participants'>,
  t: TFunction,
): string {
  if (thread.title?.trim()) return thread.title;
  if (thread.context_type === 'direct') {
    const names = thread.context_name.trim() ? [thread.context_name] : [];
    const former = thread.former_participants;
    if (former === 1) names.push(t('common.deletedUser'));
    if (former > 1) names.push(t('chat.deletedUsers', { count: former }));
    if (names.length > 0) return names.join(', ');
  }
  return t('chat.general');
}
