import { and, asc, eq, inArray, like, lt, lte, notInArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@crewline/shared/contracts/notifications';
import { isQuietTime } from '@crewline/shared/domain/quiet-hours';
import { users } from '../../db/schema.ts';
import { notificationPreferences, notifications } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../../services/mail.ts';
import { EMAIL_SWITCH_OF_TYPE } from '../../mail/email-switch.ts';
import { notificationMail, type MailLinks } from '../../mail/notification-mail.ts';

/** A pending e-mail older than this is skipped: the digest speaks for it. */
const EMAIL_STALE_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a process that died mid-send: the row is pending again. */
const EMAIL_CLAIM_LEASE_MS = 10 * 60 * 1000;
/** How long a person in quiet hours is left out before their rows are looked at again. */
const EMAIL_HOLD_RECHECK_MS = 60 * 1000;

// `email_state` while a process sends: 'sending:<ISO time of the claim>'. The time rides in the
// state itself (no lease column, no migration), and ISO times sort as text, so one comparison
// finds expired claims.
const SENDING = 'sending:';

/** A mail a process claimed and must now send, then mark sent (or release). */
type ClaimedEmail = { id: string; claim: string; mail: Mail };

/** People in quiet hours, each with the time their rows may be looked at again (ms). */
export type HeldUsers = Map<string, number>;

/** What one claim looked at and decided. */
type EmailClaim = {
  claimed: ClaimedEmail[];
  skipped: number;
  held: number;
  /** Rows looked at: fewer than the batch means nothing else is due right now. */
  taken: number;
};

/**
 * Claims up to `batch` due notification e-mails (pending, made at least `delayS` ago) in one
 * short transaction, `FOR UPDATE SKIP LOCKED` so processes take different rows, and decides
 * each: read meanwhile, too old (the digest covers it), a type never mailed alone, its switch
 * off, or an invited account that never signed up → 'skipped'; the person in quiet hours → left
 * pending and the person added to `held` (so the caller does not spin on their rows); otherwise
 * → 'sending:<now>' with its mail built. Sending happens after the commit, outside any
 * transaction: an SMTP round trip must not hold the embedded engine's single connection.
 */
export async function claimNotificationEmails(
  db: Db,
  options: { now: Date; delayS: number; batch: number; held: HeldUsers; links: MailLinks },
): Promise<EmailClaim> {
  const { now, delayS, batch, held, links } = options;
  const nowMs = now.getTime();
  for (const [userId, until] of held) if (until <= nowMs) held.delete(userId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.emailState, 'pending'),
          lte(notifications.createdAt, new Date(nowMs - delayS * 1000)),
          held.size > 0 ? notInArray(notifications.userId, [...held.keys()]) : undefined,
        ),
      )
      .orderBy(asc(notifications.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { claimed: [], skipped: 0, held: 0, taken: 0 };
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [people, preferences] = await Promise.all([
      tx
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          language: users.language,
          status: users.status,
        })
        .from(users)
        .where(inArray(users.id, userIds)),
      tx
        .select({
          userId: notificationPreferences.userId,
          email: notificationPreferences.email,
          quietHours: notificationPreferences.quietHours,
        })
        .from(notificationPreferences)
        .where(inArray(notificationPreferences.userId, userIds)),
    ]);
    const personOf = new Map(people.map((person) => [person.id, person]));
    const preferencesOf = new Map(preferences.map((row) => [row.userId, row]));
    const claim = `${SENDING}${now.toISOString()}`;
    const skippedIds: string[] = [];
    const claimed: ClaimedEmail[] = [];
    let heldCount = 0;
    for (const row of rows) {
      const person = personOf.get(row.userId);
      const saved = preferencesOf.get(row.userId);
      const email = saved?.email ?? DEFAULT_NOTIFICATION_PREFERENCES.email;
      const kind = EMAIL_SWITCH_OF_TYPE[row.notificationType];
      const skip =
        row.read ||
        row.createdAt.getTime() < nowMs - EMAIL_STALE_MS ||
        !kind ||
        !email[kind] ||
        !person ||
        person.status !== 'active';
      if (skip) {
        skippedIds.push(row.id);
      } else if (isQuietTime(saved?.quietHours, now)) {
        held.set(row.userId, nowMs + EMAIL_HOLD_RECHECK_MS);
        heldCount += 1;
      } else {
        claimed.push({
          id: row.id,
          claim,
          mail: notificationMail({
            to: person,
            notification: {
              type: row.notificationType,
              title: row.title,
              message: row.message,
              link: row.link,
              metadata: row.metadata,
            },
            kind,
            links,
            timeZone: saved?.quietHours.time_zone,
          }),
        });
      }
    }
    if (skippedIds.length > 0) {
      await tx
        .update(notifications)
        .set({ emailState: 'skipped' })
        .where(inArray(notifications.id, skippedIds));
    }
    if (claimed.length > 0) {
      await tx
        .update(notifications)
        .set({ emailState: claim })
        .where(
          inArray(
            notifications.id,
            claimed.map((entry) => entry.id),
          ),
        );
    }
    return { claimed, skipped: skippedIds.length, held: heldCount, taken: rows.length };
  });
}

/** Records a claimed mail as sent (only while the claim is still this process's). */
export async function markEmailSent(db: Db, entry: ClaimedEmail): Promise<void> {
  await db
    .update(notifications)
    .set({ emailState: 'sent' })
    .where(and(eq(notifications.id, entry.id), eq(notifications.emailState, entry.claim)));
}

/** Gives a claimed mail back (its send failed): pending again, tried on a later run. */
export async function releaseEmailClaim(db: Db, entry: ClaimedEmail): Promise<void> {
  await db
    .update(notifications)
    .set({ emailState: 'pending' })
    .where(and(eq(notifications.id, entry.id), eq(notifications.emailState, entry.claim)));
}

/**
 * Makes claims older than EMAIL_CLAIM_LEASE_MS pending again: their process died between the
 * claim and the mark (so the mail may have gone out: at least once, never lost). Not served by
 * an index (the pending index covers 'pending' only), so the runner calls it rarely; returns
 * how many it released.
 */
export async function releaseExpiredEmailClaims(db: Db, now: Date): Promise<number> {
  const expired = `${SENDING}${new Date(now.getTime() - EMAIL_CLAIM_LEASE_MS).toISOString()}`;
  const released = await db
    .update(notifications)
    .set({ emailState: 'pending' })
    .where(
      and(like(notifications.emailState, `${SENDING}%`), lt(notifications.emailState, expired)),
    )
    .returning({ id: notifications.id });
  return released.length;
}
