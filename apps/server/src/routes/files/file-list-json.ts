import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { files, fileVersions } from '../../db/work-schema.ts';
import { projectMembers, projects, users } from '../../db/schema.ts';
import { roleCan } from '../../policies/project-policy.ts';
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

const str = (value: SQL | AnyPgColumn) => sql`to_json(${value})::text`;
const maybeStr = (value: SQL | AnyPgColumn) => sql`coalesce(to_json(${value})::text, 'null')`;
const uuid = (value: SQL | AnyPgColumn) => sql`('"' || ${value} || '"')`;
const maybeUuid = (value: SQL | AnyPgColumn) => sql`coalesce('"' || ${value} || '"', 'null')`;
const bool = (value: SQL) => sql`(case when ${value} then 'true' else 'false' end)`;
// As `Date.toISOString()` writes it (UTC, milliseconds, "Z"), like the Drizzle presenter.
const isoTime = (value: SQL | AnyPgColumn) =>
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
function mayChange(callerId: string, makerId: SQL | AnyPgColumn): SQL {
  const role = projectMembers.role;
  const uploads = roleCan('observer', 'upload_files')
    ? sql`(${role} in ${list(UPLOADERS)} or ${role} not in ${list(ROLES)})`
    : sql`${role} in ${list(UPLOADERS)}`;
  return sql`(${projects.ownerId} = ${callerId} or ${role} = 'owner' or (${uploads} and ${makerId} = ${callerId}))`;
}

/** The newest version of the listed file (`newest.*`), joined laterally by the listing. */
export const NEWEST_VERSION_ALIAS = 'newest';

// One backward walk of file_versions_number_unique per listed file gives both the newest
// version and the count (a window over the same rows), instead of a second probe for count(*).
export function newestVersionLateral(): SQL {
  return sql`left join lateral (
    select ${fileVersions.id} as id, ${fileVersions.versionNumber} as version_number,
      ${fileVersions.fileName} as file_name, ${fileVersions.mimeType} as mime_type,
      ${fileVersions.sizeBytes} as size_bytes, ${fileVersions.uploadedBy} as uploaded_by,
      ${fileVersions.createdAt} as created_at, ${fileVersions.comment} as comment,
      uploader.name as uploader_name, count(*) over () as count
    from ${fileVersions}
    left join ${users} uploader on uploader.id = ${fileVersions.uploadedBy}
    where ${fileVersions.fileId} = ${files.id}
    order by ${fileVersions.versionNumber} desc
    limit 1) ${sql.raw(NEWEST_VERSION_ALIAS)} on true`;
}

const newest = (column: string) => sql.raw(`${NEWEST_VERSION_ALIAS}.${column}`);

/** A listed file as FileJson text; needs the listing's joins (members, projects, creator, newest). */
export function fileJsonText(callerId: string, creatorName: AnyPgColumn): SQL {
  const version = object([
    ['id', uuid(newest('id'))],
    ['file_id', uuid(files.id)],
    ['version', sql`${newest('version_number')}::text`],
    [
      'storage_path',
      sql`('"/api/files/' || ${files.id} || '/versions/' || ${newest('id')} || '/download"')`,
    ],
    ['file_name', str(newest('file_name'))],
    ['mime_type', str(newest('mime_type'))],
    ['file_size', sql`${newest('size_bytes')}::text`],
    ['uploaded_by_id', maybeUuid(newest('uploaded_by'))],
    ['uploaded_by_name', maybeStr(newest('uploader_name'))],
    ['upload_date', isoTime(newest('created_at'))],
    ['comment', str(newest('comment'))],
    ['can', object([['delete', bool(mayChange(callerId, newest('uploaded_by')))]])],
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
    ['versions', sql`coalesce(${newest('count')}, 0)::text`],
    ['latest_version', sql`(case when ${newest('id')} is null then 'null' else ${version} end)`],
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
