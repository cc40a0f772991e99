import { and, eq } from 'drizzle-orm';
import { PUSH_SUBSCRIPTION_NOT_FOUND } from '@crewline/shared/contracts/push-subscriptions';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * DELETE /api/push-subscriptions: forgets one of the caller's devices. An endpoint that is not
 * theirs is 404 whether or not someone else registered it (existence never leaks).
 */
export async function deletePushSubscription(
  db: Db,
  options: { userId: string; endpoint: string },
): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, options.userId),
        eq(pushSubscriptions.endpoint, options.endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new NotFoundError(PUSH_SUBSCRIPTION_NOT_FOUND);
}
