import type { NotificationMetadata, NotificationType } from '../contracts/notifications.ts';
import type { ProjectRole } from '../contracts/members.ts';
import type { ProjectStatus } from './project-enums.ts';
import { notificationWordsAr } from './notification-wording-ar.ts';
import { notificationWordsEn } from './notification-wording-en.ts';
import { notificationWordsRu } from './notification-wording-ru.ts';
import { wordMentorship } from './notification-wording-mentorship.ts';
import type { GroupedType, NotificationWords, PluralText } from './notification-wording-types.ts';

/** The languages notifications are worded in; anything else reads as English. */
export const WORDING_LANGUAGES = ['en', 'ar', 'ru'] as const;
export type WordingLanguage = (typeof WORDING_LANGUAGES)[number];

const WORDS: Record<WordingLanguage, NotificationWords> = {
  en: notificationWordsEn,
  ar: notificationWordsAr,
  ru: notificationWordsRu,
};

/** A stored or interface language ("ru", "ru-RU"), or English for anything else. */
export function wordingLanguage(value: string | null | undefined): WordingLanguage {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return (WORDING_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as WordingLanguage)
    : 'en';
}

/** What a notification is worded from: its type and facts, and the stored text to fall back to. */
export type WordingInput = {
  type: NotificationType;
  metadata: NotificationMetadata;
  /** The stored (English) title and message: used when the facts are missing (old rows, `system`). */
  title: string;
  message: string;
};

export type Wording = { title: string; message: string };

/** Where a due date is shown: the reader's zone when known (the browser passes none: its own). */
export type WordingOptions = { timeZone?: string };

/** Longest quoted line, as the server cuts a notification's message. */
const QUOTE_MAX = 200;

const GROUPED_TYPES: readonly NotificationType[] = [
  'task_assigned',
  'mention',
  'comment',
  'urgent',
  'update',
  'deadline',
] satisfies GroupedType[];

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The form of `forms` the language's plural rules pick for `count`, with the count filled in. */
export function pluralText(forms: PluralText, locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  return (forms[category] ?? forms.other).replaceAll('{count}', String(count));
}

/** The quoted text on one line: from the full text kept in metadata, else the stored message. */
function quoteOf(input: WordingInput): string {
  const full = text(input.metadata.full_message);
  if (!full) return input.message;
  const line = full.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line;
}

function dueLabel(iso: string, locale: string, options: WordingOptions): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone && { timeZone: options.timeZone, timeZoneName: 'short' }),
  }).format(date);
}

/**
 * One event worded from its facts: `title` and `message` as a single notification shows them,
 * and `short`, the title without the project's name (a group's title names the project once).
 * Null when the facts needed are missing.
 */
type Event = Wording & { short: string };

function wordEvent(
  input: WordingInput,
  words: NotificationWords,
  options: WordingOptions,
): Event | null {
  const meta = input.metadata;
  const project = text(meta.projectName);
  // A chat or comment event's sender is part of its facts (an unknown one is stored as ''):
  // without the key, the row was not made from an event and keeps its own words.
  const sender =
    typeof meta.sender_name === 'string' ? (text(meta.sender_name) ?? words.someone) : null;
  switch (input.type) {
    case 'mention': {
      if (sender === null) return null;
      const title = words.mention(sender);
      return { title, message: quoteOf(input), short: title };
    }
    case 'urgent': {
      if (sender === null) return null;
      const title = words.urgent(sender);
      return { title, message: quoteOf(input), short: title };
    }
    case 'comment': {
      if (sender === null) return null;
      const task = text(meta.task_title);
      const title =
        meta.event === 'reply'
          ? words.reply(sender)
          : task && (meta.event === 'task_comment' || meta.event === undefined)
            ? words.taskComment(sender, task)
            : null;
      return title ? { title, message: quoteOf(input), short: title } : null;
    }
    case 'task_assigned': {
      const task = text(meta.task_title);
      if (!task) return null;
      const title = words.taskAssigned(text(meta.actor_name) ?? words.someone, task);
      return { title, message: project ? words.inProject(project) : '', short: title };
    }
    case 'deadline': {
      const task = text(meta.task_title);
      if (!task) return null;
      const title = words.deadline(task);
      const due = text(meta.dueDate) && dueLabel(meta.dueDate as string, words.locale, options);
      const message = due
        ? project
          ? words.deadlineMessage(due, project)
          : words.deadlineMessageNoProject(due)
        : '';
      return { title, message, short: title };
    }
    case 'project_invitation': {
      if (!project) return null;
      const inviter = text(meta.inviterName) ?? words.someone;
      const role = words.roles[meta.role as ProjectRole] ?? words.roles.member;
      const welcome = text(meta.welcome_message);
      const message = [
        words.invitationMessage(inviter, project, role),
        ...(welcome ? [words.welcome(welcome.trim())] : []),
      ].join('\n');
      const title = words.invitationTitle(project);
      return { title, message, short: title };
    }
    case 'update': {
      if (!project) return null;
      if (meta.event === 'status_changed' && text(meta.status)) {
        const status = words.statuses[meta.status as ProjectStatus] ?? (meta.status as string);
        return {
          title: words.statusChanged(project, status),
          message: words.statusChangedBy(text(meta.actor_name) ?? words.someone),
          short: words.statusChangedShort(status),
        };
      }
      const member = text(meta.member_name) ?? words.someone;
      if (meta.event === 'member_joined') {
        return {
          title: words.memberJoined(member, project),
          message: '',
          short: words.memberJoinedShort(member),
        };
      }
      if (meta.event === 'member_left') {
        return {
          title: words.memberLeft(member, project),
          message: '',
          short: words.memberLeftShort(member),
        };
      }
      return null;
    }
    case 'mentorship': {
      const worded = wordMentorship(meta, words.mentorship, words.someone, (iso) =>
        dueLabel(iso, words.locale, options),
      );
      return worded && { ...worded, short: worded.title };
    }
    case 'system': {
      // A data export's notification; any other `system` notification was written by a person.
      if (meta.event !== 'export_ready' && !text(meta.download_url)) return null;
      return {
        title: words.exportReady,
        message: words.exportReadyMessage,
        short: words.exportReady,
      };
    }
  }
}

/**
 * A notification in `language`, worded from its type and facts: a group of several events
 * (metadata.count > 1) says the count in its title, with the language's plural form, and its
 * newest event in its message; the project is named once, in the title. A notification whose
 * facts are missing (an old row, a `system` notification someone wrote) keeps its stored text.
 */
export function wordNotification(
  input: WordingInput,
  language: string | null | undefined,
  options: WordingOptions = {},
): Wording {
  const words = WORDS[wordingLanguage(language)];
  const event = wordEvent(input, words, options);
  if (!event) return { title: input.title, message: input.message };
  const count = typeof input.metadata.count === 'number' ? input.metadata.count : 1;
  if (count <= 1 || !GROUPED_TYPES.includes(input.type)) {
    return { title: event.title, message: event.message };
  }
  const group = pluralText(words.grouped[input.type as GroupedType], words.locale, count);
  const project = text(input.metadata.projectName);
  return {
    title: project ? words.groupInProject(group, project) : group,
    message: words.latest(event.short),
  };
}
