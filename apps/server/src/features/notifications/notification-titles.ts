import type {
  NotificationMetadata,
  NotificationType,
} from '@crewline/shared/contracts/notifications';

// Titles are stored in English (e-mail and push fall back to them); the web words a
// notification in the reader's language from its type and metadata where it can.

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
 * The title of a notification that groups `count` events (e.g. "10 tasks assigned to
 * you"). Types that are never grouped keep their own title.
 */
export function groupedTitle(type: NotificationType, count: number): string | null {
  switch (type) {
    case 'task_assigned':
      return `${count} tasks assigned to you`;
    case 'mention':
      return `You were mentioned ${count} times`;
    case 'comment':
      return `${count} new comments`;
    case 'urgent':
      return `${count} urgent messages`;
    case 'update':
      return `${count} project updates`;
    case 'deadline':
      return `${count} tasks due soon`;
    case 'project_invitation':
    case 'system':
      return null;
  }
}

/** What a grouped notification says under its title: the newest event's own title. */
export function groupedMessage(latestTitle: string, metadata: NotificationMetadata): string {
  return metadata.projectName
    ? `Latest: ${latestTitle} (${metadata.projectName})`
    : `Latest: ${latestTitle}`;
}
