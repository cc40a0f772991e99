import { and, eq, sql } from 'drizzle-orm';
import { cacheVersions } from '../../db/chat-schema.ts';
import { projectMembers, projects } from '../../db/schema.ts';
import { projectFileListVersions } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';
import { createBodyCache, type BodyCache } from '../../services/body-cache.ts';
import type { FileListPage } from './file-queries.ts';

/** Listing pages kept per process; a page of 200 files is about 200 KB of JSON. */
const FILE_LIST_CACHE_BYTES = 32 * 1024 * 1024;

type FileListCache = BodyCache<FileListPage>;

export function createFileListCache(): FileListCache {
  // JS strings are UTF-16: two bytes a character.
  return createBodyCache<FileListPage>(FILE_LIST_CACHE_BYTES, (page) => page.json.length * 2);
}

/**
 * Everything a project's listing page depends on beyond its query, read in one indexed query
 * that also checks membership (null: not a member): the project's file list version (moved by
 * triggers on files and versions, migration 0023), names shown (`user_display`), and what `can`
 * and `project_name` are made from (the caller's role, the owner, the project's name). Read
 * before the page, so a page cached under it is never older than it, whichever process wrote.
 */
export async function loadFileListVersion(
  db: Db,
  projectId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({
      files: sql<number>`coalesce(${projectFileListVersions.version}, 0)`,
      names: sql<number>`(select ${cacheVersions.version} from ${cacheVersions} where ${cacheVersions.name} = 'user_display')`,
      role: projectMembers.role,
      ownerId: projects.ownerId,
      projectName: sql<string>`md5(${projects.name})`,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .leftJoin(
      projectFileListVersions,
      eq(projectFileListVersions.projectId, projectMembers.projectId),
    )
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  return [row.files, row.names, row.role, row.ownerId, row.projectName].join('.');
}
