import { sql } from 'drizzle-orm';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import type { Db } from '../../db/client.ts';

type StampRow = {
  tasks_version: string | number;
  insight_version: string | number;
  time_zone: string;
  scheduling_mode: string;
  /** `id:tasks_version:time_zone:readable` of each other project with a linked task, in id order. */
  linked: string | null;
};

/**
 * The cache key of a project's timeline as `userId` reads it at `now`, or null when the project is gone:
 * everything the body is a function of, read in one statement before it is built (a body is
 * never older than its key, whichever process wrote).
 *
 * - The project's tasks_version moves with its tasks and with every link touching them, on
 *   either side (database triggers); its insight version moves with its milestones.
 * - Its zone sets each due day and "today"; its scheduling mode is part of the body.
 * - A task of another project at the far end of a link shows that project's dates in its zone,
 *   and its title only to the caller if they are in that project.
 */
export async function loadTimelineKey(
  db: Db,
  projectId: string,
  userId: string,
  now: Date,
): Promise<string | null> {
  const result = await db.execute(sql`
    with own as (select id from tasks where project_id = ${projectId}),
    far as (
      select l.blocked_task_id as id from task_dependencies l join own on l.blocker_task_id = own.id
      union
      select l.blocker_task_id from task_dependencies l join own on l.blocked_task_id = own.id
    ),
    linked as (
      select distinct p.id, p.tasks_version, p.time_zone,
        (p.owner_id = ${userId} or exists (
          select 1 from project_members m where m.project_id = p.id and m.user_id = ${userId}
        )) as readable
      from far join tasks t on t.id = far.id join projects p on p.id = t.project_id
      where p.id <> ${projectId}
    )
    select p.tasks_version, coalesce(v.version, 0) as insight_version, p.time_zone,
      p.scheduling_mode,
      (select string_agg(concat_ws(':', id, tasks_version, time_zone, readable), ',' order by id)
        from linked) as linked
    from projects p left join project_insight_versions v on v.project_id = p.id
    where p.id = ${projectId}`);
  const [row] = result.rows as StampRow[];
  if (!row) return null;
  return [
    projectId,
    Number(row.tasks_version),
    Number(row.insight_version),
    row.time_zone,
    todayFor({ now, timeZone: row.time_zone }),
    row.scheduling_mode,
    row.linked ?? '',
  ].join('|');
}
