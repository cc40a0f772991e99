import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One entry of a selection's ZIP: a folder (no bytes) or a file's newest version. */
export type ZipEntryRow = {
  id: string;
  /** The folder it came through (null for a chosen item). */
  parentId: string | null;
  /** Where it goes inside the ZIP: the chosen item's name, then the names below it. */
  path: string;
  isFolder: boolean;
  storageKey: string | null;
  sizeBytes: number | null;
  modifiedAt: Date | null;
};

type RawRow = {
  id: string;
  parent_id: string | null;
  path: string;
  file_type: string;
  storage_key: string | null;
  size_bytes: string | number | null;
  created_at: string | Date | null;
};

/**
 * The chosen files and folders of a project with every file and folder below the chosen folders,
 * each with its path from the chosen item and its newest version (none for a folder or a file
 * never uploaded). Ids outside the project are not returned. Something chosen along with a
 * folder holding it comes once, at its place inside that folder.
 */
export async function loadZipEntries(
  db: DbOrTx,
  projectId: string,
  ids: readonly string[],
): Promise<ZipEntryRow[]> {
  const chosen = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive tree(id, parent_id, path, file_type, depth) as (
      select f.id, null::uuid, f.name, f.file_type, 0
        from files f
        where f.project_id = ${projectId} and f.id in (${chosen})
      union all
      select c.id, t.id, t.path || '/' || c.name, c.file_type, t.depth + 1
        from files c
        join tree t on c.parent_id = t.id
        where t.file_type = 'folder'
    )
    select t.id, t.parent_id, t.path, t.file_type, v.storage_key, v.size_bytes, v.created_at
      from tree t
      left join lateral (
        select fv.storage_key, fv.size_bytes, fv.created_at
          from file_versions fv
          where fv.file_id = t.id
          order by fv.version_number desc
          limit 1
      ) v on true
      order by t.depth desc, t.path
  `);
  const seen = new Set<string>();
  const entries: ZipEntryRow[] = [];
  for (const row of result.rows as RawRow[]) {
    // Deepest first: an item also reached through a chosen folder keeps its place in it.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    entries.push({
      id: row.id,
      parentId: row.parent_id,
      path: row.path,
      isFolder: row.file_type === 'folder',
      storageKey: row.storage_key,
      sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
      modifiedAt: row.created_at === null ? null : new Date(row.created_at),
    });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
