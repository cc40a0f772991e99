import { isCalendarDay, type CalendarDay } from './calendar-day.ts';
import type { TaskPriority } from './task-enums.ts';

/** The fields "Create Task from Message" is pre-filled with. */
export type MessageTaskDraft = {
  title: string;
  description: string;
  priority: TaskPriority;
  /** The due date named in the message, or null. */
  dueDate: CalendarDay | null;
};

/** Leading words removed from the title line, each with an optional ':' or dash. */
export const MESSAGE_TASK_PREFIXES = [
  'todo',
  'to-do',
  'task',
  'need to',
  'should',
  'must',
  'action item',
] as const;

/** Words anywhere in the message that make the task high priority. */
export const MESSAGE_HIGH_PRIORITY_WORDS = ['urgent', 'asap', 'critical', 'high priority'] as const;

/** Words anywhere in the message that make the task low priority. */
export const MESSAGE_LOW_PRIORITY_WORDS = [
  'low priority',
  'when possible',
  'nice to have',
] as const;

// "nice to have" also matches "nice-to-have"; \b keeps "tasks" from losing "task".
const phrase = (words: readonly string[]) =>
  words.map((w) => w.replace(/[\s-]+/g, '[\\s-]+')).join('|');

// A colon may touch the next word ("TODO:fix"); a dash needs a space so "Task-force" survives.
const PREFIX = new RegExp(
  `^(?:${phrase(MESSAGE_TASK_PREFIXES)})\\b(?:\\s*:\\s*|\\s*[-–—]\\s+|\\s+|$)`,
  'i',
);
const HIGH = new RegExp(`\\b(?:${phrase(MESSAGE_HIGH_PRIORITY_WORDS)})\\b`, 'i');
const LOW = new RegExp(`\\b(?:${phrase(MESSAGE_LOW_PRIORITY_WORDS)})\\b`, 'i');
const DUE = /\b(?:due|by|deadline)\b\s*:?\s*(?:on\s+)?(\d{4}-\d{2}-\d{2})\b/gi;

/** The title line with its task prefixes removed ("TODO: must send report" -> "send report"). */
export function stripTaskPrefixes(line: string): string {
  let title = line.trim();
  for (let stripped = title.replace(PREFIX, ''); stripped !== title;) {
    title = stripped;
    stripped = title.replace(PREFIX, '');
  }
  return title;
}

/** The priority a message asks for; high words win over low ones, else medium. */
export function messagePriority(text: string): TaskPriority {
  if (HIGH.test(text)) return 'high';
  if (LOW.test(text)) return 'low';
  return 'medium';
}

/** The first real date written after due/by/deadline, e.g. "due 2025-03-10"; else null. */
export function messageDueDate(text: string): CalendarDay | null {
  for (const match of text.matchAll(DUE)) {
    const day = match[1] ?? '';
    if (isCalendarDay(day)) return day;
  }
  return null;
}

/**
 * Turns a chat message into a task draft: the first non-blank line, prefixes stripped,
 * is the title (the whole line if stripping leaves nothing); the later lines are the description.
 * Priority words and the due date are read from the whole message and left in the text.
 */
export function parseMessageToTask(message: string): MessageTaskDraft {
  const lines = message.split(/\r?\n/).map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line.trim() !== '');
  const titleLine = first === -1 ? '' : (lines[first] ?? '').trim();
  return {
    title: stripTaskPrefixes(titleLine) || titleLine,
    description:
      first === -1
        ? ''
        : lines
            .slice(first + 1)
            .join('\n')
            .trim(),
    priority: messagePriority(message),
    dueDate: messageDueDate(message),
  };
}
