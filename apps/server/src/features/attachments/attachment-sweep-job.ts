import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '@crewline/shared/contracts/chat';
import { attachments } from '../../db/chat-schema.ts';
import { purgeAttachments, type PurgeDeps } from './purge-attachments.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

// Qualified by hand: Drizzle leaves columns bare in a select without joins, and inside the
// subquery a bare "id" would name the scheduled message's.
const ATTACHMENT_ID = sql`${sql.identifier('attachments')}.${sql.identifier('id')}`;

/** How often each process sweeps (the work is claimed row by row, so any number may). */
const ATTACHMENT_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Removes, with their bytes, the attachments nothing will show again: those whose message is
 * gone (detached: `message_id` null, `attached_at` set — a thread or project deleted by
 * cascade, or a purge a stopped process left undone) and uploads never sent within
 * UNATTACHED_UPLOAD_MAX_AGE_MS, unless a pending scheduled message still names them. Returns
 * how many rows went.
 */
export function sweepAttachments(deps: PurgeDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS);
  return purgeAttachments(
    deps,
    or(
      isNotNull(attachments.attachedAt),
      and(
        lt(attachments.createdAt, cutoff),
        sql`not exists (select 1 from scheduled_messages s where s.status = 'pending' and ${ATTACHMENT_ID} = any(s.attachment_ids))`,
      ),
    )!,
  );
}

/** Sweeps every ATTACHMENT_SWEEP_INTERVAL_MS in this process, the first time one interval after start. */
export function startAttachmentSweep(
  deps: PurgeDeps & { now: () => Date; runs?: JobRunObserver },
): PeriodicJob {
  return startPeriodicJob({
    name: 'attachment sweep',
    intervalMs: ATTACHMENT_SWEEP_INTERVAL_MS,
    firstDelayMs: ATTACHMENT_SWEEP_INTERVAL_MS,
    log: deps.log,
    runs: deps.runs,
    async work() {
      await sweepAttachments(deps, deps.now());
      return undefined;
    },
  });
}
