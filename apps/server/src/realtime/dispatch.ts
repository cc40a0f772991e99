import type { Db } from '../db/client.ts';
import type { ConnectionRegistry } from './connections.ts';
import type { Envelope, EnvelopeType } from './envelopes.ts';
import type { PresenceService } from './presence.ts';
import type { EventLoaders } from './loaders.ts';
import type { EnvelopeHandler } from '../modules/feature-module.ts';

/** Every envelope type's handler; `null`: no frames for sockets (it only wakes jobs). */
export type EnvelopeHandlerTable = { [T in EnvelopeType]: EnvelopeHandler<T> | null };

/** What turning an envelope into frames needs. */
export type DispatchContext = {
  db: Db;
  registry: ConnectionRegistry;
  presence: PresenceService;
  now: () => Date;
  loaders: EventLoaders;
  /** The feature modules' handlers (modules/index.ts). */
  handlers: EnvelopeHandlerTable;
  /** This process's jobs, woken by the envelope types they asked for. */
  jobs: { wake(type: EnvelopeType): void };
};

/**
 * Delivers one envelope from the bus to this process's sockets: loads what it names once,
 * presents it once per recipient role, and sends. Nothing is loaded when no local socket is in
 * the room. Jobs that wait for this type of envelope are woken first, with or without sockets.
 */
export async function dispatch(ctx: DispatchContext, envelope: Envelope): Promise<void> {
  ctx.jobs.wake(envelope.t);
  if (ctx.registry.all.size === 0) return;
  const handler = ctx.handlers[envelope.t] as EnvelopeHandler<EnvelopeType> | null;
  await handler?.(ctx, envelope as never);
}
