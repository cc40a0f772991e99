import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { boundedPgConfig, type DatabaseTimeouts } from './timeouts.ts';

/**
 * Change notifications (PostgreSQL LISTEN/NOTIFY) from every process on one database. Caches
 * that hold data across requests are only correct while they hear every notification, so a
 * connection loss is reported as a gap and `live` says whether anything can be missed now.
 */
export type Notifications = {
  /** Calls `handler` with the payload of every NOTIFY on `channel`; returns the unsubscribe. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<() => void>;
  /** Calls `handler` when notifications may have been lost; returns the unsubscribe. */
  onGap(handler: () => void): () => void;
  /** True while every notification is being received. */
  readonly live: boolean;
  /**
   * True when every write to the database is made by this process and notified before the
   * writing statement returns (the embedded engine): state kept from notifications is then
   * exactly as fresh as a query. False on a server, where others write and NOTIFY arrives later.
   */
  readonly immediate: boolean;
  /**
   * Sends a NOTIFY outside any transaction, on the engine's own session (embedded) or the
   * listening connection (server); rejects when that connection is down.
   */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

type Handlers = Map<string, Set<(payload: string) => void>>;

function deliver(handlers: Handlers, channel: string, payload: string): void {
  for (const handler of handlers.get(channel) ?? []) handler(payload);
}

/** Quotes a channel name as an SQL identifier. */
function channelIdentifier(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}

/**
 * Notifications of the embedded engine. It has one session, in this process, and delivers a
 * NOTIFY while the committing statement returns: nothing can be lost and nothing arrives late.
 */
export function embeddedNotifications(client: PGlite): Notifications {
  const handlers: Handlers = new Map();
  const unlisten = new Map<string, Promise<() => Promise<void>>>();
  return {
    live: true,
    immediate: true,
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        unlisten.set(
          channel,
          client.listen(channelIdentifier(channel), (payload) =>
            deliver(handlers, channel, payload),
          ),
        );
      }
      set.add(handler);
      await unlisten.get(channel);
      return () => set.delete(handler);
    },
    onGap: () => () => {},
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      handlers.clear();
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 250, 500, 1_000, 2_000, 5_000];
/**
 * Without DATABASE_CONNECT_TIMEOUT_MS the listening connection still gives up on a server that
 * accepts and never answers: a connect that hung would never be retried.
 */
const LISTEN_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Notifications of a PostgreSQL server, on one dedicated connection opened on first subscribe.
 * When that connection drops, subscribers hear a gap and `live` is false until a new connection
 * listens again on every channel (retried with back-off until `close`).
 */
export function postgresNotifications(url: string, timeouts?: DatabaseTimeouts): Notifications {
  const handlers: Handlers = new Map();
  const gapHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;

  const reportGap = () => {
    for (const handler of gapHandlers) handler();
  };

  async function connect(): Promise<void> {
    const { default: pgModule } = await import('pg');
    const next = new pgModule.Client({
      connectionString: url,
      connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS,
      ...boundedPgConfig(timeouts),
    });
    next.on('notification', (message) => {
      deliver(handlers, message.channel, message.payload ?? '');
    });
    // Only a connection that listened can be lost: a failed attempt is retried by its caller,
    // and retrying it here too would open two listening connections (every event twice).
    let established = false;
    let lost = false;
    const onLost = () => {
      if (!established || lost) return;
      lost = true;
      void next.end().catch(() => {});
      live = false;
      client = undefined;
      reportGap();
      if (!closed) scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      for (const channel of handlers.keys())
        await next.query(`LISTEN ${channelIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    established = true;
    client = next;
    live = true;
    attempt = 0;
    // Anything committed while no connection listened was not heard.
    reportGap();
  }

  function scheduleReconnect(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (closed || connecting || client) return;
      connecting = connect()
        .catch(() => scheduleReconnect())
        .finally(() => (connecting = undefined));
    }, delay).unref();
  }

  return {
    immediate: false,
    get live() {
      return live;
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (client) await client.query(`LISTEN ${channelIdentifier(channel)}`);
      }
      set.add(handler);
      if (!client && !connecting && !closed) {
        // A failed first connection is retried like a lost one; until then `live` stays false.
        connecting = connect()
          .catch(() => scheduleReconnect())
          .finally(() => (connecting = undefined));
      }
      await connecting;
      return () => set.delete(handler);
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    async notify(channel, payload) {
      if (!client) throw new Error('The listening connection is down');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      live = false;
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
