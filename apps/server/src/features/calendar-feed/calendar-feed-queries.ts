import { and, asc, eq, gte, inArray, isNotNull, lte, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BEHIND,
  CALENDAR_FEED_MAX_EVENTS_PER_KIND,
} from '@crewline/shared/contracts/calendar-feed';
import { addDays, calendarDayIn } from '@crewline/shared/domain/calendar-day';
import type { Db } from '../../db/client.ts';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { calendarFeeds, milestones } from '../../db/roadmaps-schema.ts';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';

const MS_PER_DAY = 86_400_000;
/** Finished task statuses (isTaskDone): the feed lists work still to do. */
const DONE_STATUSES = ['done', 'completed'];
/** Sessions that were agreed with a time: booked, under way, or held. */
const TIMED_SESSION_STATUSES = ['scheduled', 'active', 'completed'];

/** A person's feed row (whether it is on and since when), or null when it is off. */
export async function loadCalendarFeed(
  db: Db,
  userId: string,
): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The owner of the feed whose token has this hash (a unique index), or null. */
export async function findCalendarFeedOwner(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; language: string } | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** An unfinished task assigned to the feed's owner, with its project's name and zone. */
export type FeedTaskRow = {
  id: string;
  title: string;
  dueDate: Date;
  startDate: string | null;
  updatedAt: Date;
  projectId: string;
  projectName: string;
  timeZone: string;
};

/** A milestone of a project the owner is in. */
export type FeedMilestoneRow = {
  id: string;
  name: string;
  description: string;
  startDate: string;
  dueDate: string;
  updatedAt: Date;
  projectId: string;
  projectName: string;
};

/** A timed mentorship session the owner is part of, with the other person's name. */
export type FeedSessionRow = {
  id: string;
  topic: string;
  description: string;
  scheduledTime: Date;
  durationMinutes: number;
  sessionUrl: string | null;
  updatedAt: Date;
  partnerName: string | null;
};

/** Everything one feed shows. */
export type FeedRows = {
  tasks: FeedTaskRow[];
  milestones: FeedMilestoneRow[];
  sessions: FeedSessionRow[];
};

/**
 * What a person's feed holds, read through their current memberships only (a project they left
 * contributes nothing): their unfinished assigned tasks with a due date, their projects'
 * milestones and their timed mentorship sessions, each within the feed's window and capped.
 * The instant bounds are a day wider than the window on each side, so a due instant near the
 * edge is judged the same in every project zone.
 */
export async function loadFeedRows(db: Db, userId: string, now: Date): Promise<FeedRows> {
  const from = new Date(now.getTime() - (CALENDAR_FEED_DAYS_BEHIND + 1) * MS_PER_DAY);
  const until = new Date(now.getTime() + (CALENDAR_FEED_DAYS_AHEAD + 1) * MS_PER_DAY);
  const today = calendarDayIn(now, 'UTC');
  const membership = (projectId: typeof tasks.projectId | typeof milestones.projectId) =>
    and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId));

  const taskRows = db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      startDate: tasks.startDate,
      updatedAt: tasks.updatedAt,
      projectId: tasks.projectId,
      projectName: projects.name,
      timeZone: projects.timeZone,
    })
    .from(tasks)
    .innerJoin(projectMembers, membership(tasks.projectId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(
      and(
        eq(tasks.assigneeId, userId),
        isNotNull(tasks.dueDate),
        notInArray(tasks.status, DONE_STATUSES),
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, until),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);

  const milestoneRows = db
    .select({
      id: milestones.id,
      name: milestones.name,
      description: milestones.description,
      startDate: milestones.startDate,
      dueDate: milestones.dueDate,
      updatedAt: milestones.updatedAt,
      projectId: milestones.projectId,
      projectName: projects.name,
    })
    .from(milestones)
    .innerJoin(projectMembers, membership(milestones.projectId))
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(
      and(
        gte(milestones.dueDate, addDays(today, -CALENDAR_FEED_DAYS_BEHIND)),
        lte(milestones.startDate, addDays(today, CALENDAR_FEED_DAYS_AHEAD)),
      ),
    )
    .orderBy(asc(milestones.dueDate), asc(milestones.id))
    .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);

  const requester = alias(users, 'requester');
  const mentor = alias(users, 'mentor');
  const sessionRows = db
    .select({
      id: mentorshipSessions.id,
      topic: mentorshipSessions.topic,
      description: mentorshipSessions.description,
      scheduledTime: mentorshipSessions.scheduledTime,
      durationMinutes: mentorshipSessions.durationMinutes,
      sessionUrl: mentorshipSessions.sessionUrl,
      updatedAt: mentorshipSessions.updatedAt,
      requesterId: mentorshipSessions.requesterId,
      requesterName: requester.name,
      mentorName: mentor.name,
    })
    .from(mentorshipSessions)
    .innerJoin(requester, eq(requester.id, mentorshipSessions.requesterId))
    .leftJoin(mentor, eq(mentor.id, mentorshipSessions.mentorId))
    .where(
      and(
        or(eq(mentorshipSessions.requesterId, userId), eq(mentorshipSessions.mentorId, userId)),
        inArray(mentorshipSessions.status, TIMED_SESSION_STATUSES),
        isNotNull(mentorshipSessions.scheduledTime),
        gte(mentorshipSessions.scheduledTime, from),
        lte(mentorshipSessions.scheduledTime, until),
      ),
    )
    .orderBy(asc(mentorshipSessions.scheduledTime), asc(mentorshipSessions.id))
    .limit(CALENDAR_FEED_MAX_EVENTS_PER_KIND);

  const [taskList, milestoneList, sessionList] = await Promise.all([
    taskRows,
    milestoneRows,
    sessionRows,
  ]);
  return {
    // The where clause leaves no task without a due date.
    tasks: taskList.map((row) => ({ ...row, dueDate: row.dueDate! })),
    milestones: milestoneList,
    sessions: sessionList.map(({ requesterId, requesterName, mentorName, ...row }) => ({
      ...row,
      scheduledTime: row.scheduledTime!,
      partnerName: requesterId === userId ? mentorName : requesterName,
    })),
  };
}
