import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import type { Envelope } from './envelopes.ts';
import { postgresBus } from './postgres-bus.ts';
import { redisBus } from './redis-bus.ts';

/**
 * Carries envelopes to every process, this one included (a process handles its own events the
 * way it handles everyone's). Push is best effort: when the bus may have lost messages it says
 * so (`onGap`), and clients refetch what they show.
 */
export type Bus = {
  readonly driver: 'postgres' | 'redis';
  /** True while every message is being received. */
  readonly live: boolean;
  /** Sends envelopes to every process; never throws (a failure is logged and is a gap). */
  publish(envelopes: Envelope[]): Promise<void>;
  /**
   * Starts receiving; `handler` gets every envelope from every process, with the time (epoch ms)
   * its payload was published (undefined from a process that does not stamp payloads).
   */
  subscribe(handler: (envelope: Envelope, sentAt: number | undefined) => void): Promise<void>;
  /** Calls `handler` when messages may have been lost. */
  onGap(handler: () => void): void;
  close(): Promise<void>;
};

export type BusLog = { warn(object: object, message: string): void };

/** The bus the settings ask for: Redis pub/sub when REDIS_URL is set, else PostgreSQL NOTIFY. */
export function createBus(env: Env, database: Database, log: BusLog): Bus {
  return env.redisUrl ? redisBus(env.redisUrl, log) : postgresBus(database, log);
}

/** NOTIFY payloads are limited to 8,000 bytes; envelopes are packed into arrays below that. */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * Packs envelopes into as few JSON-array payloads as fit the limit. Each array starts with
 * `{"at": <epoch ms>}`, the publication time (for /metrics' bus lag); it has no `t`, so a reader
 * that only looks for envelopes skips it.
 */
export function packEnvelopes(envelopes: Envelope[], sentAt: number = Date.now()): string[] {
  const stamp = `{"at":${sentAt}}`;
  const payloads: string[] = [];
  let batch: string[] = [stamp];
  let size = 2 + stamp.length;
  for (const envelope of envelopes) {
    const text = JSON.stringify(envelope);
    if (batch.length > 1 && size + text.length + 1 > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [stamp];
      size = 2 + stamp.length;
    }
    batch.push(text);
    size += text.length + 1;
  }
  if (batch.length > 1) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

/** Reads a payload back: its envelopes and publication time; a malformed one yields nothing. */
export function unpackPayload(payload: string): {
  envelopes: Envelope[];
  sentAt: number | undefined;
} {
  try {
    const value: unknown = JSON.parse(payload);
    if (!Array.isArray(value)) return { envelopes: [], sentAt: undefined };
    const first: unknown = value[0];
    const sentAt =
      first && typeof first === 'object' && 'at' in first && typeof first.at === 'number'
        ? first.at
        : undefined;
    return {
      envelopes: value.filter(
        (item) => item && typeof item === 'object' && 't' in item,
      ) as Envelope[],
      sentAt,
    };
  } catch {
    return { envelopes: [], sentAt: undefined };
  }
}

/** Reads a payload's envelopes back; a malformed one (another program on the channel) yields nothing. */
export function unpackEnvelopes(payload: string): Envelope[] {
  return unpackPayload(payload).envelopes;
}
