import { sql } from 'drizzle-orm';
import { TRANSCRIBE_LIMIT, TRANSCRIBE_MESSAGES } from '@crewline/shared/contracts/transcribe';
import type { Db } from '../../db/client.ts';
import { limitAccountAction } from '../auth/limit-account-action.ts';

/**
 * Counts a transcription against the caller's TRANSCRIBE_LIMIT (20 a minute) or throws 429
 * with Retry-After. The attempts are rows in the database, so the limit holds across every
 * process; the advisory lock makes a burst of parallel requests count one after another
 * (without it, 25 requests at once could all read 19 and all pass).
 */
export async function limitTranscriptions(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`transcribe:${userId}`}, 0))`,
    );
    await limitAccountAction(
      tx,
      userId,
      {
        action: 'transcribe',
        max: TRANSCRIBE_LIMIT.max,
        windowMs: TRANSCRIBE_LIMIT.windowSeconds * 1000,
        message: TRANSCRIBE_MESSAGES.rateLimited,
      },
      now,
    );
  });
}
