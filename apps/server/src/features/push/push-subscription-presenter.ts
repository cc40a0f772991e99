import type { PushSubscriptionJson } from '@crewline/shared';
import type { PushSubscriptionRow } from './save-push-subscription.ts';
import { hostOf } from './send-push.ts';

/**
 * A device for its owner's Settings list: the push service's host (which browser vendor), never
 * the endpoint's path, which alone lets anyone push to the device, nor its keys.
 */
export function presentPushSubscription(row: PushSubscriptionRow): PushSubscriptionJson {
  return {
    id: row.id,
    endpoint_host: hostOf(row.endpoint),
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}
