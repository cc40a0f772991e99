import type { PushSubscriptionJson } from '@crewline/shared/contracts/push-subscriptions';
import type { pushSubscriptions } from '../../db/notification-schema.ts';

/** A stored device subscription. */
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

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

/** The host of an endpoint, for logs and lists (its path identifies the device: kept out). */
export function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}
