import { and, gt, inArray, isNull } from 'drizzle-orm';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { refreshTokens } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { closeSocket, type ConnectionRegistry } from './connections.ts';

/**
 * Closes with 4401 every socket whose token expired without a refresh, or whose session ended
 * (logout, password reset, account deleted: no live refresh token left in its family). Run
 * every few seconds: one query for all of this process's sessions, whatever their number.
 */
export async function checkSessions(
  db: Db,
  registry: ConnectionRegistry,
  now: Date,
): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (const connection of registry.all) {
    if (connection.expiresAt <= nowSeconds) {
      closeSocket(connection, CLOSE_CODES.unauthorized, 'Token expired');
    }
  }
  // Only sockets open before the query are judged by it: one opened meanwhile is not in it.
  const checked = [...registry.all];
  const sessionIds = [...new Set(checked.map((connection) => connection.sessionId))];
  if (sessionIds.length === 0) return;
  const alive = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.familyId, sessionIds),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const live = new Set(alive.map((row) => row.familyId));
  for (const connection of checked) {
    if (!live.has(connection.sessionId)) {
      closeSocket(connection, CLOSE_CODES.unauthorized, 'Session ended');
    }
  }
}

/** Whether a session (refresh family) of this user is still open. */
export async function sessionIsOpen(db: Db, userId: string, sessionId: string, now: Date) {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.familyId, [sessionId]),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.userId === userId;
}
