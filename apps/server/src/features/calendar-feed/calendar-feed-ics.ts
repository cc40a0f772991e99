import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CALENDAR_FEED_REFRESH_SECONDS } from '@crewline/shared/contracts/calendar-feed';
import { addDays, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import { dueDayOf } from '@crewline/shared/domain/due-labels';
import { mentorshipLink, projectLink, taskLink } from '@crewline/shared/domain/item-links';
import {
  wordingLanguage,
  type WordingLanguage,
} from '@crewline/shared/domain/notification-wording';
import type { FeedRows } from './calendar-feed-queries.ts';

type Texts = {
  project: (name: string) => string;
  milestone: (name: string) => string;
  session: (topic: string) => string;
  with: (name: string) => string;
  open: string;
};

// The few words of the feed, in its owner's language (the event titles stay as people wrote them).
const TEXTS: Record<WordingLanguage, Texts> = {
  en: {
    project: (name) => `Project: ${name}`,
    milestone: (name) => `Milestone: ${name}`,
    session: (topic) => `Mentorship: ${topic}`,
    with: (name) => `With ${name}`,
    open: 'Open in Crewline:',
  },
  ar: {
    project: (name) => `المشروع: ${name}`,
    milestone: (name) => `المرحلة: ${name}`,
    session: (topic) => `جلسة إرشاد: ${topic}`,
    with: (name) => `مع ${name}`,
    open: 'افتحه في Crewline:',
  },
  ru: {
    project: (name) => `Проект: ${name}`,
    milestone: (name) => `Веха: ${name}`,
    session: (topic) => `Наставничество: ${topic}`,
    with: (name) => `С участником: ${name}`,
    open: 'Открыть в Crewline:',
  },
};

/**
 * A calendar day as the Date ical-generator writes as that DATE: UTC midnight, read in UTC
 * because the calendar has no zone of its own.
 */
function dayValue(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The days an all-day event covers: DTEND is exclusive, the day after the last one. */
function allDay(first: CalendarDay, last: CalendarDay) {
  const start = first <= last ? first : last;
  return { allDay: true, start: dayValue(start), end: dayValue(addDays(last, 1)) };
}

/**
 * The iCalendar text of a person's feed. Tasks and milestones are all-day events in their
 * project's days (a task from its start day, when it has one, to its due day); sessions are
 * timed. UIDs are fixed per item, and DTSTAMP and LAST-MODIFIED come from the item's own
 * `updated_at`, so the same data always gives the same text (an ETag of it is meaningful) and a
 * calendar app updates an event in place when it changes.
 */
export function buildFeedCalendar(
  rows: FeedRows,
  options: { appOrigin: string; language: string },
): string {
  const words = TEXTS[wordingLanguage(options.language)];
  const origin = options.appOrigin.replace(/\/+$/, '');
  const calendar = ical({
    name: 'Crewline',
    prodId: { company: 'Crewline', product: 'Calendar feed' },
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
  });

  for (const task of rows.tasks) {
    const due = dueDayOf(task.dueDate, task.timeZone)!;
    const link = `${origin}${taskLink(task.projectId, task.id)}`;
    calendar.createEvent({
      id: `task-${task.id}@crewline`,
      ...allDay(task.startDate ?? due, due),
      summary: task.title,
      description: `${words.project(task.projectName)}\n${words.open} ${link}`,
      url: link,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      stamp: task.updatedAt,
      lastModified: task.updatedAt,
    });
  }

  for (const milestone of rows.milestones) {
    const link = `${origin}${projectLink(milestone.projectId)}`;
    const lines = [words.project(milestone.projectName)];
    if (milestone.description) lines.push(milestone.description);
    lines.push(`${words.open} ${link}`);
    calendar.createEvent({
      id: `milestone-${milestone.id}@crewline`,
      ...allDay(milestone.startDate, milestone.dueDate),
      summary: words.milestone(milestone.name),
      description: lines.join('\n'),
      url: link,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      stamp: milestone.updatedAt,
      lastModified: milestone.updatedAt,
    });
  }

  for (const session of rows.sessions) {
    const lines = [];
    if (session.partnerName) lines.push(words.with(session.partnerName));
    if (session.description) lines.push(session.description);
    lines.push(`${words.open} ${origin}${mentorshipLink()}`);
    calendar.createEvent({
      // The invitation mail's UID: the same meeting, whichever way it reached the calendar.
      id: `mentorship-session-${session.id}@crewline`,
      start: session.scheduledTime,
      end: new Date(session.scheduledTime.getTime() + session.durationMinutes * 60_000),
      summary: words.session(session.topic),
      description: lines.join('\n'),
      location: session.sessionUrl,
      url: session.sessionUrl,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
    });
  }

  return calendar.toString();
}
