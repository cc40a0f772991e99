import type { CalendarDay, Clock } from './calendar-day.ts';
import type { TaskPriority } from './task-enums.ts';
import { resolveDeadlineMeaning, type DeadlineMeaning } from './voice-deadline.ts';
import {
  normalizeVoiceText,
  normalizeVoiceWord,
  originalSlice,
  wholeWords,
  type NormalizedVoiceText,
} from './voice-language.ts';
import { cleanTranscript } from './voice-transcript.ts';

/** A deadline expression and what it means. */
export type VoiceDeadlineWord = { source: string; meaning: DeadlineMeaning };

/** A phrase naming an assignee; its one capture group is the name. */
export type VoiceAssigneePattern = {
  source: string;
  /** Only a capitalised name counts (for loose phrases like Russian "для X", "for X"). */
  capitalised?: boolean;
};

/**
 * The words of one language for both parsing flavours (docs/PRODUCT.md, Voice tasks), as regular expression
 * sources. Non-ASCII text in them is normalised like transcripts are (see normalizeVoiceText),
 * so tables may spell words naturally: أولوية, ещё.
 */
export type VoiceWordTable = {
  /** Clitics that may be glued to the front of any word (Arabic و "and", ف "so"). */
  prefix: string;
  /** Words that turn a following high word into low ("не срочно", "غير مهم"). */
  negation: string;
  board: {
    high: string;
    low: string;
    /** Checked in order, first match wins, like the English tomorrow/Monday/Friday/week. */
    deadlines: readonly VoiceDeadlineWord[];
  };
  dashboard: { high: string; low: string };
  /** Words that introduce a deadline: "by", "until", "deadline". */
  deadlineMarkers: string;
  /** Words that may lead a deadline that has no marker: "on" (в пятницу, يوم الجمعة). */
  deadlineLeads: string;
  /** Deadline expressions, checked in order when resolving a phrase. */
  deadlines: readonly VoiceDeadlineWord[];
  assignees: readonly VoiceAssigneePattern[];
  /** Words the assignee phrases catch that are never a person. */
  notAName: readonly string[];
  /** Words for the speaker ("me"); they name an assignee, the speaker. */
  self: readonly string[];
  bulletSeparators: string;
};

/** The spoken assignee, and whether it is the speaker ("assign to me"). */
export type SpokenAssignee = { name: string; self: boolean };

/** One language's parsing rules, compiled from its word table. */
export type VoiceRules = {
  boardPriority(text: string): TaskPriority;
  boardDeadline(text: string, clock: Clock): CalendarDay | null;
  dashboardPriority(text: string): TaskPriority;
  dashboardDeadline(text: string): string | null;
  resolveDeadlinePhrase(phrase: string, clock: Clock): CalendarDay | null;
  assignee(text: string): SpokenAssignee | null;
  bulletPoints(text: string): string[];
};

/** A name as assignee phrases capture it. */
export const VOICE_NAME = "\\p{L}[\\p{L}'’-]*";

const normalizeSource = (source: string) =>
  source.replace(/[^\u0000-\u007f]+/g, (text) => normalizeVoiceWord(text));

type Span = { start: number; end: number };

function firstSpan(text: string, patterns: readonly RegExp[]): Span | null {
  let best: Span | null = null;
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const span = { start: match.index, end: match.index + match[0].length };
      const better =
        !best || span.start < best.start || (span.start === best.start && span.end > best.end);
      if (better) best = span;
      break; // later matches of the same pattern start later
    }
  }
  return best;
}

/** Compiles a language's word table into its parsing rules. */
export function compileVoiceRules(table: VoiceWordTable): VoiceRules {
  const words = (source: string, flags = 'u') =>
    new RegExp(wholeWords(normalizeSource(source), table.prefix), flags);
  const negatedHigh = (high: string) =>
    words(`(?:${table.negation})\\s+${table.prefix}(?:${high})`, 'gu');

  const priority = (high: string, low: string) => {
    const negated = negatedHigh(high);
    const highWord = words(high);
    const lowWord = words(low);
    return (text: string): TaskPriority => {
      const normal = normalizeVoiceText(text).text;
      const rest = normal.replace(negated, ' ');
      if (highWord.test(rest)) return 'high';
      if (rest !== normal || lowWord.test(rest)) return 'low';
      return 'medium';
    };
  };

  const boardDeadlines = table.board.deadlines.map((word) => ({
    pattern: words(word.source),
    meaning: word.meaning,
  }));
  const deadlines = table.deadlines.map((word) => ({
    pattern: words(word.source),
    meaning: word.meaning,
  }));
  const anyDeadline = `(?:${table.deadlines.map((word) => word.source).join('|')})`;
  const markedDeadline = words(
    `(?:${table.deadlineMarkers})[\\s:]+${table.prefix}(?:(?:${table.deadlineLeads})\\s+)?${table.prefix}${anyDeadline}`,
    'gu',
  );
  const bareDeadline = words(
    `(?:(?:${table.deadlineLeads})\\s+)?${table.prefix}${anyDeadline}`,
    'gu',
  );

  const assignees = table.assignees.map((pattern) => ({
    pattern: words(pattern.source, 'gdu'),
    capitalised: pattern.capitalised ?? false,
  }));
  const notAName = new Set(table.notAName.map(normalizeVoiceWord));
  const self = new Set(table.self.map(normalizeVoiceWord));

  const separator = new RegExp(
    `[\\s,;.،؛]*${wholeWords(normalizeSource(table.bulletSeparators), table.prefix)}[\\s,:،]*`,
    'gu',
  );

  const slice = (text: string, normal: NormalizedVoiceText, span: Span) =>
    originalSlice(text, normal, span.start, span.end).trim();

  return {
    boardPriority: priority(table.board.high, table.board.low),
    dashboardPriority: priority(table.dashboard.high, table.dashboard.low),

    boardDeadline(text, clock) {
      const normal = normalizeVoiceText(text).text;
      const found = boardDeadlines.find((word) => word.pattern.test(normal));
      return found ? resolveDeadlineMeaning(found.meaning, clock) : null;
    },

    // A deadline after a marker ("к пятнице", "بحلول الجمعة") wins over a bare one ("завтра",
    // "في الأسبوع القادم"); among equals, the first spoken.
    dashboardDeadline(text) {
      const normal = normalizeVoiceText(text);
      const span =
        firstSpan(normal.text, [markedDeadline]) ?? firstSpan(normal.text, [bareDeadline]);
      return span ? slice(text, normal, span) : null;
    },

    resolveDeadlinePhrase(phrase, clock) {
      const normal = normalizeVoiceText(phrase).text;
      const found = deadlines.find((word) => word.pattern.test(normal));
      return found ? resolveDeadlineMeaning(found.meaning, clock) : null;
    },

    assignee(text) {
      const normal = normalizeVoiceText(text);
      for (const { pattern, capitalised } of assignees) {
        for (const match of normal.text.matchAll(pattern)) {
          const [start, end] = match.indices?.[1] ?? [0, 0];
          const word = normal.text.slice(start, end);
          if (!word || notAName.has(word)) continue;
          const name = slice(text, normal, { start, end });
          if (capitalised && !/^\p{Lu}/u.test(name)) continue;
          return { name, self: self.has(word) };
        }
      }
      return null;
    },

    bulletPoints(text) {
      const normal = normalizeVoiceText(text);
      const steps: string[] = [];
      let from = 0;
      for (const match of normal.text.matchAll(separator)) {
        steps.push(slice(text, normal, { start: from, end: match.index }));
        from = match.index + match[0].length;
      }
      steps.push(slice(text, normal, { start: from, end: normal.text.length }));
      const tidy = steps.map(cleanTranscript).filter((step) => step !== '');
      return tidy.length > 1 ? tidy : [];
    },
  };
}
