import { DIRECT_THREAD_MAX_PEOPLE, DIRECT_THREAD_MIN_PEOPLE } from '../limits.ts';

// The server words the refusal of a domain rule in English itself ("An observer cannot be
// assigned tasks"). These are the sentences of rules a person can run into through the app,
// kept where the web can read them back in the reader's language. No schemas here: the web's
// first pages load this module.

/** Text no database or screen can hold (control characters, lone surrogates). */
export const UNHOLDABLE_TEXT = 'Contains control characters or invalid Unicode';

/** A task given to someone outside its project. */
export const ASSIGNEE_NOT_MEMBER = 'The assignee must be a member of this project';
/** A task given to an observer, who may not work on tasks. */
export const ASSIGNEE_OBSERVER = 'An observer cannot be assigned tasks';
/** A comment that mentions someone outside its project. */
export const COMMENT_MENTION_NOT_MEMBER = 'Only members of this project can be mentioned';

/** A message that mentions someone who is not in its thread. */
export const MESSAGE_MENTION_NOT_MEMBER = 'Only members of this thread can be mentioned';
/** A reply naming a message of another thread (or none). */
export const REPLY_NOT_IN_THREAD = 'The message replied to is not in this thread';
export const DIRECT_THREAD_SIZE = `A direct conversation is between ${DIRECT_THREAD_MIN_PEOPLE} and ${DIRECT_THREAD_MAX_PEOPLE} people`;
export const DIRECT_THREAD_STRANGER = 'You can only message people who share a project with you';

export const MOVE_INTO_ITSELF = 'A folder cannot be moved into itself or a folder inside it';
export const MOVE_NOT_IN_PROJECT = 'Every chosen file must be a file or folder of this project';

/** A file moved into a folder that already holds one of its name (409). */
export function alreadyInFolder(name: string): string {
  return `“${name}” is already in that folder; rename one of them first`;
}
/** The name in an alreadyInFolder sentence; undefined for any other text. */
export function nameAlreadyInFolder(sentence: string): string | undefined {
  return /^“(.*)” is already in that folder; rename one of them first$/su.exec(sentence)?.[1];
}

const RUNNING = 'now (running timer)';

/** A time entry that overlaps another of the same person's (422). */
export function timeEntryOverlap(id: string, start: Date, end: Date | null): string {
  return `Overlaps time entry ${id} (${start.toISOString()} – ${end ? end.toISOString() : RUNNING})`;
}
/** The start and end (null while running) of the entry a timeEntryOverlap sentence names. */
export function overlapOf(sentence: string): { start: Date; end: Date | null } | undefined {
  const found = /^Overlaps time entry \S+ \((\S+) – (.+)\)$/u.exec(sentence);
  if (!found) return undefined;
  const start = new Date(found[1]!);
  const end = found[2] === RUNNING ? null : new Date(found[2]!);
  if (Number.isNaN(start.getTime()) || (end && Number.isNaN(end.getTime()))) return undefined;
  return { start, end };
}
