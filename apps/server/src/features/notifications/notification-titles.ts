import type {
  NotificationMetadata,
  NotificationType,
} from '@crewline/shared/contracts/notifications';
import { wordNotification } from '@crewline/shared/domain/notification-wording';

// Every notification keeps the facts it is worded from in its metadata; each reader (the
// web, e-mail, push) words it in their own language with wordNotification.

/** Longest `full_message` kept in metadata, and of a message line taken from it. */
const FULL_MESSAGE_MAX = 2_000;
const MESSAGE_LINE_MAX = 200;

/** The text a notification quotes, cut to its stored length. */
export function fullMessage(text: string): string {
  return text.length > FULL_MESSAGE_MAX ? `${text.slice(0, FULL_MESSAGE_MAX - 1)}…` : text;
}

/** One line of a quoted text for the notification's `message`. */
export function messageLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_LINE_MAX ? `${line.slice(0, MESSAGE_LINE_MAX - 1)}…` : line;
}

/**
 * The stored English title and message of a notification: what a reader whose language is
 * not known sees, and what old clients show. Everyone else gets the same wording in their
 * language from the same facts (wordNotification), so the facts, not this text, are the truth.
 */
export function englishWording(
  type: NotificationType,
  metadata: NotificationMetadata,
  stored: { title: string; message: string } = { title: '', message: '' },
): { title: string; message: string } {
  return wordNotification({ type, metadata, title: stored.title, message: stored.message }, 'en', {
    timeZone: 'UTC',
  });
}
