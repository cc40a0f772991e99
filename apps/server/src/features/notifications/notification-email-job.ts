import type { Db } from '../../db/client.ts';
import type { JobRunObserver } from '../../http/metrics.ts';
import type { Mailer } from '../../services/mail.ts';
import type { MailLinks } from '../../mail/notification-mail.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';
import {
  claimNotificationEmails,
  markEmailSent,
  releaseEmailClaim,
  releaseExpiredEmailClaims,
  type HeldUsers,
} from './claim-notification-emails.ts';

/** How often every process looks for notification e-mails that are due. */
const NOTIFICATION_EMAIL_INTERVAL_MS = 10_000;
/** How often a process gives back claims left by a process that died mid-send (a table scan). */
const EXPIRED_CLAIMS_INTERVAL_MS = 15 * 60 * 1000;
// Rows per claim, and rows looked at per run before the loop gives way (a stop never waits
// long; the next run follows at once).
const CLAIM_BATCH = 25;
const ROWS_PER_RUN = 500;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** What the sender needs: the database, the mailer, and what links in a mail point at. */
export type NotificationEmailDeps = {
  db: Db;
  mailer: Mailer;
  links: MailLinks;
  /** NOTIFY_EMAIL_DELAY_S. */
  delayS: number;
};

/** What one run did. */
type NotificationEmailRun = {
  sent: number;
  skipped: number;
  held: number;
  failed: number;
  /** Whether rows may be left that are due now (the run stopped at ROWS_PER_RUN). */
  more: boolean;
};

/**
 * One run: claims due notification e-mails batch by batch and sends each claimed mail outside
 * the transaction, marking it 'sent' only once the mailer accepted it. A failed send gives the
 * row back ('pending') and ends the run (the mail server is likely down; the next run retries),
 * so a failure never loses a mail and a normal run never sends one twice. A crash between the
 * send and the mark leaves a 'sending' claim that releaseExpiredEmailClaims makes pending again
 * later: delivery is at least once. `held` (people in quiet hours) is the runner's, so their
 * rows are not re-read on every run; a fresh map re-checks everyone.
 */
export async function runNotificationEmails(
  deps: NotificationEmailDeps,
  now: () => Date,
  options: { held?: HeldUsers; log?: Log; shouldStop?: () => boolean } = {},
): Promise<NotificationEmailRun> {
  const held = options.held ?? new Map();
  const run: NotificationEmailRun = { sent: 0, skipped: 0, held: 0, failed: 0, more: false };
  let looked = 0;
  while (!options.shouldStop?.()) {
    if (looked >= ROWS_PER_RUN) {
      run.more = true;
      break;
    }
    const claim = await claimNotificationEmails(deps.db, {
      now: now(),
      delayS: deps.delayS,
      batch: CLAIM_BATCH,
      held,
      links: deps.links,
    });
    looked += claim.taken;
    run.skipped += claim.skipped;
    run.held += claim.held;
    for (const [index, entry] of claim.claimed.entries()) {
      try {
        await deps.mailer.send(entry.mail);
      } catch (error) {
        options.log?.error({ err: error, notification: entry.id }, 'notification e-mail failed');
        run.failed += 1;
        for (const rest of claim.claimed.slice(index)) await releaseEmailClaim(deps.db, rest);
        return run;
      }
      await markEmailSent(deps.db, entry);
      run.sent += 1;
    }
    if (claim.taken < CLAIM_BATCH) break;
  }
  return run;
}

/**
 * Starts sending notification e-mails in this process: at once, then every
 * NOTIFICATION_EMAIL_INTERVAL_MS (at once again after a full run). Every process runs it; the
 * claim gives each mail to one. Expired claims are released at start and every
 * EXPIRED_CLAIMS_INTERVAL_MS.
 */
export function startNotificationEmailJob(
  options: NotificationEmailDeps & { now: () => Date; log: Log; runs?: JobRunObserver },
): PeriodicJob {
  const { now, log } = options;
  const held: HeldUsers = new Map();
  let releasedAt = -Infinity;
  return startPeriodicJob({
    name: 'notification e-mails',
    intervalMs: NOTIFICATION_EMAIL_INTERVAL_MS,
    log,
    runs: options.runs,
    async work(shouldStop) {
      if (now().getTime() - releasedAt >= EXPIRED_CLAIMS_INTERVAL_MS) {
        releasedAt = now().getTime();
        await releaseExpiredEmailClaims(options.db, now());
      }
      const run = await runNotificationEmails(options, now, { held, log, shouldStop });
      return run.more ? 0 : undefined;
    },
  });
}
