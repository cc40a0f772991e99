import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { todayFor, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import type { MilestoneWork } from '@crewline/shared/roadmaps/milestone-status';
import { milestones, roadmapMilestones, roadmaps } from '../../db/roadmaps-schema.ts';
import { projectMembers, projects, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadMilestoneWork, NO_MILESTONE_WORK } from '../milestones/milestone-queries.ts';

export type RoadmapRow = typeof roadmaps.$inferSelect;

/** A milestone of a roadmap that its viewer may see, with what its status is computed from. */
export type VisibleRoadmapMilestone = {
  roadmapId: string;
  milestone: typeof milestones.$inferSelect;
  projectName: string;
  today: CalendarDay;
  work: MilestoneWork;
};

export type RoadmapPerson = { id: string; name: string; avatar: string | null };

/** Whether `viewerId` is a member (any role) of the milestone's project. */
const viewerInProject = (viewerId: string) =>
  exists(
    sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${milestones.projectId} and ${projectMembers.userId} = ${viewerId})`,
  );

/**
 * The roadmaps `viewerId` may see (docs/API.md, Roadmaps): their own, and `members` roadmaps
 * holding a milestone of a project they are in. Newest change first; `roadmapId` narrows the
 * list to one.
 */
export async function listVisibleRoadmaps(
  db: DbOrTx,
  viewerId: string,
  roadmapId?: string,
): Promise<RoadmapRow[]> {
  const sharedWithViewer = and(
    eq(roadmaps.visibility, 'members'),
    exists(
      db
        .select({ one: sql`1` })
        .from(roadmapMilestones)
        .innerJoin(milestones, eq(milestones.id, roadmapMilestones.milestoneId))
        .where(and(eq(roadmapMilestones.roadmapId, roadmaps.id), viewerInProject(viewerId))),
    ),
  );
  return db
    .select()
    .from(roadmaps)
    .where(
      and(
        or(eq(roadmaps.ownerId, viewerId), sharedWithViewer),
        roadmapId ? eq(roadmaps.id, roadmapId) : undefined,
      ),
    )
    .orderBy(desc(roadmaps.updatedAt), asc(roadmaps.id));
}

/**
 * The milestones of these roadmaps in projects `viewerId` is in, in each roadmap's order, with
 * today in each project's zone and their linked tasks' figures (one grouped query per zone).
 */
export async function loadVisibleMilestones(
  db: DbOrTx,
  roadmapIds: readonly string[],
  viewerId: string,
  now: Date,
): Promise<VisibleRoadmapMilestone[]> {
  if (roadmapIds.length === 0) return [];
  const rows = await db
    .select({
      roadmapId: roadmapMilestones.roadmapId,
      milestone: milestones,
      projectName: projects.name,
      timeZone: projects.timeZone,
    })
    .from(roadmapMilestones)
    .innerJoin(milestones, eq(milestones.id, roadmapMilestones.milestoneId))
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(inArray(roadmapMilestones.roadmapId, [...roadmapIds]), viewerInProject(viewerId)))
    .orderBy(asc(roadmapMilestones.position), asc(milestones.dueDate), asc(milestones.id));
  const byZone = new Map<string, Set<string>>();
  for (const row of rows) {
    const ids = byZone.get(row.timeZone) ?? new Set<string>();
    ids.add(row.milestone.id);
    byZone.set(row.timeZone, ids);
  }
  const work = new Map<string, MilestoneWork>();
  for (const [timeZone, ids] of byZone) {
    for (const [id, figures] of await loadMilestoneWork(db, [...ids], timeZone))
      work.set(id, figures);
  }
  return rows.map((row) => ({
    roadmapId: row.roadmapId,
    milestone: row.milestone,
    projectName: row.projectName,
    today: todayFor({ now, timeZone: row.timeZone }),
    work: work.get(row.milestone.id) ?? NO_MILESTONE_WORK,
  }));
}

/** The members of these projects, by project, each list by name. */
export async function loadProjectTeams(
  db: DbOrTx,
  projectIds: readonly string[],
): Promise<Map<string, RoadmapPerson[]>> {
  const teams = new Map<string, RoadmapPerson[]>();
  if (projectIds.length === 0) return teams;
  const rows = await db
    .select({
      projectId: projectMembers.projectId,
      id: users.id,
      name: users.name,
      avatar: users.avatar,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, [...projectIds]))
    .orderBy(asc(users.name), asc(users.id));
  for (const { projectId, ...person } of rows) {
    teams.set(projectId, [...(teams.get(projectId) ?? []), person]);
  }
  return teams;
}

/** The people named by id (a roadmap's owner), by id. */
export async function loadPeople(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, RoadmapPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Of these milestone ids, those in projects `userId` is a member of. */
export async function milestonesInUsersProjects(
  db: DbOrTx,
  milestoneIds: readonly string[],
  userId: string,
): Promise<Set<string>> {
  if (milestoneIds.length === 0) return new Set();
  const rows = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(inArray(milestones.id, [...milestoneIds]), viewerInProject(userId)));
  return new Set(rows.map((row) => row.id));
}

/** Everyone in a project one of these milestones belongs to (who may see a `members` roadmap). */
export async function membersOfMilestoneProjects(
  db: DbOrTx,
  milestoneIds: readonly string[],
): Promise<string[]> {
  if (milestoneIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(milestones, eq(milestones.projectId, projectMembers.projectId))
    .where(inArray(milestones.id, [...milestoneIds]));
  return rows.map((row) => row.userId);
}

/** A roadmap's milestone ids, in order. */
export async function roadmapMilestoneIds(db: DbOrTx, roadmapId: string): Promise<string[]> {
  const rows = await db
    .select({ id: roadmapMilestones.milestoneId })
    .from(roadmapMilestones)
    .where(eq(roadmapMilestones.roadmapId, roadmapId))
    .orderBy(asc(roadmapMilestones.position));
  return rows.map((row) => row.id);
}
