import { eq, sql } from 'drizzle-orm';
import { todayFor, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import { cacheVersions } from '../../db/chat-schema.ts';
import { projectInsightVersions, taskHistory } from '../../db/insights-schema.ts';
import { projects } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { PROJECT_NOT_FOUND } from '../projects/project-policy.ts';
import type { InsightSettings } from './insights-queries.ts';

/** What a project's insights are cached under, read in one statement after the access check. */
export type InsightStamp = {
  /** The project's insight version (migration 0035). */
  version: number;
  /** The global `user_display` version: names shown in the risk panel. */
  names: number;
  /** The settings of the same snapshot; a body is built from these, never from a later read. */
  settings: InsightSettings;
  /** Today in the project's zone: default windows end today, and days after it are not drawn. */
  today: CalendarDay;
  /**
   * Whether every history row is at or before `now`. Only then is a chart built at `now` the
   * same as one built at any later instant of `today` (the replay stops at `now`, and stalled
   * and overdue count whole days); a row in this process's future (another process's clock
   * ahead of ours) makes the body depend on the instant, and it is built without the cache.
   */
  settled: boolean;
};

/**
 * The project's insight stamp at `now`: its version row, the `user_display` version, its zone,
 * stalled threshold and name, and its latest history instant (the last entry of the
 * (project, at) index), in one statement, so all of them come from one snapshot. Read before the
 * body is built, so a body cached under it is never older than it, whichever process wrote.
 */
export async function loadInsightStamp(
  db: Db,
  projectId: string,
  now: Date,
): Promise<InsightStamp> {
  const [row] = await db
    .select({
      version: sql<number>`coalesce(${projectInsightVersions.version}, 0)`,
      names: cacheVersions.version,
      name: projects.name,
      timeZone: projects.timeZone,
      stalledAfterDays: projects.stalledAfterDays,
      latest: sql<number | null>`(select (extract(epoch from max(${taskHistory.at})) * 1000)::float8
        from ${taskHistory} where ${taskHistory.projectId} = ${projects.id})`,
    })
    .from(projects)
    .innerJoin(cacheVersions, eq(cacheVersions.name, 'user_display'))
    .leftJoin(projectInsightVersions, eq(projectInsightVersions.projectId, projects.id))
    .where(eq(projects.id, projectId));
  // Deleted since the access check.
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  const settings = {
    name: row.name,
    timeZone: row.timeZone,
    stalledAfterDays: row.stalledAfterDays,
  };
  const latest = row.latest === null ? null : Number(row.latest);
  return {
    version: Number(row.version),
    names: Number(row.names),
    settings,
    today: todayFor({ now, timeZone: settings.timeZone }),
    settled: latest === null || latest <= now.getTime(),
  };
}

/**
 * What the caller's overview is cached under: the `user_display` version (names of members with
 * open tasks) and a digest of (project, insight version) over every project they belong to, in
 * one statement. Joining or leaving a project changes the set; every change an overview shows
 * (tasks, their history, members, names of projects) moves its project's version.
 */
export async function loadOverviewStamp(db: Db, userId: string): Promise<string> {
  const result = await db.execute(sql`
    select
      (select version from cache_versions where name = 'user_display') as names,
      (select count(*) from project_members where user_id = ${userId}) as projects,
      (select md5(coalesce(string_agg(m.project_id::text || ':' || coalesce(v.version, 0)::text,
          ',' order by m.project_id), ''))
        from project_members m
        left join project_insight_versions v on v.project_id = m.project_id
        where m.user_id = ${userId}) as digest
  `);
  const row = result.rows[0] as {
    names: number | string;
    projects: number | string;
    digest: string;
  };
  return `${row.names}|${row.projects}|${row.digest}`;
}
