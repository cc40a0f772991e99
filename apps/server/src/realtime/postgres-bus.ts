import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { packEnvelopes, unpackEnvelopes, type Bus, type BusLog } from './bus.ts';

export const REALTIME_CHANNEL = 'crewline_realtime';

/**
 * The default bus: PostgreSQL LISTEN/NOTIFY over the listening connection the caches already
 * use (`db/notifications.ts`). On the embedded engine this is in-process and immediate; on a
 * server it reaches every process on the database.
 */
export function postgresBus(database: Database, log: BusLog): Bus {
  const { notifications } = database;
  return {
    driver: 'postgres',
    get live() {
      return notifications.live;
    },
    async publish(envelopes) {
      for (const payload of packEnvelopes(envelopes)) {
        try {
          // The listening connection carries NOTIFYs too: no pool connection is taken from
          // requests. While it reconnects, a pool connection does.
          await notifications
            .notify(REALTIME_CHANNEL, payload)
            .catch(() =>
              database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`),
            );
        } catch (error) {
          log.warn({ err: error }, 'realtime: publish failed');
        }
      }
    },
    async subscribe(handler) {
      await notifications.subscribe(REALTIME_CHANNEL, (payload) => {
        for (const envelope of unpackEnvelopes(payload)) handler(envelope);
      });
    },
    onGap(handler) {
      notifications.onGap(handler);
    },
    async close() {},
  };
}
