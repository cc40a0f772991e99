import { eq, sql } from 'drizzle-orm';
import { projectMembers, projects } from '../../db/schema.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Notifications } from '../../db/notifications.ts';

/** Channels the card triggers notify (migration 0007): a project id, a user id. */
const CARD_CHANGED = 'project_card_changed';
const MEMBERSHIP_CHANGED = 'membership_changed';

/**
 * The version a user's projects list is cached under: it changes whenever anything the list
 * shows changes, in any process.
 */
type ListVersions = { current(userId: string): Promise<string> };

/** Versions for the given database: notified when it is embedded, queried otherwise. */
export async function createListVersions(database: Database): Promise<ListVersions> {
  return database.notifications.immediate
    ? notifiedListVersions(database.db, database.notifications)
    : queriedListVersions(database.db);
}

/**
 * A digest query per request, right for any number of processes on one PostgreSQL server: which
 * projects, each one's card_version (moved by triggers on every change a card shows) and the
 * caller's role in it. Prepared, since planning the join cost as much as running it.
 */
function queriedListVersions(db: Db): ListVersions {
  const digest = db
    .select({
      // Unordered, since sorting costs: another order of the same set only makes another
      // digest, a cache miss; never a stale hit.
      digest: sql<
        string | null
      >`md5(string_agg(${projects.id}::text || ':' || ${projects.cardVersion} || ':' || ${projectMembers.role}, ','))`,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, sql.placeholder('userId')))
    .prepare('projects_list_version');
  return {
    async current(userId) {
      const [row] = await digest.execute({ userId });
      return row?.digest ?? 'none';
    },
  };
}

const MAX_USERS = 10_000;

/**
 * Versions kept in memory from the card triggers' notifications. Only sound where every write
 * is notified before it returns (the embedded engine: one process), and there it saves the
 * digest query, which costs a millisecond of the embedded engine's time on a 200-project list.
 *
 * A user's version is their membership generation and the sum of their projects' generations:
 * generations only grow, so the sum over a fixed set of projects changes with any of them, and
 * the set only changes with a membership notification.
 */
async function notifiedListVersions(db: Db, notifications: Notifications): Promise<ListVersions> {
  const projectGenerations = new Map<string, number>();
  const userGenerations = new Map<string, number>();
  const memberships = new Map<string, { generation: number; projectIds: string[] }>();
  const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);

  await notifications.subscribe(CARD_CHANGED, (projectId) => bump(projectGenerations, projectId));
  await notifications.subscribe(MEMBERSHIP_CHANGED, (userId) => bump(userGenerations, userId));

  async function projectsOf(userId: string, generation: number): Promise<string[]> {
    const known = memberships.get(userId);
    if (known?.generation === generation) return known.projectIds;
    const rows = await db
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(eq(projectMembers.userId, userId));
    const projectIds = rows.map((row) => row.projectId);
    if (memberships.size >= MAX_USERS) memberships.delete(memberships.keys().next().value!);
    // Stored under the generation read before the query: a change during it forces a reload.
    memberships.set(userId, { generation, projectIds });
    return projectIds;
  }

  return {
    async current(userId) {
      const generation = userGenerations.get(userId) ?? 0;
      let sum = 0;
      for (const projectId of await projectsOf(userId, generation)) {
        sum += projectGenerations.get(projectId) ?? 0;
      }
      return `${generation}:${sum}`;
    },
  };
}
