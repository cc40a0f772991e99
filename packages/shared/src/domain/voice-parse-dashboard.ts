import { WEEKDAYS, type CalendarDay, type Clock } from './calendar-day.ts';
import type { TaskPriority } from './task-enums.ts';
import { resolveDeadlineMeaning, type DeadlineMeaning } from './voice-deadline.ts';
import type { VoiceLanguage } from './voice-language.ts';
import type { SpokenAssignee } from './voice-rules.ts';
import { voiceRulesFor } from './voice-rules-by-language.ts';
import { cleanTranscript } from './voice-transcript.ts';

/** A task parsed from speech in the Voice Task Preview. */
export type VoiceTaskDraft = {
  title: string;
  description: string;
  priority: TaskPriority;
  /** The deadline as spoken ("Friday", "next week", "end of month"), or null. */
  deadline: string | null;
  /** The deadline as a day when it names one we can resolve, else null. */
  deadlineDate: CalendarDay | null;
  /** The spoken assignee name ("Sarah"), for the preview to match against members. */
  assignee: string | null;
  /** Present and true when the assignee is the speaker ("assign to me", "назначь на меня"). */
  assigneeIsSelf?: boolean;
  /** The separate steps when the speech lists several; empty for a single step. */
  bulletPoints: string[];
};

/** Phrases that split a transcript into bullet points. */
export const VOICE_BULLET_SEPARATORS = [
  'and then',
  'also',
  'additionally',
  'furthermore',
  'plus',
] as const;

const WEEKDAY = WEEKDAYS.join('|');
const WORD = "[a-z0-9][a-z0-9'-]*";

// Precedence, not the spec's listing order: 'by end of' and 'by {weekday}' must be tried before
// 'by {two words}', which would otherwise read "by end of month" as "end of".
const DEADLINE_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\bby\\s+(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(${WORD})`, 'i'),
  new RegExp(`\\bby\\s+(${WEEKDAY})\\b`, 'i'),
  new RegExp(`\\bdue\\s+(${WEEKDAY})\\b`, 'i'),
  new RegExp(`\\bdeadline:?\\s+(${WORD}\\s+${WORD})`, 'i'),
  new RegExp(`\\bby\\s+(${WORD}\\s+${WORD})`, 'i'),
];

/**
 * The dashboard's priority rule: 'urgent' or 'high priority' is high, 'low priority' low; the
 * same phrases in Arabic and Russian, where a negated one ("не срочно") is low.
 */
export function dashboardVoicePriority(text: string, language: VoiceLanguage = 'en'): TaskPriority {
  const rules = voiceRulesFor(language);
  if (rules) return rules.dashboardPriority(text);
  if (/\burgent\b|\bhigh\s+priority\b/i.test(text)) return 'high';
  if (/\blow\s+priority\b/i.test(text)) return 'low';
  return 'medium';
}

/**
 * The spoken deadline phrase: 'by end of {word}' gives "end of {word}", 'by/due
 * {weekday}' the weekday, 'deadline {two words}' and 'by {two words}' those two words. In
 * Arabic and Russian, the first deadline after a "by" word (к пятнице, до конца месяца, بحلول
 * الجمعة), else the first deadline spoken at all (завтра, на следующей неделе, الأسبوع القادم),
 * as spoken, preposition included, because a Russian weekday alone is in a case that needs it.
 */
export function dashboardVoiceDeadline(
  text: string,
  language: VoiceLanguage = 'en',
): string | null {
  const rules = voiceRulesFor(language);
  if (rules) return rules.dashboardDeadline(text);
  for (const [index, pattern] of DEADLINE_PATTERNS.entries()) {
    const found = pattern.exec(text)?.[1];
    if (found) return index === 0 ? `end of ${found}` : found.replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * The day a deadline phrase means, or null when it names none. A weekday ("Friday", "next
 * Friday", "Friday afternoon") is its next occurrence after today; "end of week" is the coming
 * Friday (today if it is Friday), since deadlines follow the working week. Days count from today
 * in the clock's zone (see resolveDeadlineMeaning).
 */
export function resolveDeadlinePhrase(
  phrase: string,
  clock: Clock,
  language: VoiceLanguage = 'en',
): CalendarDay | null {
  const rules = voiceRulesFor(language);
  if (rules) return rules.resolveDeadlinePhrase(phrase, clock);
  const meaning = englishDeadlineMeaning(phrase);
  return meaning ? resolveDeadlineMeaning(meaning, clock) : null;
}

function englishDeadlineMeaning(phrase: string): DeadlineMeaning | null {
  const tokens = phrase.toLowerCase().trim().split(/\s+/);
  const [first = '', second = ''] =
    tokens[0] === 'next' || tokens[0] === 'this' ? tokens.slice(1) : tokens;
  const weekday = (WEEKDAYS as readonly string[]).indexOf(first);
  if (weekday !== -1) return { kind: 'weekday', weekday };
  if (tokens[0] === 'next' && first === 'week') return { kind: 'days', days: 7 };
  if (tokens[0] === 'next' && first === 'month') return { kind: 'nextMonth' };
  if (first === 'today' || first === 'tonight') return { kind: 'days', days: 0 };
  if (first === 'tomorrow') return { kind: 'days', days: 1 };
  if (first === 'end' && second === 'of') {
    switch (tokens.at(-1) ?? '') {
      case 'day':
      case 'today':
        return { kind: 'endOf', unit: 'day' };
      case 'week':
        return { kind: 'endOf', unit: 'week' };
      case 'month':
        return { kind: 'endOf', unit: 'month' };
      case 'year':
        return { kind: 'endOf', unit: 'year' };
    }
  }
  return null;
}

// Words the loose '{word} should/will' pattern catches that are never a person's name.
const NOT_A_NAME = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'it',
  'they',
  'us',
  'him',
  'her',
  'them',
  'this',
  'that',
  'these',
  'those',
  'there',
  'here',
  'who',
  'what',
  'which',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'nobody',
  'something',
  'anything',
  'nothing',
  'everything',
  'thing',
  'things',
  'task',
  'tasks',
  'team',
  'the',
  'a',
  'an',
  'and',
  'also',
  'then',
  'need',
  'needs',
  'have',
  'has',
  'more',
  'work',
  'one',
]);

const ASSIGNEE_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\bassign(?:ed)?\\s+to\\s+(${WORD})`, 'gi'),
  new RegExp(`\\bfor\\s+(${WORD})\\s+to\\s+(?:do|complete|handle)\\b`, 'gi'),
  new RegExp(`\\b(${WORD})\\s+(?:should|will|to\\s+do)\\b`, 'gi'),
];

/**
 * The spoken assignee: 'assign(ed) to {word}', then 'for {word} to do/complete/handle',
 * then '{word} should/will/to do'. Pronouns and similar words are skipped so "we should" or
 * "it will" never name an assignee. Arabic and Russian have their own phrases (назначить на X,
 * поручить X, для X; عيّن/أسند إلى X، لـ X); a Russian name comes in the case the phrase puts it
 * in ("Марии"), which matchVoiceAssignee reads back to "Мария".
 */
export function dashboardVoiceAssignee(
  text: string,
  language: VoiceLanguage = 'en',
): string | null {
  return spokenAssignee(text, language)?.name ?? null;
}

/** The spoken assignee and whether it is the speaker ("me", "меня", "لي"). */
export function spokenAssignee(
  text: string,
  language: VoiceLanguage = 'en',
): SpokenAssignee | null {
  const rules = voiceRulesFor(language);
  if (rules) return rules.assignee(text);
  for (const pattern of ASSIGNEE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const word = match[1] ?? '';
      if (word && !NOT_A_NAME.has(word.toLowerCase())) {
        return { name: word, self: word.toLowerCase() === 'me' };
      }
    }
  }
  return null;
}

const SEPARATOR = new RegExp(
  `[\\s,;.]*\\b(?:and\\s+then|(?:and\\s+)?also|additionally|furthermore|(?:and\\s+)?plus)\\b[\\s,:]*`,
  'i',
);

/**
 * The steps of a transcript split on 'and then', 'also', 'additionally', 'furthermore' and
 * 'plus', each tidied; a lone step gives an empty list, as there is nothing to bullet.
 * Arabic splits on ثم، أيضاً، كذلك، بالإضافة إلى ذلك…, Russian on а потом, затем, также, кроме
 * того, плюс…
 */
export function splitBulletPoints(text: string, language: VoiceLanguage = 'en'): string[] {
  const rules = voiceRulesFor(language);
  if (rules) return rules.bulletPoints(text);
  const steps = text
    .split(new RegExp(SEPARATOR.source, 'gi'))
    .map(cleanTranscript)
    .filter((step) => step !== '');
  return steps.length > 1 ? steps : [];
}

/**
 * Parses a transcript in the dashboard flavour: the first step is the title, the whole tidy
 * transcript the description, plus priority, deadline, assignee and bullet points.
 */
export function parseDashboardVoiceTask(
  transcript: string,
  clock: Clock,
  language: VoiceLanguage = 'en',
): VoiceTaskDraft {
  const bulletPoints = splitBulletPoints(transcript, language);
  const deadline = dashboardVoiceDeadline(transcript, language);
  const assignee = spokenAssignee(transcript, language);
  return {
    title: bulletPoints[0] ?? cleanTranscript(transcript),
    description: cleanTranscript(transcript),
    priority: dashboardVoicePriority(transcript, language),
    deadline,
    deadlineDate: deadline === null ? null : resolveDeadlinePhrase(deadline, clock, language),
    assignee: assignee?.name ?? null,
    ...(assignee?.self ? { assigneeIsSelf: true } : {}),
    bulletPoints,
  };
}
