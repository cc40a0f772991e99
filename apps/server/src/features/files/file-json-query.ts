import { desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { files, fileVersions } from '../../db/work-schema.ts';
import { projectMembers, projects, users } from '../../db/schema.ts';
import { roleCan } from '../projects/project-policy.ts';
import { PROJECT_ROLE_LABELS, type ProjectRole } from '@crewline/shared/contracts/members';

/**
 * The listing's presenter, written in SQL: each listed file comes back as the FileJson text the
 * single-file presenter (`present` in file-queries.ts) makes, so a folder of 10,000 files is
 * never mapped column by column and re-serialised in Node (bench/files-folder.mjs: 9 MB of JSON
 * per call; mapping and JSON.stringify were most of the 4.9 s p99). Plain concatenation, with
 * `to_json` escaping every string, was 1.5x faster than `json_build_object` on PGlite.
 * A test checks that a listed file reads exactly as GET /api/files/{id} presents it.
 */

const ROLES = Object.keys(PROJECT_ROLE_LABELS) as ProjectRole[];
// The roles that may add files (file-policy: `upload_files`), read from the policy itself.
const UPLOADERS = ROLES.filter((role) => roleCan(role, 'upload_files'));

const str = (value: SQLWrapper) => sql`to_json(${value})::text`;
const maybeStr = (value: SQLWrapper) => sql`coalesce(to_json(${value})::text, 'null')`;
const uuid = (value: SQLWrapper) => sql`('"' || ${value} || '"')`;
const maybeUuid = (value: SQLWrapper) => sql`coalesce('"' || ${value} || '"', 'null')`;
const bool = (value: SQL) => sql`(case when ${value} then 'true' else 'false' end)`;
// As `Date.toISOString()` writes it (UTC, milliseconds, "Z"), like the Drizzle presenter.
const isoTime = (value: SQLWrapper) =>
  sql`('"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"')`;

/** `{"key":value,…}` from SQL expressions that each yield JSON text and never NULL. */
function object(fields: [key: string, value: SQL][]): SQL {
  const parts = fields.map(([key, value], index) => {
    const prefix = `${index === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    return sql`${sql.raw(`'${prefix.replaceAll("'", "''")}'`)} || ${value}`;
  });
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/**
 * mayChangeFile (policies/file-policy.ts) for the caller's row: the project's owner, or one whose
 * role may upload and who made the thing. A stored role the policy does not know reads as an
 * observer, as toProjectRole has it.
 */
function mayChange(callerId: SQL, makerId: SQLWrapper): SQL {
  const role = projectMembers.role;
  const uploads = roleCan('observer', 'upload_files')
    ? sql`(${role} in ${list(UPLOADERS)} or ${role} not in ${list(ROLES)})`
    : sql`${role} in ${list(UPLOADERS)}`;
  return sql`(${projects.ownerId} = ${callerId} or ${role} = 'owner' or (${uploads} and ${makerId} = ${callerId}))`;
}

const uploader = alias(users, 'uploader');

/**
 * The listed file's newest version with its uploader's name and the file's version count, joined
 * laterally: one backward walk of file_versions_number_unique per listed file gives both (the
 * count is a window over the same rows, not a second probe).
 */
export function listedNewestVersion(db: Db) {
  return db
    .select({
      id: fileVersions.id,
      versionNumber: fileVersions.versionNumber,
      fileName: fileVersions.fileName,
      mimeType: fileVersions.mimeType,
      sizeBytes: fileVersions.sizeBytes,
      uploadedBy: fileVersions.uploadedBy,
      createdAt: fileVersions.createdAt,
      comment: fileVersions.comment,
      uploaderName: sql<string | null>`${uploader.name}`.as('uploader_name'),
      count: sql<number>`count(*) over ()`.as('version_count'),
    })
    .from(fileVersions)
    .leftJoin(uploader, eq(uploader.id, fileVersions.uploadedBy))
    .where(eq(fileVersions.fileId, files.id))
    .orderBy(desc(fileVersions.versionNumber))
    .limit(1)
    .as('newest');
}

type Newest = ReturnType<typeof listedNewestVersion>;

/** A listed file as FileJson text; needs the listing's joins (members, projects, creator, newest). */
export function fileJsonText(callerId: SQL, creatorName: SQLWrapper, newest: Newest): SQL {
  const version = object([
    ['id', uuid(newest.id)],
    ['file_id', uuid(files.id)],
    ['version', sql`${newest.versionNumber}::text`],
    [
      'storage_path',
      sql`('"/api/files/' || ${files.id} || '/versions/' || ${newest.id} || '/download"')`,
    ],
    ['file_name', str(newest.fileName)],
    ['mime_type', str(newest.mimeType)],
    ['file_size', sql`${newest.sizeBytes}::text`],
    ['uploaded_by_id', maybeUuid(newest.uploadedBy)],
    ['uploaded_by_name', maybeStr(newest.uploaderName)],
    ['upload_date', isoTime(newest.createdAt)],
    ['comment', str(newest.comment)],
    ['can', object([['delete', bool(mayChange(callerId, newest.uploadedBy))]])],
  ]);
  const mine = bool(mayChange(callerId, files.createdBy));
  return object([
    ['id', uuid(files.id)],
    ['project_id', uuid(files.projectId)],
    ['project_name', str(projects.name)],
    ['parent_id', maybeUuid(files.parentId)],
    ['name', str(files.name)],
    ['description', str(files.description)],
    ['file_type', str(files.fileType)],
    ['comment', str(files.comment)],
    ['versions', sql`coalesce(${newest.count}, 0)::text`],
    ['latest_version', sql`(case when ${newest.id} is null then 'null' else ${version} end)`],
    ['created_by_id', maybeUuid(files.createdBy)],
    ['created_by_name', maybeStr(creatorName)],
    ['created', isoTime(files.createdAt)],
    ['updated', isoTime(files.updatedAt)],
    [
      'can',
      object([
        ['edit', mine],
        ['delete', mine],
      ]),
    ],
  ]);
}
