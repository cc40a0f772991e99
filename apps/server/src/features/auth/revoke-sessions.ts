import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Signs out one of the user's sessions (a refresh-token family). Returns false when the user
 * has no open session with that id, so someone else's session is indistinguishable from none.
 * Open sockets of the session close within seconds (`realtime/session-watch.ts`), and its
 * browser, refused at its next refresh, signs out.
 */
export async function revokeSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

/**
 * Signs out every session of the user but `keepSessionId` (the caller's; undefined signs out
 * all). Returns how many sessions ended.
 */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string | undefined,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return new Set(revoked.map((row) => row.familyId)).size;
}
