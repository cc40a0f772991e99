import os from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  PRESENCE_SWEEP_MS,
  REALTIME_PING_INTERVAL_MS,
  REALTIME_SESSION_CHECK_MS,
} from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import { createBus, type Bus } from './bus.ts';
import { closeSocket, ConnectionRegistry, pingOrReap, sendFrame } from './connections.ts';
import { dispatch, type DispatchContext, type EnvelopeHandlerTable } from './dispatch.ts';
import type { Envelope } from './envelopes.ts';
import { createPresence, type PresenceService } from './presence.ts';
import { checkSessions } from './session-watch.ts';
import { createEventLoaders } from './loaders.ts';

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** What happened recently, for the realtime test page. */
export type RecentEvent = { type: string; room: string; at: string };

/** The realtime layer of one process: its sockets, the bus, presence and their timers. */
export type Realtime = {
  readonly processId: string;
  readonly startedAt: Date;
  readonly bus: Bus;
  readonly registry: ConnectionRegistry;
  readonly presence: PresenceService;
  readonly dispatchContext: DispatchContext;
  /** Envelopes heard on the bus, newest last (at most 50). */
  readonly recentEvents: RecentEvent[];
  /** Publishes envelopes to every process (call only after their transaction committed). */
  publish(envelopes: Envelope[]): void;
  /** Closes every socket with 1001 (clients reconnect to another process), stops timers. */
  close(): Promise<void>;
};

const RECENT_EVENTS_KEPT = 50;

function roomOf(envelope: Envelope): string {
  if ('p' in envelope) return `project:${envelope.p}`;
  if ('u' in envelope) return `user:${envelope.u}`;
  if ('th' in envelope) return `thread:${envelope.th}`;
  return 'sessions';
}

/** Starts the realtime layer over an open database. */
export async function startRealtime(options: {
  env: Env;
  database: Database;
  now: () => Date;
  log: Log;
  /** Every envelope type's handler, from the feature modules. */
  handlers: EnvelopeHandlerTable;
  /** This process's jobs, woken by the envelopes they wait for. */
  jobs: DispatchContext['jobs'];
  /** Told, for each envelope received, the seconds since it was published (for /metrics). */
  observeBusLag?: (seconds: number) => void;
}): Promise<Realtime> {
  const { env, database, now, log } = options;
  const processId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const bus = createBus(env, database, log);
  const registry = new ConnectionRegistry();
  // Publishes in flight, so shutdown lets them finish.
  const pending = new Set<Promise<void>>();
  const publish = (envelopes: Envelope[]) => {
    const sent = bus.publish(envelopes);
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };
  const presence = createPresence({
    db: database.db,
    processId,
    registry,
    now,
    publish: (envelope) => publish([envelope]),
  });
  const dispatchContext: DispatchContext = {
    db: database.db,
    registry,
    presence,
    now,
    loaders: createEventLoaders(database.db),
    handlers: options.handlers,
    jobs: options.jobs,
  };
  const recentEvents: RecentEvent[] = [];

  const { observeBusLag } = options;
  await bus.subscribe((envelope, sentAt) => {
    // A clock step backwards between two hosts must not make a negative lag.
    if (observeBusLag && sentAt !== undefined)
      observeBusLag(Math.max(0, Date.now() - sentAt) / 1000);
    recentEvents.push({ type: envelope.t, room: roomOf(envelope), at: now().toISOString() });
    if (recentEvents.length > RECENT_EVENTS_KEPT) recentEvents.shift();
    dispatch(dispatchContext, envelope).catch((error: unknown) =>
      log.error({ err: error, envelope: envelope.t }, 'realtime: dispatch failed'),
    );
  });
  bus.onGap(() => {
    for (const connection of registry.all)
      sendFrame(connection, { type: 'resync', reason: 'bus_gap' });
  });

  const timers = [
    setInterval(() => pingOrReap(registry), REALTIME_PING_INTERVAL_MS),
    setInterval(() => {
      checkSessions(database.db, registry, now()).catch((error: unknown) =>
        log.warn({ err: error }, 'realtime: session check failed'),
      );
    }, REALTIME_SESSION_CHECK_MS),
    setInterval(() => {
      presence
        .sweep()
        .catch((error: unknown) => log.warn({ err: error }, 'realtime: presence sweep failed'));
    }, PRESENCE_SWEEP_MS),
  ];
  for (const timer of timers) timer.unref();

  return {
    processId,
    startedAt: new Date(),
    bus,
    registry,
    presence,
    dispatchContext,
    recentEvents,
    publish,
    async close() {
      for (const timer of timers) clearInterval(timer);
      for (const connection of registry.all) {
        closeSocket(connection, CLOSE_CODES.goingAway, 'Server shutting down');
      }
      await presence.close().catch(() => {});
      await Promise.allSettled([...pending]);
      await bus.close();
    },
  };
}
