import { sql } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '@crewline/shared/contracts/chat';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AbuseLimits } from '../../env.ts';
import { RateLimitError } from '../../errors.ts';
import { takeLimits } from '../../services/rate-limit.ts';
import { pendingUploadTotals } from './attachment-queries.ts';

const TOO_FAST = 'Too many files uploaded at once. Please try again in {seconds} seconds.';

/** Said when the files waiting to be sent are too many or too big. */
export const TOO_MANY_PENDING =
  'Too many files are waiting to be sent. Send or remove some of them, or try again in {seconds} seconds.';

type UploadLimits = Pick<AbuseLimits, 'uploadsPerMinute' | 'pendingUploads' | 'pendingUploadBytes'>;

/**
 * Refuses an upload before any byte is stored: over the uploads a minute, or when the files
 * `userId` uploaded and has not sent yet already fill the allowance (count or bytes). Those
 * files go a day after upload, or when sent or removed, so the wait is for the oldest to go.
 */
export async function limitUploads(
  db: Db,
  limits: UploadLimits,
  userId: string,
  now: Date,
): Promise<void> {
  await takeLimits(
    db,
    [
      {
        key: userId,
        limit: {
          action: 'upload',
          max: limits.uploadsPerMinute,
          windowMs: 60_000,
          message: TOO_FAST,
        },
      },
    ],
    now,
  );
  await checkPendingRoom(db, limits, userId, 0, now);
}

/**
 * Throws 429 unless one more pending upload of `bytes` fits `userId`'s allowance. Inside the
 * transaction that keeps a stored file, it locks the allowance first, so two uploads finishing
 * together in two processes cannot both take the last room.
 */
export async function checkPendingRoom(
  db: DbOrTx,
  limits: UploadLimits,
  userId: string,
  bytes: number,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`pending-uploads:${userId}`}, 0))`,
  );
  const pending = await pendingUploadTotals(db, userId);
  const full =
    pending.count >= limits.pendingUploads ||
    pending.bytes + Math.max(bytes, 1) > limits.pendingUploadBytes;
  if (!full) return;
  // At least a minute: the sweep that removes an expired upload runs every few minutes, and a
  // file a scheduled message holds stays past its day.
  const goesAt = (pending.oldest?.getTime() ?? now.getTime()) + UNATTACHED_UPLOAD_MAX_AGE_MS;
  const seconds = Math.max(60, Math.ceil((goesAt - now.getTime()) / 1000));
  throw new RateLimitError(TOO_MANY_PENDING.replace('{seconds}', String(seconds)), seconds);
}
