import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { FILE_VERSION_MAX_BYTES } from '@crewline/shared/contracts/files';
import { files, fileVersions } from '../../db/work-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { newStorageKey, type Storage } from '../../services/storage/storage.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';

/** 413 for an upload that would take the project past PROJECT_STORAGE_QUOTA_MB. */
class QuotaExceededError extends AppError {
  constructor(quotaBytes: number) {
    const mib = Math.round((quotaBytes / (1024 * 1024)) * 100) / 100;
    super(
      413,
      ERROR_CODES.payloadTooLarge,
      `This upload would exceed the project's storage quota of ${mib} MiB.`,
    );
  }
}

/** Serialises a project's version writes: quota sums and version numbers stay exact. */
export async function lockProjectFiles(tx: DbOrTx, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${projectId}`}, 0))`);
}

type NewVersion = {
  fileId: string;
  projectId: string;
  fileName: string;
  mimeType: string;
  comment: string;
  uploaderId: string;
  now: Date;
} & (
  | { action: 'version_uploaded' }
  /** `restoredFrom`: the version a restore copied. */
  | { action: 'version_restored'; restoredFrom: number }
);

/**
 * Streams bytes into storage (10 MB at most: TooLargeError, 413), then, under the project's
 * lock, checks the quota against the project's summed versions and inserts the next number.
 * Whatever fails after the bytes are stored removes them again. `bytesComplete`, when given, runs
 * between the two (an upload checks that its body reached its end): if it throws, nothing is kept.
 */
export async function storeFileVersion(
  deps: { db: Db; storage: Storage; quotaBytes: number | undefined },
  content: Readable,
  input: NewVersion,
  bytesComplete?: () => Promise<void>,
): Promise<typeof fileVersions.$inferSelect> {
  const { db, storage, quotaBytes } = deps;
  const storageKey = newStorageKey('files');
  const { size } = await storage.put(storageKey, content, {
    contentType: input.mimeType,
    maxBytes: FILE_VERSION_MAX_BYTES,
  });
  try {
    await bytesComplete?.();
    return await db.transaction(async (tx) => {
      await lockProjectFiles(tx, input.projectId);
      if (quotaBytes !== undefined) {
        const [used] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${fileVersions.sizeBytes}), 0)` })
          .from(fileVersions)
          .where(eq(fileVersions.projectId, input.projectId));
        if (Number(used!.bytes) + size > quotaBytes) throw new QuotaExceededError(quotaBytes);
      }
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${fileVersions.versionNumber}), 0)::int` })
        .from(fileVersions)
        .where(eq(fileVersions.fileId, input.fileId));
      const [row] = await tx
        .insert(fileVersions)
        .values({
          fileId: input.fileId,
          projectId: input.projectId,
          versionNumber: last!.n + 1,
          storageKey,
          fileName: input.fileName,
          sizeBytes: size,
          mimeType: input.mimeType,
          comment: input.comment,
          uploadedBy: input.uploaderId,
          createdAt: input.now,
        })
        .returning();
      const [file] = await tx
        .update(files)
        .set({ updatedAt: input.now })
        .where(and(eq(files.id, input.fileId)))
        .returning({ name: files.name });
      const version = { name: file?.name ?? input.fileName, version: row!.versionNumber };
      await recordActivity(tx, {
        projectId: input.projectId,
        actorId: input.uploaderId,
        category: 'files',
        entityType: 'file',
        entityId: input.fileId,
        at: input.now,
        ...(input.action === 'version_restored'
          ? {
              action: 'version_restored',
              data: { ...version, restored_from: input.restoredFrom },
            }
          : { action: 'version_uploaded', data: version }),
      });
      afterCommit(tx, { t: 'files_changed', p: input.projectId, id: input.fileId });
      return row!;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
