import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { notificationDigests, notifications } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { DigestPeriod } from '../../mail/digest-period.ts';
import type { DigestItem } from '../../mail/digest-mail.ts';

/** How many notifications a digest lists; the rest are "and N more". */
const DIGEST_ITEMS_MAX = 20;

/**
 * Claims one person's digest for one period and reads what it will say, in one transaction:
 * the insert into `notification_digests` is the claim (its primary key is person, period kind
 * and period; ON CONFLICT DO NOTHING means another process or run has it: null). The unread
 * notifications of the period are read in the same transaction, the newest DIGEST_ITEMS_MAX and
 * their count, which is recorded on the claim. A period with nothing unread is recorded too (count 0),
 * so it is not looked at again; the caller sends no mail for it.
 */
export async function claimDigest(
  db: Db,
  options: { userId: string; period: DigestPeriod; now: Date },
): Promise<{ items: DigestItem[]; total: number } | null> {
  const { userId, period, now } = options;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(notificationDigests)
      .values({ userId, period: period.period, periodStart: period.periodStart, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: notificationDigests.userId });
    if (!claimed) return null;
    const unread = and(
      eq(notifications.userId, userId),
      eq(notifications.read, false),
      gte(notifications.createdAt, period.from),
      lt(notifications.createdAt, period.to),
    );
    const [items, [counted]] = await Promise.all([
      tx
        .select({
          type: notifications.notificationType,
          title: notifications.title,
          message: notifications.message,
          link: notifications.link,
          metadata: notifications.metadata,
        })
        .from(notifications)
        .where(unread)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(DIGEST_ITEMS_MAX),
      tx.select({ n: count() }).from(notifications).where(unread),
    ]);
    const total = counted?.n ?? 0;
    if (total > 0) {
      await tx
        .update(notificationDigests)
        .set({ notificationCount: total })
        .where(
          and(
            eq(notificationDigests.userId, userId),
            eq(notificationDigests.period, period.period),
            eq(notificationDigests.periodStart, period.periodStart),
          ),
        );
    }
    return { items, total };
  });
}

/** Gives a claimed period back (its mail failed), so a later run sends it. */
export async function releaseDigest(db: Db, userId: string, period: DigestPeriod): Promise<void> {
  await db
    .delete(notificationDigests)
    .where(
      and(
        eq(notificationDigests.userId, userId),
        eq(notificationDigests.period, period.period),
        eq(notificationDigests.periodStart, period.periodStart),
      ),
    );
}
