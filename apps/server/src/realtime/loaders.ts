import DataLoader from 'dataloader';
import { eq, inArray } from 'drizzle-orm';
import type { ActivityJson } from '@crewline/shared/contracts/project-responses';
import { activityEvents, projects, tasks, users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { presentActivity } from '../features/activity/activity-presenter.ts';
import type { TaskAssignee, TaskLinks, TaskRow } from '../features/tasks/task-presenter.ts';
import { parseTaskLinks, taskLinksColumn } from '../features/dependencies/dependency-link-query.ts';

/** A task as events present it: the row, its assignee and its project's versions. */
export type TaskSnapshot = {
  row: TaskRow;
  assignee: TaskAssignee | null;
  links: TaskLinks;
  tasksVersion: number;
  cardVersion: number;
};

/** Loads what envelopes name, batched: the envelopes heard in one turn of the event loop cost one query per kind. */
export type EventLoaders = {
  task: DataLoader<string, TaskSnapshot | undefined>;
  activity: DataLoader<string, ActivityJson | undefined>;
};

// Notifications that arrive together (one socket read, or several in a burst of writes) are
// collected until the loop has handled its pending I/O, then loaded at once. Nothing is cached:
// each batch reads the database as it is now.
const OPTIONS = { cache: false, batchScheduleFn: (load: () => void) => setImmediate(load) };

/** Builds the batched loaders of one process. */
export function createEventLoaders(db: Db): EventLoaders {
  return {
    task: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({
          task: tasks,
          assigneeName: users.name,
          assigneeAvatar: users.avatar,
          tasksVersion: projects.tasksVersion,
          cardVersion: projects.cardVersion,
          links: taskLinksColumn(tasks.id),
        })
        .from(tasks)
        .innerJoin(projects, eq(projects.id, tasks.projectId))
        .leftJoin(users, eq(users.id, tasks.assigneeId))
        .where(inArray(tasks.id, [...ids]));
      const byId = new Map(
        rows.map((row) => [
          row.task.id,
          {
            row: row.task,
            assignee:
              row.task.assigneeId && row.assigneeName !== null
                ? { id: row.task.assigneeId, name: row.assigneeName, avatar: row.assigneeAvatar }
                : null,
            links: parseTaskLinks(row.links),
            tasksVersion: row.tasksVersion,
            cardVersion: row.cardVersion,
          },
        ]),
      );
      return ids.map((id) => byId.get(id));
    }, OPTIONS),
    activity: new DataLoader(async (ids: readonly string[]) => {
      const rows = await db
        .select({ event: activityEvents, actorName: users.name, actorAvatar: users.avatar })
        .from(activityEvents)
        .leftJoin(users, eq(users.id, activityEvents.actorId))
        .where(inArray(activityEvents.id, [...ids]));
      const byId = new Map(
        rows.map(({ event, actorName, actorAvatar }) => [
          event.id,
          presentActivity(
            event,
            event.actorId && actorName !== null
              ? { id: event.actorId, name: actorName, avatar: actorAvatar }
              : null,
          ),
        ]),
      );
      return ids.map((id) => byId.get(id));
    }, OPTIONS),
  };
}
