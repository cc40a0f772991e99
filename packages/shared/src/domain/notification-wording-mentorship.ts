import type { NotificationMetadata } from '../contracts/notifications.ts';
import type { MentorshipWords } from './notification-wording-types.ts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * A mentorship notification worded from its facts (`event`, `session_topic`, `actor_name`, and
 * for some events `scheduled_time` or `missed_by`); null when they are missing, so the stored
 * text is shown. `when` formats the start time for the reader, or gives undefined.
 */
export function wordMentorship(
  meta: NotificationMetadata,
  words: MentorshipWords,
  someone: string,
  when: (iso: string) => string | undefined,
): { title: string; message: string } | null {
  const topic = text(meta.session_topic);
  if (!topic) return null;
  const actor = text(meta.actor_name) ?? someone;
  const start = text(meta.scheduled_time) ? when(meta.scheduled_time as string) : undefined;
  switch (meta.event) {
    case 'requested':
      return { title: words.requested(actor, topic), message: '' };
    case 'accepted':
      return {
        title: words.accepted(actor, topic),
        message: start ? words.scheduledFor(start) : '',
      };
    case 'declined':
      return { title: words.declined(actor, topic), message: words.declinedMessage };
    case 'cancelled':
      return { title: words.cancelled(actor, topic), message: '' };
    case 'no_show': {
      const missed = meta.missed_by === 'mentor' || meta.missed_by === 'requester';
      return {
        title: words.noShow(actor, topic),
        message: missed ? words.missedBy[meta.missed_by as 'mentor' | 'requester'] : '',
      };
    }
    case 'feedback':
      return { title: words.feedback(actor, topic), message: '' };
    case 'expired':
      return { title: words.expired(topic), message: words.expiredMessage };
    case 'reminder':
      // The reminder's other person rides in actor_name too: a job, not a person, sends it.
      return {
        title: words.reminder(topic),
        message: start ? words.reminderMessage(start, actor) : '',
      };
    case undefined:
    default:
      return null;
  }
}
