import type { Redis } from 'ioredis';
import { packEnvelopes, unpackPayload, type Bus, type BusLog } from './bus.ts';

const CHANNEL = 'crewline:realtime';

/**
 * Redis pub/sub: for installations whose write rate makes PostgreSQL's commit-time NOTIFY lock
 * a bottleneck. Two connections (a subscribed connection cannot publish). ioredis reconnects
 * and resubscribes by itself; anything published meanwhile was missed, so a reconnect is a gap.
 */
export function redisBus(url: string, log: BusLog): Bus {
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let live = false;
  const gapHandlers = new Set<() => void>();
  const reportGap = () => {
    for (const handler of gapHandlers) handler();
  };

  async function connect(): Promise<{ publisher: Redis; subscriber: Redis }> {
    if (publisher && subscriber) return { publisher, subscriber };
    // The named export is missing once esbuild bundles ioredis (CommonJS): fall back to default's.
    const ioredis = await import('ioredis');
    const RedisClient = ioredis.Redis ?? (ioredis.default as unknown as typeof ioredis).Redis;
    const options = { maxRetriesPerRequest: 2, lazyConnect: true } as const;
    publisher = new RedisClient(url, options);
    subscriber = new RedisClient(url, options);
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: Error) => log.warn({ err: error }, 'realtime: redis error'));
    }
    let everReady = false;
    subscriber.on('ready', () => {
      live = true;
      if (everReady) reportGap();
      everReady = true;
    });
    subscriber.on('close', () => {
      if (live) reportGap();
      live = false;
    });
    await Promise.all([publisher.connect(), subscriber.connect()]);
    return { publisher, subscriber };
  }

  return {
    driver: 'redis',
    get live() {
      return live;
    },
    async publish(envelopes) {
      try {
        const { publisher: client } = await connect();
        for (const payload of packEnvelopes(envelopes)) await client.publish(CHANNEL, payload);
      } catch (error) {
        log.warn({ err: error }, 'realtime: publish failed');
      }
    },
    async subscribe(handler) {
      const { subscriber: client } = await connect();
      client.on('message', (channel: string, payload: string) => {
        if (channel !== CHANNEL) return;
        const { envelopes, sentAt } = unpackPayload(payload);
        for (const envelope of envelopes) handler(envelope, sentAt);
      });
      await client.subscribe(CHANNEL);
      live = true;
    },
    onGap(handler) {
      gapHandlers.add(handler);
    },
    async close() {
      live = false;
      await Promise.all([publisher?.quit().catch(() => {}), subscriber?.quit().catch(() => {})]);
    },
  };
}
