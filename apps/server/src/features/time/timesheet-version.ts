import { eq, sql } from 'drizzle-orm';
import { cacheVersions } from '../../db/chat-schema.ts';
import { projectTimeVersions } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';

/**
 * The version a project's timesheets are cached under: the project's time version (moved by
 * triggers on its time entries and its members, migration 0022) and the global `user_display`
 * version (names shown in the rows). One primary-key read; read before the sheet is summed, so a
 * body cached under it is never older than it, whichever process wrote.
 */
export async function loadTimesheetVersion(db: Db, projectId: string): Promise<string> {
  const [row] = await db
    .select({
      time: sql<number>`coalesce(${projectTimeVersions.version}, 0)`,
      names: cacheVersions.version,
    })
    .from(cacheVersions)
    .leftJoin(projectTimeVersions, eq(projectTimeVersions.projectId, projectId))
    .where(eq(cacheVersions.name, 'user_display'))
    .limit(1);
  return `${row?.time ?? 0}.${row?.names ?? 0}`;
}
