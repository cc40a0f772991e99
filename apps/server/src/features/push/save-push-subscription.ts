import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  PUSH_SUBSCRIPTIONS_PER_USER,
  type PushSubscriptionBody,
} from '@crewline/shared/contracts/push-subscriptions';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { PushSubscriptionRow } from './push-subscription-presenter.ts';

// Browsers' user agents are a few hundred characters at most; a longer one is cut.
const USER_AGENT_MAX = 300;

/**
 * POST /api/push-subscriptions (the body was validated): stores the device for the caller.
 * The endpoint is unique: a device already the caller's is refreshed (its keys may have
 * changed), and a device registered by someone else moves to the caller, because a browser
 * profile has one subscription and whoever signs in on it now is who it should notify (the
 * previous person signed out or handed the device over). A moved device starts afresh
 * (created now, never delivered). The caller keeps their newest PUSH_SUBSCRIPTIONS_PER_USER
 * devices; older ones are dropped. Returns the row and whether it is new for the caller.
 */
export async function savePushSubscription(
  db: Db,
  options: { userId: string; body: PushSubscriptionBody; userAgent?: string; now: Date },
): Promise<{ subscription: PushSubscriptionRow; created: boolean }> {
  const { userId, body, now } = options;
  const userAgent = options.userAgent?.slice(0, USER_AGENT_MAX) || null;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    const [subscription] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent,
          // Kept for the same person; reset when the device changes hands.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else ${now.toISOString()}::timestamptz end`,
          lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.lastSuccessAt} else null end`,
          userId,
        },
      })
      .returning();
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    return { subscription: subscription!, created: before?.userId !== userId };
  });
}
