import { alreadyInFolder, MOVE_INTO_ITSELF } from '@crewline/shared/contracts/rule-sentences';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { files } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { FileRow } from './file-presenter.ts';

export const MOVE_TARGET_NOT_A_FOLDER = 'parent_id must be a folder of the same project';

function invalidTarget(message: string): never {
  throw new ValidationError(message, [{ loc: ['body', 'parent_id'], msg: message }]);
}

/**
 * Puts a file or folder (with everything inside) in another folder of its project, or at its
 * root (`parentId` null). The target must be a folder of the same project and, for a folder,
 * not the folder itself or one inside it (422); a same-named item already there, case ignored,
 * is a 409, because the two could no longer be told apart in the listing or a ZIP.
 */
export async function moveFile(
  db: Db,
  file: FileRow,
  parentId: string | null,
  now: Date,
): Promise<void> {
  if (parentId === file.parentId) return;
  if (parentId === file.id) invalidTarget(MOVE_INTO_ITSELF);
  await db.transaction(async (tx) => {
    // One move per project at a time: two folders moved into each other at once would each
    // pass the check below against the other's old place and make a loop nobody could open.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`files-move:${file.projectId}`}, 0))`,
    );
    if (parentId !== null) {
      const chain = await tx.execute(sql`
        with recursive up(id, parent_id, project_id, file_type, depth) as (
          select id, parent_id, project_id, file_type, 0 from files where id = ${parentId}
          union all
          select f.id, f.parent_id, f.project_id, f.file_type, up.depth + 1
            from files f join up on f.id = up.parent_id
        )
        select id, project_id, file_type from up order by depth
      `);
      const rows = chain.rows as { id: string; project_id: string; file_type: string }[];
      const target = rows[0];
      if (target?.project_id !== file.projectId || target.file_type !== 'folder') {
        invalidTarget(MOVE_TARGET_NOT_A_FOLDER);
      }
      if (rows.some((row) => row.id === file.id)) invalidTarget(MOVE_INTO_ITSELF);
    }
    const [clash] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.projectId, file.projectId),
          parentId === null ? isNull(files.parentId) : eq(files.parentId, parentId),
          ne(files.id, file.id),
          sql`lower(${files.name}) = lower(${file.name})`,
        ),
      )
      .limit(1);
    if (clash) {
      throw new ConflictError(alreadyInFolder(file.name));
    }
    await tx.update(files).set({ parentId, updatedAt: now }).where(eq(files.id, file.id));
    afterCommit(tx, { t: 'files_changed', p: file.projectId, id: file.id });
  });
}
