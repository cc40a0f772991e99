import type { TFunction } from 'i18next';
import {
  DATA_EXPORT_EXPIRED,
  DELETE_CONFIRM_MISMATCH,
  DELETE_NEW_OWNER_NOT_MEMBER,
  DELETE_NOT_OWNED_PROJECT,
  DELETE_PROJECT_TWICE,
  DELETE_UNLISTED_PROJECTS,
} from '@crewline/shared/contracts/account';
import {
  ATTACHMENT_ALREADY_ATTACHED,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENTS_TOO_MANY,
  DIRECT_THREAD_MAX_PEOPLE,
  DIRECT_THREAD_MIN_PEOPLE,
  MESSAGE_ATTACHMENTS_MAX,
  THREAD_TITLE_TAKEN,
} from '@crewline/shared/contracts/chat';
import { INVITATION_MESSAGES } from '@crewline/shared/contracts/invitations';
import {
  MUTED_PROJECT_NOT_MEMBER,
  QUIET_HOURS_TIME_INVALID,
  TIME_ZONE_INVALID,
} from '@crewline/shared/contracts/notifications';
import {
  END_BEFORE_START,
  MAX_RANGE_DAYS,
  RANGE_TOO_LONG,
  RESOURCE_USER_NOT_MEMBER,
} from '@crewline/shared/contracts/resources';
import {
  ASSIGNEE_NOT_MEMBER,
  ASSIGNEE_OBSERVER,
  COMMENT_MENTION_NOT_MEMBER,
  DIRECT_THREAD_SIZE,
  DIRECT_THREAD_STRANGER,
  MESSAGE_MENTION_NOT_MEMBER,
  MOVE_INTO_ITSELF,
  MOVE_NOT_IN_PROJECT,
  nameAlreadyInFolder,
  overlapOf,
  REPLY_NOT_IN_THREAD,
  UNHOLDABLE_TEXT,
} from '@crewline/shared/contracts/rule-sentences';
import {
  SCHEDULED_AUTHOR_LEFT_THREAD,
  SCHEDULED_NOT_PENDING,
  SCHEDULED_PENDING_MAX,
  SCHEDULED_TIME_INVALID,
  SCHEDULED_TIME_NOT_FUTURE,
  SCHEDULED_TOO_MANY,
} from '@crewline/shared/contracts/scheduled-messages';
import { SECURITY_MESSAGES } from '@crewline/shared/contracts/security';
import {
  TIME_ENTRY_END_BEFORE_START,
  TIME_ENTRY_TASK_NOT_IN_PROJECT,
  TIME_ENTRY_TOO_LONG,
  TIME_ENTRY_USER_NOT_MEMBER,
  TIMER_ALREADY_RUNNING,
  TIMER_NOT_RUNNING,
} from '@crewline/shared/contracts/time-entries';
import { TIME_ENTRY_MAX_DAYS } from '@crewline/shared/limits';
import type { errorsTexts } from './locales/en/errors.ts';

// A plural text is one rule under several keys ("…_one", "…_other"): the rule's key is the base.
type RuleKey = keyof typeof errorsTexts.rules extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;
type Rule = { key: RuleKey; values?: Record<string, string | number> };

/** Each fixed rule sentence the server may send, with its text in the catalogue. */
export const FIXED_RULES: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  [UNHOLDABLE_TEXT, { key: 'unholdableText' }],
  [ASSIGNEE_OBSERVER, { key: 'assigneeObserver' }],
  [ASSIGNEE_NOT_MEMBER, { key: 'assigneeNotMember' }],
  [COMMENT_MENTION_NOT_MEMBER, { key: 'commentMentionNotMember' }],
  [MESSAGE_MENTION_NOT_MEMBER, { key: 'messageMentionNotMember' }],
  [REPLY_NOT_IN_THREAD, { key: 'replyNotInThread' }],
  [
    DIRECT_THREAD_SIZE,
    {
      key: 'directThreadSize',
      values: { min: DIRECT_THREAD_MIN_PEOPLE, max: DIRECT_THREAD_MAX_PEOPLE },
    },
  ],
  [DIRECT_THREAD_STRANGER, { key: 'directThreadStranger' }],
  [THREAD_TITLE_TAKEN, { key: 'threadTitleTaken' }],
  [ATTACHMENTS_TOO_MANY, { key: 'attachmentsTooMany', values: { count: MESSAGE_ATTACHMENTS_MAX } }],
  [ATTACHMENT_NOT_FOUND, { key: 'attachmentNotFound' }],
  [ATTACHMENT_ALREADY_ATTACHED, { key: 'attachmentAlreadyAttached' }],
  [MOVE_INTO_ITSELF, { key: 'moveIntoItself' }],
  [MOVE_NOT_IN_PROJECT, { key: 'moveNotInProject' }],
  [SCHEDULED_TIME_NOT_FUTURE, { key: 'scheduledNotFuture' }],
  [SCHEDULED_TIME_INVALID, { key: 'scheduledInvalid' }],
  [SCHEDULED_TOO_MANY, { key: 'scheduledTooMany', values: { count: SCHEDULED_PENDING_MAX } }],
  [SCHEDULED_NOT_PENDING, { key: 'scheduledNotPending' }],
  [SCHEDULED_AUTHOR_LEFT_THREAD, { key: 'scheduledAuthorLeft' }],
  [TIMER_ALREADY_RUNNING, { key: 'timerAlreadyRunning' }],
  [TIMER_NOT_RUNNING, { key: 'timerNotRunning' }],
  [TIME_ENTRY_END_BEFORE_START, { key: 'timeEndBeforeStart' }],
  [TIME_ENTRY_TASK_NOT_IN_PROJECT, { key: 'timeTaskNotInProject' }],
  [TIME_ENTRY_USER_NOT_MEMBER, { key: 'personNotMember' }],
  [RESOURCE_USER_NOT_MEMBER, { key: 'personNotMember' }],
  [TIME_ENTRY_TOO_LONG, { key: 'timeEntryTooLong', values: { count: TIME_ENTRY_MAX_DAYS } }],
  [END_BEFORE_START, { key: 'endBeforeStart' }],
  [RANGE_TOO_LONG, { key: 'rangeTooLong', values: { count: MAX_RANGE_DAYS } }],
  [DELETE_CONFIRM_MISMATCH, { key: 'deleteConfirmMismatch' }],
  [DELETE_UNLISTED_PROJECTS, { key: 'deleteUnlistedProjects' }],
  [DELETE_NOT_OWNED_PROJECT, { key: 'deleteNotOwnedProject' }],
  [DELETE_PROJECT_TWICE, { key: 'deleteProjectTwice' }],
  [DELETE_NEW_OWNER_NOT_MEMBER, { key: 'deleteNewOwnerNotMember' }],
  [DATA_EXPORT_EXPIRED, { key: 'dataExportExpired' }],
  [MUTED_PROJECT_NOT_MEMBER, { key: 'mutedProjectNotMember' }],
  [QUIET_HOURS_TIME_INVALID, { key: 'quietHoursInvalid' }],
  [TIME_ZONE_INVALID, { key: 'timeZoneInvalid' }],
  [INVITATION_MESSAGES.alreadyMember, { key: 'alreadyMember' }],
  [INVITATION_MESSAGES.expired, { key: 'invitationExpired' }],
  [INVITATION_MESSAGES.notPending, { key: 'invitationNotPending' }],
  [SECURITY_MESSAGES.currentPasswordRequired, { key: 'currentPasswordRequired' }],
  [SECURITY_MESSAGES.currentPasswordWrong, { key: 'currentPasswordWrong' }],
  [SECURITY_MESSAGES.identityAlreadyLinked, { key: 'identityAlreadyLinked' }],
  [SECURITY_MESSAGES.lastWayIn, { key: 'lastWayIn' }],
]);

/** Rule sentences that carry facts of their own (a file's name, an entry's times). */
function withFacts(sentence: string, language: string): Rule | undefined {
  const name = nameAlreadyInFolder(sentence);
  if (name !== undefined) return { key: 'alreadyInFolder', values: { name } };
  const overlap = overlapOf(sentence);
  if (!overlap) return undefined;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const start = format.format(overlap.start);
  if (!overlap.end) return { key: 'timeOverlapRunning', values: { start } };
  return { key: 'timeOverlap', values: { start, end: format.format(overlap.end) } };
}

/**
 * A domain rule's refusal, worded by the server in English, in the reader's language; null for
 * a text that is no known rule (the caller then says something generic, never the raw text).
 */
export function ruleSentence(text: unknown, t: TFunction): string | null {
  if (typeof text !== 'string' || !text) return null;
  const rule = FIXED_RULES.get(text) ?? withFacts(text, t('errors.language'));
  return rule ? t(`errors.rules.${rule.key}`, rule.values ?? {}) : null;
}
