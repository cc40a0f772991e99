import { z } from 'zod';
import type { NotificationType } from './notifications.ts';
import { epochMillis } from './ranges.ts';

/** Web Push on a device: request bodies, responses, limits and the payload. */

/** A person keeps at most this many devices subscribed; a new one drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;
/** How long a push service keeps an undelivered push (a day-old notification is stale). */
export const PUSH_TTL_SECONDS = 86_400;
/** Decoded sizes of a subscription's keys (RFC 8291): an uncompressed P-256 point, a 16-byte secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;
/** The longest endpoint URL accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

export const PUSH_ENDPOINT_NOT_HTTPS = 'The push endpoint must be an https: URL';
export const PUSH_ENDPOINT_PRIVATE =
  'The push endpoint must not be a loopback, private or link-local address';
export const PUSH_ENDPOINT_INVALID = 'The push endpoint is not a valid URL';
export const PUSH_P256DH_INVALID = `keys.p256dh must be base64url of a ${PUSH_P256DH_BYTES}-byte P-256 public key`;
export const PUSH_AUTH_INVALID = `keys.auth must be base64url of a ${PUSH_AUTH_BYTES}-byte secret`;
export const PUSH_SUBSCRIPTION_NOT_FOUND = 'Push subscription not found';

/** POST /api/push-subscriptions: the browser's PushSubscription JSON (`expirationTime` ignored). */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
  expirationTime: epochMillis().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push-subscriptions: which of the caller's devices to forget. */
export const pushUnsubscribeBody = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
});

/** GET /api/push-subscriptions/public-key: the server's VAPID key (`applicationServerKey`). */
export type PushPublicKeyJson = { public_key: string };

/** One subscribed device, as Settings lists it (never the endpoint's secret path or keys). */
export type PushSubscriptionJson = {
  id: string;
  endpoint_host: string;
  user_agent: string | null;
  created_at: string;
  last_success_at: string | null;
};

export type PushSubscriptionListJson = { subscriptions: PushSubscriptionJson[] };

/** POST /api/push-subscriptions/test: the texts to show (the client sends them in its language). */
export const pushTestBody = z
  .object({
    title: z.string().trim().min(1).max(150).optional(),
    body: z.string().trim().max(600).optional(),
  })
  .nullish();

/** POST /api/push-subscriptions/test: devices the push reached, and expired ones removed. */
export type PushTestResultJson = { sent: number; removed: number };

/** What the service worker receives in a push (encrypted on the way). */
export type PushPayload = {
  title: string;
  body: string;
  link: string | null;
  /** The notification id: a later push with the same tag replaces the shown one. */
  tag: string;
  urgent: boolean;
};

/**
 * The preference switch (e-mail and push alike) that governs each notification type; null: the
 * type is never sent on its own (it stays in the centre and the e-mail digest). The spec has
 * four switches for nine types: an urgent message and an invitation are addressed to you by
 * name, like a mention; being handed a task belongs with its due-date reminders (the web's Tasks
 * tab shows both); `system` notices are posted by people, not events, and go in the digest.
 */
export const NOTIFICATION_TYPE_SWITCH: Record<
  NotificationType,
  'mentions' | 'deadlines' | 'comments' | 'updates' | null
> = {
  mention: 'mentions',
  urgent: 'mentions',
  project_invitation: 'mentions',
  comment: 'comments',
  deadline: 'deadlines',
  task_assigned: 'deadlines',
  update: 'updates',
  // A session is time booked with you, like a task handed to you, and its reminder is due soon.
  mentorship: 'deadlines',
  system: null,
};
