import type { TFunction } from 'i18next';
import type { Thread } from '../../api/chat/types.ts';

/**
 * What a thread is called on screen: its title; an untitled direct conversation by the other
 * people's names; anything else untitled "General".
 */
export function threadTitle(
  thread: Pick<Thread, 'title' | 'context_type' | 'context_name'>,
  t: TFunction,
): string {
  if (thread.title?.trim()) return thread.title;
  if (thread.context_type === 'direct' && thread.context_name.trim()) return thread.context_name;
  return t('chat.general');
}
