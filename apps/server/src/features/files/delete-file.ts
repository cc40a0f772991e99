import { eq, sql } from 'drizzle-orm';
import { files, fileVersions } from '../../db/work-schema.ts';
import { storageDeletions } from '../../db/account-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { lockProjectFiles } from './store-file-version.ts';

type Actor = { actorId: string; now: Date };

/** Queues stored bytes for the storage-deletions job, in the caller's transaction. */
async function queueKeys(tx: DbOrTx, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(storageDeletions)
    .values(keys.map((storageKey) => ({ storageKey, runAfter: now })));
}

/**
 * Deletes a file, or a folder with everything under it: the rows go (cascade) and every
 * version's bytes are queued for deletion in the same transaction; the feed records it.
 */
export async function deleteFile(
  db: Db,
  file: { id: string; projectId: string; name: string; fileType: string },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProjectFiles(tx, file.projectId);
    const subtree = sql`with recursive sub(id) as (select ${file.id}::uuid union all select f.id from ${files} f join sub on f.parent_id = sub.id) select id from sub`;
    const keys = await tx
      .select({ key: fileVersions.storageKey })
      .from(fileVersions)
      .where(sql`${fileVersions.fileId} in (${subtree})`);
    await queueKeys(
      tx,
      keys.map((k) => k.key),
      actor.now,
    );
    await tx.delete(files).where(eq(files.id, file.id));
    await recordActivity(tx, {
      projectId: file.projectId,
      actorId: actor.actorId,
      category: 'files',
      action: file.fileType === 'folder' ? 'folder_deleted' : 'file_deleted',
      entityType: 'file',
      entityId: file.id,
      data: { name: file.name },
      at: actor.now,
    });
    afterCommit(tx, { t: 'files_changed', p: file.projectId, id: file.id });
  });
}

/** Deletes one version: its row goes, its bytes are queued, the feed records it. */
export async function deleteFileVersion(
  db: Db,
  version: {
    id: string;
    projectId: string;
    fileId: string;
    storageKey: string;
    versionNumber: number;
  },
  fileName: string,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProjectFiles(tx, version.projectId);
    await tx.delete(fileVersions).where(eq(fileVersions.id, version.id));
    await queueKeys(tx, [version.storageKey], actor.now);
    await recordActivity(tx, {
      projectId: version.projectId,
      actorId: actor.actorId,
      category: 'files',
      action: 'version_deleted',
      entityType: 'file',
      entityId: version.fileId,
      data: { name: fileName, version: version.versionNumber },
      at: actor.now,
    });
    afterCommit(tx, { t: 'files_changed', p: version.projectId, id: version.fileId });
  });
}
