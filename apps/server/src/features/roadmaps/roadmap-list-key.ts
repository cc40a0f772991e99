import { sql } from 'drizzle-orm';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import type { Db } from '../../db/client.ts';

type KeyRow = {
  roadmaps: string;
  entries: string;
  projects: string | null;
  zones: string | null;
  names: string | number | null;
};

/**
 * The cache key of the roadmaps list `viewerId` reads at `now`: everything the body is a
 * function of, read in one statement before it is built (a body is never older than its key,
 * whichever process wrote).
 *
 * - The roadmaps they may see and the milestones on them they may see, digested from the rows
 *   themselves, so any edit, reordering, sharing or membership change gives another key.
 * - For each project of those milestones: its card version (its name and team, their names and
 *   avatars), its insight version (its milestones and their linked tasks), its zone, and today
 *   there.
 * - The display version of every user's name and avatar (the roadmaps' owners).
 */
export async function loadRoadmapListKey(db: Db, viewerId: string, now: Date): Promise<string> {
  const result = await db.execute(sql`
    with mine as (select project_id from project_members where user_id = ${viewerId}),
    visible as (
      select r.* from roadmaps r
      where r.owner_id = ${viewerId} or (r.visibility = 'members' and exists (
        select 1 from roadmap_milestones rm join milestones m on m.id = rm.milestone_id
        where rm.roadmap_id = r.id and m.project_id in (select project_id from mine)
      ))
    ),
    entries as (
      select rm.roadmap_id, rm.milestone_id, rm.position, m.project_id
      from roadmap_milestones rm
      join visible on visible.id = rm.roadmap_id
      join milestones m on m.id = rm.milestone_id
      where m.project_id in (select project_id from mine)
    )
    select
      md5(coalesce((select string_agg(
        concat_ws(':', id, owner_id, md5(title), md5(description), visibility, updated_at),
        ',' order by id) from visible), '')) as roadmaps,
      md5(coalesce((select string_agg(concat_ws(':', roadmap_id, milestone_id, position),
        ',' order by roadmap_id, milestone_id) from entries), '')) as entries,
      (select string_agg(concat_ws(':', p.id, p.card_version, coalesce(v.version, 0)),
          ',' order by p.id)
        from projects p left join project_insight_versions v on v.project_id = p.id
        where p.id in (select project_id from entries)) as projects,
      (select string_agg(distinct p.time_zone, ',')
        from projects p where p.id in (select project_id from entries)) as zones,
      (select version from cache_versions where name = 'user_display') as names`);
  const [row] = result.rows as KeyRow[];
  const todays = (row!.zones ?? '')
    .split(',')
    .filter(Boolean)
    .map((timeZone) => `${timeZone}=${todayFor({ now, timeZone })}`);
  return [
    viewerId,
    row!.roadmaps,
    row!.entries,
    row!.projects ?? '',
    todays.join(','),
    String(row!.names ?? 0),
  ].join('|');
}
