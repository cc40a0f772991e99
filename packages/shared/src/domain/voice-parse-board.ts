import { addDays, nextWeekday, todayFor, type CalendarDay, type Clock } from './calendar-day.ts';
import type { TaskPriority } from './task-enums.ts';
import type { VoiceLanguage } from './voice-language.ts';
import { voiceRulesFor } from './voice-rules-by-language.ts';
import { cleanTranscript } from './voice-transcript.ts';

/** A task parsed from speech recorded on a board column. */
export type BoardVoiceTask = {
  title: string;
  priority: TaskPriority;
  /** The due day the speech named, or null. */
  deadline: CalendarDay | null;
};

/** The hint shown next to the board's voice button. */
export const BOARD_VOICE_DEADLINE_HINT = 'Try saying "tomorrow", "Monday", or "next week"';

/** Words that make a spoken task high priority on the board. */
export const BOARD_VOICE_HIGH_WORDS = ['high', 'urgent', 'important'] as const;

/** Words that make a spoken task low priority on the board. */
export const BOARD_VOICE_LOW_WORDS = ['low', 'minor'] as const;

const words = (list: readonly string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');
const HIGH = words(BOARD_VOICE_HIGH_WORDS);
const LOW = words(BOARD_VOICE_LOW_WORDS);

/**
 * The board's priority rule: a high word wins, then a low word, else medium. In Arabic and
 * Russian a negated high word ("не срочно", "غير مهم") counts as low.
 */
export function boardVoicePriority(text: string, language: VoiceLanguage = 'en'): TaskPriority {
  const rules = voiceRulesFor(language);
  if (rules) return rules.boardPriority(text);
  if (HIGH.test(text)) return 'high';
  if (LOW.test(text)) return 'low';
  return 'medium';
}

/**
 * The board's deadline words, checked in this order: tomorrow is +1 day,
 * Monday and Friday the next such day after today, and "week" (as in "next week") +7 days,
 * counted from today in the clock's zone. Arabic and Russian have the same words, and their own
 * word for the day after tomorrow (+2: послезавтра, بعد غد), which English reads as tomorrow.
 */
export function boardVoiceDeadline(
  text: string,
  clock: Clock,
  language: VoiceLanguage = 'en',
): CalendarDay | null {
  const rules = voiceRulesFor(language);
  if (rules) return rules.boardDeadline(text, clock);
  const day = todayFor(clock);
  if (/\btomorrow\b/i.test(text)) return addDays(day, 1);
  if (/\bmonday\b/i.test(text)) return nextWeekday(day, 1);
  if (/\bfriday\b/i.test(text)) return nextWeekday(day, 5);
  if (/\bweek\b/i.test(text)) return addDays(day, 7);
  return null;
}

/** Parses a board voice recording's transcript: the whole tidy transcript is the title. */
export function parseBoardVoiceTask(
  transcript: string,
  clock: Clock,
  language: VoiceLanguage = 'en',
): BoardVoiceTask {
  return {
    title: cleanTranscript(transcript),
    priority: boardVoicePriority(transcript, language),
    deadline: boardVoiceDeadline(transcript, clock, language),
  };
}
