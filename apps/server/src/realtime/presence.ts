import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type {
  ChosenPresenceStatus,
  PresenceBody,
  PresenceJson,
} from '@crewline/shared/contracts/presence';
import { PRESENCE_OFFLINE_GRACE_MS, PRESENCE_STALE_MS } from '@crewline/shared/limits';
import type { Db } from '../db/client.ts';
import { presenceConnections, userPresence } from '../db/presence-schema.ts';
import type { Connection, ConnectionRegistry } from './connections.ts';
import type { Envelope } from './envelopes.ts';

/** Presence kept on the server, shared by every process through the database and the bus. */
export type PresenceService = {
  /** A socket opened or its tab said it is here again. */
  arrived(connection: Connection): Promise<void>;
  /** A socket closed or its tab said it is leaving: offline after a short grace if it was the last. */
  departed(userId: string): void;
  /** Refreshes this process's rows and removes the stale ones of every process (every 30 s). */
  sweep(): Promise<void>;
  /** The effective presence of these users. */
  load(userIds: readonly string[]): Promise<Map<string, PresenceJson>>;
  /** Stores what a user chose and tells everyone who shares a project with them. */
  choose(userId: string, body: PresenceBody): Promise<PresenceJson>;
  /** Forgets this process's rows (shutdown). */
  close(): Promise<void>;
};

type Options = {
  db: Db;
  processId: string;
  registry: ConnectionRegistry;
  now: () => Date;
  publish: (envelope: Envelope) => void;
};

/** Whether a socket counts toward its user being online. */
function counts(connection: Connection, nowMs: number): boolean {
  return !connection.presenceLeft && nowMs - connection.lastHeartbeat < PRESENCE_STALE_MS;
}

/** Builds the presence service of one process. */
export function createPresence({
  db,
  processId,
  registry,
  now,
  publish,
}: Options): PresenceService {
  const graceTimers = new Map<string, NodeJS.Timeout>();
  // Users this process has a row for (and has announced as online).
  const present = new Set<string>();

  const onlineHere = (userId: string, nowMs = now().getTime()) =>
    registry.ofUser(userId).some((connection) => counts(connection, nowMs));

  async function goOffline(userId: string): Promise<void> {
    if (onlineHere(userId) || !present.has(userId)) return;
    present.delete(userId);
    const at = now();
    await db
      .delete(presenceConnections)
      .where(
        and(eq(presenceConnections.processId, processId), eq(presenceConnections.userId, userId)),
      );
    await db
      .insert(userPresence)
      .values({ userId, lastSeenAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: at } });
    publish({ t: 'presence', u: userId });
  }

  const service: PresenceService = {
    async arrived(connection) {
      const { userId } = connection;
      clearTimeout(graceTimers.get(userId));
      graceTimers.delete(userId);
      if (present.has(userId)) return;
      present.add(userId);
      const at = now();
      try {
        await db
          .insert(presenceConnections)
          .values({ processId, userId, lastSeenAt: at })
          .onConflictDoUpdate({
            target: [presenceConnections.processId, presenceConnections.userId],
            set: { lastSeenAt: at },
          });
      } catch (error) {
        // Not present after all (an account deleted meanwhile): the next socket tries afresh.
        present.delete(userId);
        throw error;
      }
      publish({ t: 'presence', u: userId });
    },

    departed(userId) {
      if (onlineHere(userId) || graceTimers.has(userId)) return;
      // A reload closes the socket and opens a new one within a second: no offline flicker.
      const timer = setTimeout(() => {
        graceTimers.delete(userId);
        void goOffline(userId).catch(() => {});
      }, PRESENCE_OFFLINE_GRACE_MS);
      timer.unref();
      graceTimers.set(userId, timer);
    },

    async sweep() {
      // With no socket here nobody on this process is waiting for presence; a process with
      // sockets sweeps the stale rows.
      if (registry.all.size === 0 && present.size === 0) return;
      const at = now();
      const nowMs = at.getTime();
      for (const userId of [...present]) {
        if (!onlineHere(userId, nowMs)) await goOffline(userId);
      }
      if (present.size > 0) {
        await db
          .update(presenceConnections)
          .set({ lastSeenAt: at })
          .where(
            and(
              eq(presenceConnections.processId, processId),
              inArray(presenceConnections.userId, [...present]),
            ),
          );
      }
      // Rows of processes that stopped without cleaning up; RETURNING hands each to one sweeper.
      const stale = await db
        .delete(presenceConnections)
        .where(lt(presenceConnections.lastSeenAt, new Date(nowMs - PRESENCE_STALE_MS)))
        .returning({ userId: presenceConnections.userId });
      for (const userId of new Set(stale.map((row) => row.userId))) {
        publish({ t: 'presence', u: userId });
      }
    },

    async load(userIds) {
      const result = new Map<string, PresenceJson>();
      if (userIds.length === 0) return result;
      const ids = [...new Set(userIds)];
      const cutoff = new Date(now().getTime() - PRESENCE_STALE_MS);
      const [live, chosen] = await Promise.all([
        db
          .select({
            userId: presenceConnections.userId,
            lastSeen: sql<string>`max(${presenceConnections.lastSeenAt})`,
          })
          .from(presenceConnections)
          .where(
            and(
              inArray(presenceConnections.userId, ids),
              gt(presenceConnections.lastSeenAt, cutoff),
            ),
          )
          .groupBy(presenceConnections.userId),
        db.select().from(userPresence).where(inArray(userPresence.userId, ids)),
      ]);
      const lastSeen = new Map(live.map((row) => [row.userId, new Date(row.lastSeen)]));
      const choices = new Map(chosen.map((row) => [row.userId, row]));
      for (const userId of ids) {
        const choice = choices.get(userId);
        const seen = lastSeen.get(userId) ?? choice?.lastSeenAt ?? null;
        result.set(userId, {
          user_id: userId,
          status: lastSeen.has(userId)
            ? ((choice?.status as ChosenPresenceStatus) ?? 'online')
            : 'offline',
          last_seen_at: seen?.toISOString() ?? null,
          custom_status_message: choice?.customStatusMessage ?? null,
          current_context_type: choice?.currentContextType ?? null,
          current_context_id: choice?.currentContextId ?? null,
          updated_at: choice?.updatedAt.toISOString() ?? null,
        });
      }
      return result;
    },

    async choose(userId, body) {
      const at = now();
      // Fields left out keep their value; null clears one.
      const values = {
        status: body.status,
        ...(body.custom_status_message !== undefined && {
          customStatusMessage: body.custom_status_message || null,
        }),
        ...(body.current_context_type !== undefined && {
          currentContextType: body.current_context_type,
        }),
        ...(body.current_context_id !== undefined && { currentContextId: body.current_context_id }),
        updatedAt: at,
      };
      await db
        .insert(userPresence)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPresence.userId, set: values });
      publish({ t: 'presence', u: userId });
      return (await service.load([userId])).get(userId)!;
    },

    async close() {
      for (const timer of graceTimers.values()) clearTimeout(timer);
      graceTimers.clear();
      if (present.size === 0) return;
      const users = [...present];
      present.clear();
      await db.delete(presenceConnections).where(eq(presenceConnections.processId, processId));
      for (const userId of users) publish({ t: 'presence', u: userId });
    },
  };
  return service;
}
