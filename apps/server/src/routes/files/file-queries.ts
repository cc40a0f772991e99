import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  FileJson,
  FileListQuery,
  FileType,
  FileVersionJson,
} from '@crewline/shared/contracts/files';
import { files, fileVersions } from '../../db/work-schema.ts';
import { projectMembers, projects, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../commands/record-activity.ts';
import { NotFoundError } from '../../errors.ts';
import { toProjectRole, type ProjectAccess } from '../../policies/project-policy.ts';
import { fileAbilities, mayChangeFile } from '../../policies/file-policy.ts';

export const FILE_NOT_FOUND = 'File not found';
export const VERSION_NOT_FOUND = 'File version not found';

export type FileRow = typeof files.$inferSelect;
export type VersionRow = typeof fileVersions.$inferSelect & { uploaderName: string | null };

/** The download URL of a version: what `storage_path` carries (the key stays server-side). */
export function downloadPath(fileId: string, versionId: string): string {
  return `/api/files/${fileId}/versions/${versionId}/download`;
}

export function presentVersion(access: ProjectAccess, row: VersionRow): FileVersionJson {
  return {
    id: row.id,
    file_id: row.fileId,
    version: row.versionNumber,
    storage_path: downloadPath(row.fileId, row.id),
    file_name: row.fileName,
    mime_type: row.mimeType,
    file_size: row.sizeBytes,
    uploaded_by_id: row.uploadedBy,
    uploaded_by_name: row.uploaderName,
    upload_date: row.createdAt.toISOString(),
    comment: row.comment,
    can: { delete: mayChangeFile(access, row.uploadedBy) },
  };
}

/** Versions with their uploader's name, newest first. */
async function selectVersions(db: DbOrTx, where: SQL | undefined): Promise<VersionRow[]> {
  const rows = await db
    .select({ v: fileVersions, uploaderName: users.name })
    .from(fileVersions)
    .leftJoin(users, eq(users.id, fileVersions.uploadedBy))
    .where(where)
    .orderBy(desc(fileVersions.versionNumber));
  return rows.map((r) => ({ ...r.v, uploaderName: r.uploaderName }));
}

export function listVersions(db: DbOrTx, fileId: string): Promise<VersionRow[]> {
  return selectVersions(db, eq(fileVersions.fileId, fileId));
}

/** One version of a file, or 404. */
export async function loadVersion(db: DbOrTx, fileId: string, versionId: string) {
  const [row] = await selectVersions(
    db,
    and(eq(fileVersions.fileId, fileId), eq(fileVersions.id, versionId)),
  );
  if (!row) throw new NotFoundError(VERSION_NOT_FOUND);
  return row;
}

// One row of a listing: the file, its project, maker, the caller's standing, version count
// and newest version id (each a subquery on the (file_id, version_number) index).
const listColumns = {
  file: files,
  projectName: projects.name,
  ownerId: projects.ownerId,
  role: projectMembers.role,
  creatorName: users.name,
  versionCount: sql<number>`(select count(*)::int from ${fileVersions} v where v.file_id = ${files.id})`,
  latestId: sql<
    string | null
  >`(select v.id from ${fileVersions} v where v.file_id = ${files.id} order by v.version_number desc limit 1)`,
};

type ListRow = {
  file: FileRow;
  projectName: string;
  ownerId: string;
  role: string;
  creatorName: string | null;
  versionCount: number;
  latestId: string | null;
};

function accessOf(row: ListRow, userId: string): ProjectAccess {
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.role);
  return { projectId: row.file.projectId, userId, ownerId: row.ownerId, role };
}

async function present(db: DbOrTx, userId: string, rows: ListRow[]): Promise<FileJson[]> {
  const latestIds = rows.map((r) => r.latestId).filter((id): id is string => id !== null);
  const latest = new Map(
    (latestIds.length ? await selectVersions(db, inArray(fileVersions.id, latestIds)) : []).map(
      (v) => [v.id, v],
    ),
  );
  return rows.map((row) => {
    const access = accessOf(row, userId);
    const version = row.latestId ? latest.get(row.latestId) : undefined;
    const f = row.file;
    return {
      id: f.id,
      project_id: f.projectId,
      project_name: row.projectName,
      parent_id: f.parentId,
      name: f.name,
      description: f.description,
      file_type: f.fileType as FileType,
      comment: f.comment,
      versions: row.versionCount,
      latest_version: version ? presentVersion(access, version) : null,
      created_by_id: f.createdBy,
      created_by_name: row.creatorName,
      created: f.createdAt.toISOString(),
      updated: f.updatedAt.toISOString(),
      can: fileAbilities(access, f.createdBy),
    };
  });
}

function baseQuery(db: DbOrTx, userId: string) {
  return db
    .select(listColumns)
    .from(files)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, files.projectId), eq(projectMembers.userId, userId)),
    )
    .innerJoin(projects, eq(projects.id, files.projectId))
    .leftJoin(users, eq(users.id, files.createdBy));
}

/** `%`, `_` and `\` stand for themselves in a search. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The caller's files (only projects they belong to): see FileListQuery for the filters.
 * Folders first, then by name without case, then id.
 */
export async function listFiles(db: Db, userId: string, query: FileListQuery): Promise<FileJson[]> {
  const conditions: (SQL | undefined)[] = [];
  if (query.project_id) conditions.push(eq(files.projectId, query.project_id));
  if (query.type) conditions.push(eq(files.fileType, query.type));
  if (query.q) {
    conditions.push(ilike(files.name, likePattern(query.q)));
    if (query.parent_id) {
      // Anywhere under that folder: its subtree, walked once.
      conditions.push(
        sql`${files.id} in (with recursive sub(id) as (select id from ${files} where parent_id = ${query.parent_id} union all select f.id from ${files} f join sub on f.parent_id = sub.id) select id from sub)`,
      );
    }
  } else {
    conditions.push(query.parent_id ? eq(files.parentId, query.parent_id) : isNull(files.parentId));
  }
  const rows = await baseQuery(db, userId)
    .where(and(...conditions))
    .orderBy(
      desc(sql`${files.fileType} = 'folder'`),
      asc(sql`lower(${files.name})`),
      asc(files.id),
    );
  return present(db, userId, rows);
}

/** A file the caller can see with their standing in its project; 404 otherwise (no leak). */
export async function loadFile(
  db: DbOrTx,
  userId: string,
  fileId: string,
): Promise<{ file: FileRow; access: ProjectAccess; json: FileJson }> {
  const [row] = await baseQuery(db, userId).where(eq(files.id, fileId)).limit(1);
  if (!row) throw new NotFoundError(FILE_NOT_FOUND);
  const [json] = await present(db, userId, [row]);
  return { file: row.file, access: accessOf(row, userId), json: json! };
}
