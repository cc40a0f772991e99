import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { packEnvelopes, unpackPayload, type Bus, type BusLog } from './bus.ts';
import type { Envelope } from './envelopes.ts';

export const REALTIME_CHANNEL = 'crewline_realtime';

/**
 * The default bus: PostgreSQL LISTEN/NOTIFY over the listening connection the caches already
 * use (`db/notifications.ts`). On the embedded engine this is in-process and immediate; on a
 * server it reaches every process on the database.
 */
export function postgresBus(database: Database, log: BusLog): Bus {
  const { notifications } = database;
  // NOTIFYs go one at a time on the listening connection (a pg client runs one query at a
  // time); envelopes published while one is in flight are packed into the next.
  const queued: Envelope[] = [];
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    while (queued.length > 0) {
      for (const payload of packEnvelopes(queued.splice(0))) {
        try {
          // While the listening connection reconnects, a pool connection carries it.
          await notifications
            .notify(REALTIME_CHANNEL, payload)
            .catch(() =>
              database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`),
            );
        } catch (error) {
          log.warn({ err: error }, 'realtime: publish failed');
        }
      }
    }
  }

  function schedule(): Promise<void> {
    flushing ??= flush().finally(() => {
      flushing = undefined;
      // Queued between the loop's last check and now.
      if (queued.length > 0) void schedule();
    });
    return flushing;
  }

  return {
    driver: 'postgres',
    get live() {
      return notifications.live;
    },
    async publish(envelopes) {
      queued.push(...envelopes);
      await schedule();
    },
    async subscribe(handler) {
      await notifications.subscribe(REALTIME_CHANNEL, (payload) => {
        const { envelopes, sentAt } = unpackPayload(payload);
        for (const envelope of envelopes) handler(envelope, sentAt);
      });
    },
    onGap(handler) {
      notifications.onGap(handler);
    },
    async close() {},
  };
}
