import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.ts';
import type { JobRunObserver } from '../http/metrics.ts';
import type { Db } from '../db/client.ts';
import type { Envelope, EnvelopeType } from '../realtime/envelopes.ts';
import type { DispatchContext } from '../realtime/dispatch.ts';

/** Delivers one kind of envelope from the bus to this process's sockets. */
export type EnvelopeHandler<T extends EnvelopeType> = (
  ctx: DispatchContext,
  envelope: Envelope & { t: T },
) => void | Promise<void>;

/**
 * A module's realtime handlers by envelope type. `null` says the envelope has no frames for
 * sockets (it only wakes a job, named by the job's `wakeOn`).
 */
export type EnvelopeHandlers = { [T in EnvelopeType]?: EnvelopeHandler<T> | null };

/** A running periodic job: the app stops it before the database closes. */
export type RunningJob = {
  stop(): Promise<void>;
  /** Looks for work now; jobs that only run on their timer have none. */
  kick?(): void;
};

/** What a periodic job is started with: `runs` counts its runs for /metrics (pass it on). */
export type JobContext = AppContext & { log: FastifyBaseLogger; runs: JobRunObserver };

/** A periodic job a module contributes. */
export type JobSpec = {
  /** Its name in the JOBS setting. */
  name: string;
  start(ctx: JobContext): RunningJob;
  /** Runs in every process whatever JOBS says (work that is not periodic, only woken). */
  always?: true;
  /** Envelopes from any process that wake this process's copy of the job at once. */
  wakeOn?: readonly EnvelopeType[];
};

/**
 * Files a module keeps in the storage service, under keys of one prefix that its rows name.
 * The start-up sweep (`services/storage/sweep-storage.ts`) removes stored files no row names.
 */
export type StoredFiles = {
  /** The keys' first segment (`newStorageKey(prefix)`). */
  prefix: string;
  /** Which of `keys` a row still names; the sweep removes the others. */
  named(db: Db, keys: string[]): Promise<Set<string>>;
};

/**
 * One domain of the product and everything it adds to the app: its HTTP routes (registered in
 * this order), its periodic jobs and its realtime handlers. The app, the job runner and the
 * realtime dispatcher are loops over the list in `modules/index.ts`.
 */
export type FeatureModule = {
  name: string;
  routes: readonly FastifyPluginAsync[];
  jobs: readonly JobSpec[];
  realtime: EnvelopeHandlers;
  /** Where its rows keep files in the storage service, if they do. */
  storedFiles?: readonly StoredFiles[];
};
