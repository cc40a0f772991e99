import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_TYPE_SWITCH,
  type PushPayload,
} from '@crewline/shared/contracts/push-subscriptions';
import { wordNotification } from '@crewline/shared/domain/notification-wording';
import { isQuietTime } from '@crewline/shared/domain/quiet-hours';
import { isSameOriginPath } from '@crewline/shared/domain/same-origin-path';
import { PRESENCE_STALE_MS } from '@crewline/shared/limits';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import { users } from '../../db/schema.ts';
import { presenceConnections } from '../../db/presence-schema.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../notifications/notification-presenter.ts';
import { loadNotificationPreferences } from '../notifications/notification-queries.ts';
import { sendWebPush, type PushNetwork } from '../../services/push/send-web-push.ts';
import type { VapidKeys } from '../../services/push/vapid-keys.ts';
import { hostOf } from './push-subscription-presenter.ts';

type Log = { warn(object: object, message: string): void };

/** A notification older than this is not pushed: the centre has it, a late pop-up is noise. */
export const PUSH_STALE_MS = 60 * 60_000;

/** Why a notification was not pushed, or 'send'. */
type PushDecision =
  'send' | 'read' | 'stale' | 'online' | 'disabled' | 'quiet_hours' | 'no_devices';

/** Devices reached and expired devices removed by one push. */
type PushCounts = { sent: number; removed: number; failed: number };

// Web Push payloads must fit in about 4 KB once encrypted; texts are cut well below that.
const PAYLOAD_BYTES_MAX = 3_000;
const TITLE_MAX = 150;
const BODY_MAX = 600;
const LINK_MAX = 500;

/** Whose language a push is worded in, and where its due times are shown. */
type Reader = { language: string; timeZone: string };

/** The payload the service worker shows for a notification, in its reader's language. */
function pushPayloadOf(row: NotificationRow, reader: Reader): PushPayload {
  const worded = wordNotification(
    { type: row.notificationType, metadata: row.metadata, title: row.title, message: row.message },
    reader.language,
    { timeZone: reader.timeZone },
  );
  const payload: PushPayload = {
    title: worded.title.slice(0, TITLE_MAX),
    body: worded.message.slice(0, BODY_MAX),
    // Only a path of this app: the worker navigates a tab there.
    link: row.link && isSameOriginPath(row.link) && row.link.length <= LINK_MAX ? row.link : null,
    tag: row.id,
    urgent: row.notificationType === 'urgent' || row.metadata.urgent === true,
  };
  while (Buffer.byteLength(JSON.stringify(payload)) > PAYLOAD_BYTES_MAX && payload.body) {
    payload.body = payload.body.slice(0, Math.floor(payload.body.length / 2));
  }
  return payload;
}

/**
 * Whether a notification should go out as a push now: not when already read or stale, not
 * while any of the person's sockets is live (a fresh presence row in any process: the tab
 * showed it), not when push or its type's switch is off, not in quiet hours (a push held until
 * they end would be stale, so it is skipped, not delayed), and not without a device.
 */
async function decidePush(
  db: Db,
  row: NotificationRow,
  now: Date,
): Promise<{
  decision: PushDecision;
  devices: (typeof pushSubscriptions.$inferSelect)[];
  reader?: Reader;
}> {
  const none = (decision: PushDecision) => ({ decision, devices: [] });
  if (row.read) return none('read');
  if (now.getTime() - row.createdAt.getTime() > PUSH_STALE_MS) return none('stale');
  // First the devices: most people have none, and then one query decides.
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId));
  if (devices.length === 0) return none('no_devices');
  const [live] = await db
    .select({ userId: presenceConnections.userId })
    .from(presenceConnections)
    .where(
      and(
        eq(presenceConnections.userId, row.userId),
        gt(presenceConnections.lastSeenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
      ),
    )
    .limit(1);
  if (live) return none('online');
  const preferences = await loadNotificationPreferences(db, row.userId);
  const push = preferences.push;
  const kind = NOTIFICATION_TYPE_SWITCH[row.notificationType];
  if (!push.enabled || kind === null || !push[kind]) {
    return none('disabled');
  }
  if (isQuietTime(preferences.quiet_hours, now)) return none('quiet_hours');
  const [person] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, row.userId));
  const reader = {
    language: person?.language ?? 'en',
    timeZone: preferences.quiet_hours.time_zone,
  };
  return { decision: 'send', devices, reader };
}

/** What sending needs: the keys, the clock, a log, and how to reach the network. */
type PushOptions = { vapid: VapidKeys; now: Date; log?: Log; network: PushNetwork };

/**
 * Sends one payload to the given devices at once. A device the push service calls gone
 * (404/410) is deleted, and so is one whose endpoint now resolves to a private address; one
 * that took it records the time; other failures are logged and the device kept (a push
 * service's bad minute is not the device's end). Logs name the host, never the endpoint's path
 * (the device's secret address).
 */
export async function pushToDevices(
  db: Db,
  devices: readonly (typeof pushSubscriptions.$inferSelect)[],
  payload: PushPayload,
  options: PushOptions,
): Promise<PushCounts> {
  const outcomes = await Promise.all(
    devices.map(async (device) => ({
      device,
      outcome: await sendWebPush(device, payload, options.vapid, options.network),
    })),
  );
  const delivered = outcomes.filter((o) => o.outcome.result === 'sent').map((o) => o.device.id);
  const gone = outcomes
    .filter((o) => o.outcome.result === 'gone' || o.outcome.result === 'refused')
    .map((o) => o.device.id);
  for (const { device, outcome } of outcomes) {
    if (outcome.result === 'failed') {
      options.log?.warn(
        { subscription: device.id, host: hostOf(device.endpoint), error: outcome.error },
        'push: the push service refused or failed',
      );
    }
    if (outcome.result === 'refused') {
      options.log?.warn(
        { subscription: device.id, host: hostOf(device.endpoint) },
        'push: the endpoint resolves to a private address; subscription dropped',
      );
    }
  }
  if (delivered.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: options.now })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  if (gone.length > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  return {
    sent: delivered.length,
    removed: gone.length,
    failed: outcomes.length - delivered.length - gone.length,
  };
}

/**
 * Pushes one claimed notification if `decidePush` says so. Returns its final push state:
 * 'sent' when at least one device took it, else 'skipped' (failures are logged, not retried:
 * by the time a push service recovers the push would be stale).
 */
export async function sendPushForNotification(
  db: Db,
  row: NotificationRow,
  options: PushOptions,
): Promise<'sent' | 'skipped'> {
  const { decision, devices, reader } = await decidePush(db, row, options.now);
  if (decision !== 'send' || !reader) return 'skipped';
  const counts = await pushToDevices(db, devices, pushPayloadOf(row, reader), options);
  return counts.sent > 0 ? 'sent' : 'skipped';
}
