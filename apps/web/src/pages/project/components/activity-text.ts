import type { TFunction } from 'i18next';
import type { ActivityEvent } from '../../../api/projects/types.ts';
import { isolate } from '../../../i18n/bidi.ts';
import { durationText } from '../../../features/time/duration-text.ts';
import { projectsTexts } from '../../../i18n/locales/en/projects.ts';

type ActionKey = keyof typeof projectsTexts.activity.actions;

const ROLES = ['owner', 'manager', 'leader', 'member', 'observer'] as const;

// The English texts list every action the feed can word; anything newer reads "made a change".
function isAction(action: string): action is ActionKey {
  return action !== 'other' && Object.hasOwn(projectsTexts.activity.actions, action);
}

function isTaskComment(action: string): action is keyof typeof projectsTexts.activity.taskComment {
  return Object.hasOwn(projectsTexts.activity.taskComment, action);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

// Booking days arrive as 'YYYY-MM-DD'; i18next's datetime formatter words them per language.
function day(value: unknown): Date | string {
  const date = new Date(`${text(value)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text(value) : date;
}

/** The translated sentence of one activity event, worded from the data the event carries. */
export function activityText(event: ActivityEvent, t: TFunction): string {
  // Read field by field, each checked: an entry recorded by an older server may lack one.
  const data: Readonly<Record<string, unknown>> = event.data;
  const roleCode = text(data.to) || text(data.role);
  const role = (ROLES as readonly string[]).includes(roleCode)
    ? t(`projects.roles.${roleCode as (typeof ROLES)[number]}`)
    : t('projects.roles.member');
  const values = {
    actor: isolate(event.actor?.name ?? t('projects.activity.someone')),
    name: isolate(text(data.name) || text(data.email)),
    role,
    title: isolate(text(data.title) || text(data.task_title)),
    // Comment events carry the first characters of the comment (COMMENT_SUMMARY_LENGTH).
    summary: isolate(text(data.summary)),
    oldName: isolate(text(data.old_name)),
    duration: durationText(count(data.duration_minutes), t),
    version: count(data.version),
    restoredFrom: count(data.restored_from),
    start: day(data.start_date),
    end: day(data.end_date),
  };
  // A comment on a task names the task too (the server sends its title with the event).
  if (isTaskComment(event.action) && text(data.task_title)) {
    return t(`projects.activity.taskComment.${event.action}`, values);
  }
  return isAction(event.action)
    ? t(`projects.activity.actions.${event.action}`, values)
    : t('projects.activity.actions.other', values);
}
