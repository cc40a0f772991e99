import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { calendarDayIn, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import { MESSAGE_GROUP_WINDOW_MS } from '@crewline/shared/limits';

/** Consecutive messages of one author, each within the grouping window of the one before. */
type MessageRun = { key: string; authorId: string; messages: MessageJson[] };

/** One calendar day of the thread (in the viewer's zone) and its runs. */
type MessageDay = { day: CalendarDay; runs: MessageRun[] };

/**
 * Splits an oldest-first message list into days, and each day into runs of one author whose
 * messages are at most MESSAGE_GROUP_WINDOW_MS apart: a run shows the avatar and the
 * name once. A new day always starts a new run.
 */
export function groupMessages(messages: readonly MessageJson[], timeZone: string): MessageDay[] {
  const days: MessageDay[] = [];
  let previous: MessageJson | null = null;
  for (const message of messages) {
    const day = calendarDayIn(new Date(message.created_at), timeZone);
    let current = days[days.length - 1];
    if (!current || current.day !== day) {
      current = { day, runs: [] };
      days.push(current);
      previous = null;
    }
    const run = current.runs[current.runs.length - 1];
    if (run && previous && continuesRun(previous, message)) {
      run.messages.push(message);
    } else {
      current.runs.push({ key: message.id, authorId: message.user.id, messages: [message] });
    }
    previous = message;
  }
  return days;
}

function continuesRun(previous: MessageJson, message: MessageJson): boolean {
  if (previous.user.id !== message.user.id) return false;
  const gap = Date.parse(message.created_at) - Date.parse(previous.created_at);
  return gap >= 0 && gap <= MESSAGE_GROUP_WINDOW_MS;
}
