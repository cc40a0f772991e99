import type { JobSpec, StoredFiles } from '../modules/feature-module.ts';
import { SHARED_SWEEP_GRACE_MS, sweepStorage } from '../services/storage/sweep-storage.ts';
import { startPeriodicJob } from './periodic-job.ts';

/**
 * The same sweep every SHARED_SWEEP_GRACE_MS in every process, for files older than that: on
 * PostgreSQL a process killed while others run leaves files no start-up sweep would see soon.
 * File times are the operating system's, so the wall clock is read here, not the app's `now`.
 */
export function storageSweepJob(owners: readonly StoredFiles[]): JobSpec {
  return {
    name: 'storage-sweep',
    start: ({ db, storage, log, runs }) =>
      startPeriodicJob({
        name: 'storage sweep',
        intervalMs: SHARED_SWEEP_GRACE_MS,
        firstDelayMs: SHARED_SWEEP_GRACE_MS,
        log,
        runs,
        async work() {
          await sweepStorage(
            { db, storage, owners, log },
            new Date(Date.now() - SHARED_SWEEP_GRACE_MS),
          );
          return undefined;
        },
      }),
  };
}
