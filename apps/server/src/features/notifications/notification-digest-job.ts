import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { JobRunObserver } from '../../http/metrics.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@crewline/shared/contracts/notifications';
import { isQuietTime } from '@crewline/shared/domain/quiet-hours';
import { users } from '../../db/schema.ts';
import {
  notificationCounts,
  notificationDigests,
  notificationPreferences,
} from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../services/mail.ts';
import { digestPeriod, type DigestPeriod } from '../../mail/digest-period.ts';
import { digestMail } from '../../mail/digest-mail.ts';
import type { MailLinks } from '../../mail/notification-mail.ts';
import { claimDigest, releaseDigest } from './claim-digest.ts';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.ts';

/** How often every process looks for digests that are due. */
const DIGEST_INTERVAL_MS = 5 * 60 * 1000;
/** Claims older than this are deleted (only the current period is ever claimed again). */
const DIGEST_RECORD_KEEP_MS = 35 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
// People read per page of candidates.
const PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** What the digest job needs. */
export type DigestDeps = { db: Db; mailer: Mailer; links: MailLinks };

/** What one run did. */
type DigestRun = { sent: number; empty: number; failed: number };

type Candidate = {
  id: string;
  email: string;
  name: string;
  language: string;
  /** Their time zone, for due times in the digest. */
  timeZone: string;
  period: DigestPeriod;
};

/**
 * One page of people who may be due a digest now: someone with anything unread (the counter
 * row, so people with nothing unread cost nothing), active, digest not 'off', past 08:00 in
 * their time zone and outside their quiet hours, whose period is not claimed yet.
 */
async function candidates(
  db: Db,
  now: Date,
  after: string | null,
): Promise<{ due: Candidate[]; last: string | null }> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      preferencesEmail: notificationPreferences.email,
      quietHours: notificationPreferences.quietHours,
    })
    .from(notificationCounts)
    .innerJoin(users, eq(users.id, notificationCounts.userId))
    .leftJoin(
      notificationPreferences,
      eq(notificationPreferences.userId, notificationCounts.userId),
    )
    .where(
      and(
        gt(notificationCounts.unread, 0),
        eq(users.status, 'active'),
        after ? gt(notificationCounts.userId, after) : undefined,
      ),
    )
    .orderBy(asc(notificationCounts.userId))
    .limit(PAGE);
  const last = rows.length === PAGE ? rows[rows.length - 1]!.id : null;
  const due: Candidate[] = [];
  for (const row of rows) {
    const kind = (row.preferencesEmail ?? DEFAULT_NOTIFICATION_PREFERENCES.email).digest;
    if (kind === 'off' || isQuietTime(row.quietHours ?? undefined, now)) continue;
    const timeZone = row.quietHours?.time_zone ?? 'UTC';
    const period = digestPeriod(kind, now, timeZone);
    if (period) due.push({ ...row, timeZone, period });
  }
  if (due.length === 0) return { due, last };
  // Periods already claimed: recent claims of these people (a week and a day covers any key
  // due now), matched by key here rather than one OR per person in SQL.
  const claimed = await db
    .select({
      userId: notificationDigests.userId,
      period: notificationDigests.period,
      periodStart: notificationDigests.periodStart,
    })
    .from(notificationDigests)
    .where(
      and(
        inArray(
          notificationDigests.userId,
          due.map((candidate) => candidate.id),
        ),
        gte(notificationDigests.sentAt, new Date(now.getTime() - 8 * DAY_MS)),
      ),
    );
  const keys = new Set(claimed.map((row) => `${row.userId}/${row.period}/${row.periodStart}`));
  return {
    due: due.filter((c) => !keys.has(`${c.id}/${c.period.period}/${c.period.periodStart}`)),
    last,
  };
}

/**
 * One run: for every person due a digest, claims the period and reads its unread notifications
 * in one transaction (claimDigest: once cluster-wide, however many processes or runs race), then
 * sends the mail after the commit. Nothing unread in the period: recorded, no mail. A failed
 * send deletes the claim, so a later run tries again; a crash between the commit and the send
 * loses that one digest (at most once: a digest is a summary, and a duplicate is worse).
 */
export async function runNotificationDigests(
  deps: DigestDeps,
  now: () => Date,
  options: { log?: Log; shouldStop?: () => boolean } = {},
): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, empty: 0, failed: 0 };
  let after: string | null = null;
  do {
    const page = await candidates(deps.db, now(), after);
    after = page.last;
    for (const person of page.due) {
      if (options.shouldStop?.()) return run;
      const digest = await claimDigest(deps.db, {
        userId: person.id,
        period: person.period,
        now: now(),
      });
      if (!digest) continue;
      if (digest.total === 0) {
        run.empty += 1;
        continue;
      }
      try {
        await deps.mailer.send(
          digestMail({
            to: person,
            period: person.period.period,
            items: digest.items,
            total: digest.total,
            links: deps.links,
            timeZone: person.timeZone,
          }),
        );
        run.sent += 1;
      } catch (error) {
        options.log?.error({ err: error, user: person.id }, 'digest e-mail failed');
        run.failed += 1;
        await releaseDigest(deps.db, person.id, person.period);
      }
    }
  } while (after && !options.shouldStop?.());
  return run;
}

/** Deletes claims older than DIGEST_RECORD_KEEP_MS; returns how many. */
async function pruneDigestRecords(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(notificationDigests)
    .where(lt(notificationDigests.sentAt, new Date(now.getTime() - DIGEST_RECORD_KEEP_MS)))
    .returning({ userId: notificationDigests.userId });
  return removed.length;
}

/**
 * Starts the digest job in this process: a run at once, then every DIGEST_INTERVAL_MS, and old
 * claims pruned hourly. Every process runs it; the claim sends each digest once.
 */
export function startNotificationDigestJob(
  options: DigestDeps & { now: () => Date; log: Log; runs?: JobRunObserver },
): PeriodicJob {
  const { now, log } = options;
  let prunedAt = -Infinity;
  return startPeriodicJob({
    name: 'notification digests',
    intervalMs: DIGEST_INTERVAL_MS,
    log,
    runs: options.runs,
    async work(shouldStop) {
      await runNotificationDigests(options, now, { log, shouldStop });
      if (now().getTime() - prunedAt >= PRUNE_INTERVAL_MS) {
        prunedAt = now().getTime();
        await pruneDigestRecords(options.db, now());
      }
      return undefined;
    },
  });
}
