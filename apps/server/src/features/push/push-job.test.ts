import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import { notifications } from '../../db/notification-schema.ts';
import { presenceConnections } from '../../db/presence-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { openSocket } from '../../test/test-socket.ts';
import { post, send } from '../../test/notification-test-helpers.ts';
import {
  createDeviceKeys,
  decryptPush,
  startPushReceiver,
  verifyVapid,
  type DeviceKeys,
  type PushReceiver,
} from '../../test/push-test-helpers.ts';
import { setLanguage } from '../../test/notification-mail-test-helpers.ts';
import { PUSH_STALE_MS } from './send-push.ts';
import { giveUpStuckPushes, PUSH_SENDING_GIVE_UP_MS, runPushJobs } from './push-job.ts';

let t: TestApp;
let receiver: PushReceiver;

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_INSECURE: 'true' });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const run = () => runPushJobs({ db: t.database.db, env: t.app.ctx.env, now: t.clock.now });

/** A person with one subscribed device on the local receiver. */
async function personWithDevice(
  endpoint = receiver.endpoint(),
): Promise<{ user: SignedUpUser; keys: DeviceKeys; endpoint: string }> {
  const user = await signUp(t);
  const keys = createDeviceKeys();
  const res = await send(t, user, 'POST', '/api/push-subscriptions', {
    endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { user, keys, endpoint };
}

/** Makes a notification for the user themself; returns its id. */
async function notify(user: SignedUpUser, body: Record<string, unknown> = {}): Promise<string> {
  const res = await post(t, user, { user_id: user.user.id, notification_type: 'update', ...body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id;
}

const pushState = async (id: string) =>
  (
    await t.database.db
      .select({ state: notifications.pushState })
      .from(notifications)
      .where(eq(notifications.id, id))
  )[0]?.state;

const receivedAt = (endpoint: string) => receiver.received.filter((r) => endpoint.endsWith(r.path));

async function savePreferences(
  user: SignedUpUser,
  change: (p: NotificationPreferencesJson) => void,
) {
  const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  change(prefs);
  const res = await send(t, user, 'PUT', '/api/notification-preferences', prefs);
  if (res.statusCode !== 200) throw new Error(res.body);
}

describe('the push sender', () => {
  it('pushes a new notification to a person with no open tab, once', async () => {
    const { user, keys, endpoint } = await personWithDevice();
    const id = await notify(user, {
      title: 'Mentioned in General',
      message: 'Ada: @you look',
      notification_type: 'mention',
      link: '/dashboard/inbox',
    });
    expect(await pushState(id)).toBe('pending');
    await run();
    expect(await pushState(id)).toBe('sent');
    const [request] = receivedAt(endpoint);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('86400');
    const publicKey = (await send(t, user, 'GET', '/api/push-subscriptions/public-key')).json()
      .public_key;
    await verifyVapid(request!.headers.authorization, publicKey, receiver.origin);
    expect(JSON.parse(decryptPush(request!.body, keys))).toEqual({
      title: 'Mentioned in General',
      body: 'Ada: @you look',
      link: '/dashboard/inbox',
      tag: id,
      urgent: false,
    });
    await run();
    expect(receivedAt(endpoint)).toHaveLength(1);
  });

  it('words the push in the recipient’s language from the notification’s facts', async () => {
    const { user, keys, endpoint } = await personWithDevice();
    await setLanguage(t, user, 'ru');
    await notify(user, {
      title: 'Ada mentioned you',
      message: 'look',
      notification_type: 'mention',
      metadata: { sender_name: 'Ada', full_message: 'look', projectName: 'Apollo', count: 5 },
    });
    await run();
    const [request] = receivedAt(endpoint);
    expect(JSON.parse(decryptPush(request!.body, keys))).toMatchObject({
      title: '5 упоминаний в Apollo',
      body: 'Последнее: Ada упоминает вас',
    });
  });

  it('marks urgent pushes high urgency and urgent in the payload', async () => {
    const { user, keys, endpoint } = await personWithDevice();
    const id = await notify(user, { notification_type: 'urgent', metadata: { urgent: true } });
    await run();
    expect(await pushState(id)).toBe('sent');
    const [request] = receivedAt(endpoint);
    expect(request!.headers.urgency).toBe('high');
    expect(JSON.parse(decryptPush(request!.body, keys)).urgent).toBe(true);
  });

  it('deletes a device the push service says is gone (410) and records skipped', async () => {
    receiver.answer('/push/expired-', 410);
    const { user, endpoint } = await personWithDevice(
      `${receiver.origin}/push/expired-${Date.now()}`,
    );
    const id = await notify(user);
    await run();
    expect(receivedAt(endpoint)).toHaveLength(1);
    expect(await pushState(id)).toBe('skipped');
    const list = await send(t, user, 'GET', '/api/push-subscriptions');
    expect(list.json().subscriptions).toEqual([]);
  });

  it('keeps a device when the push service fails otherwise (500)', async () => {
    receiver.answer('/push/flaky-', 500);
    const { user, endpoint } = await personWithDevice(
      `${receiver.origin}/push/flaky-${Date.now()}`,
    );
    const id = await notify(user);
    await run();
    expect(receivedAt(endpoint)).toHaveLength(1);
    expect(await pushState(id)).toBe('skipped');
    expect(
      (await send(t, user, 'GET', '/api/push-subscriptions')).json().subscriptions,
    ).toHaveLength(1);
  });

  it('skips when the person has a live socket in any process (a fresh presence row)', async () => {
    const { user, endpoint } = await personWithDevice();
    await t.database.db
      .insert(presenceConnections)
      .values({ processId: 'another-process', userId: user.user.id, lastSeenAt: t.clock.now() });
    const id = await notify(user);
    await run();
    expect(await pushState(id)).toBe('skipped');
    expect(receivedAt(endpoint)).toHaveLength(0);
  });

  it('pushes when the only presence row is stale (its process died)', async () => {
    const { user, endpoint } = await personWithDevice();
    await t.database.db.insert(presenceConnections).values({
      processId: 'a-dead-process',
      userId: user.user.id,
      lastSeenAt: new Date(t.clock.now().getTime() - 10 * 60_000),
    });
    const id = await notify(user);
    await run();
    expect(await pushState(id)).toBe('sent');
    expect(receivedAt(endpoint)).toHaveLength(1);
  });

  it('skips while the person’s own socket is connected here', async () => {
    const { user, endpoint } = await personWithDevice();
    const socket = await openSocket(t, user.access_token);
    await socket.next('hello').catch(() => undefined);
    // The socket's presence row is written as it arrives.
    for (let i = 0; i < 50; i += 1) {
      const rows = await t.database.db
        .select()
        .from(presenceConnections)
        .where(eq(presenceConnections.userId, user.user.id));
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const id = await notify(user);
    await run();
    socket.close();
    expect(await pushState(id)).toBe('skipped');
    expect(receivedAt(endpoint)).toHaveLength(0);
  });

  it('follows the push switches: all off, or the type’s switch off', async () => {
    const off = await personWithDevice();
    await savePreferences(off.user, (p) => (p.push.enabled = false));
    const offId = await notify(off.user, { notification_type: 'mention' });
    const noMentions = await personWithDevice();
    await savePreferences(noMentions.user, (p) => (p.push.mentions = false));
    const mentionId = await notify(noMentions.user, { notification_type: 'mention' });
    const urgentId = await notify(noMentions.user, { notification_type: 'urgent' });
    const commentId = await notify(noMentions.user, { notification_type: 'comment' });
    // System notices have no switch: never pushed on their own (they stay in the centre).
    const systemId = await notify(noMentions.user, { notification_type: 'system' });
    await run();
    expect(await pushState(systemId)).toBe('skipped');
    expect(await pushState(offId)).toBe('skipped');
    expect(receivedAt(off.endpoint)).toHaveLength(0);
    expect(await pushState(mentionId)).toBe('skipped');
    expect(await pushState(urgentId)).toBe('skipped');
    expect(await pushState(commentId)).toBe('sent');
    expect(receivedAt(noMentions.endpoint)).toHaveLength(1);
  });

  it('skips in quiet hours (not delayed) and pushes outside them', async () => {
    const quiet = await personWithDevice();
    const hour = t.clock.now().getUTCHours();
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    await savePreferences(quiet.user, (p) => {
      p.quiet_hours = { enabled: true, start: hh(hour), end: hh(hour + 2), time_zone: 'UTC' };
    });
    const inside = await notify(quiet.user);
    await run();
    expect(await pushState(inside)).toBe('skipped');
    await savePreferences(quiet.user, (p) => {
      p.quiet_hours = { enabled: true, start: hh(hour + 2), end: hh(hour + 4), time_zone: 'UTC' };
    });
    const outside = await notify(quiet.user);
    await run();
    expect(await pushState(outside)).toBe('sent');
    expect(receivedAt(quiet.endpoint)).toHaveLength(1);
  });

  it('skips without devices, when already read, and when stale', async () => {
    const bare = await signUp(t);
    const noDevice = await notify(bare);
    const { user, endpoint } = await personWithDevice();
    const read = await notify(user);
    await send(t, user, 'PATCH', `/api/notifications/${read}`, { read: true });
    const stale = await notify(user);
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(t.clock.now().getTime() - PUSH_STALE_MS - 1_000) })
      .where(eq(notifications.id, stale));
    await run();
    expect(await pushState(noDevice)).toBe('skipped');
    expect(await pushState(read)).toBe('skipped');
    expect(await pushState(stale)).toBe('skipped');
    expect(receivedAt(endpoint)).toHaveLength(0);
  });

  it('gives up rows left sending by a process that died, and only old ones', async () => {
    const user = await signUp(t);
    const old = await notify(user);
    const recent = await notify(user);
    await t.database.db
      .update(notifications)
      .set({ pushState: 'sending' })
      .where(eq(notifications.userId, user.user.id));
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(t.clock.now().getTime() - PUSH_SENDING_GIVE_UP_MS - 1_000) })
      .where(eq(notifications.id, old));
    expect(await giveUpStuckPushes({ db: t.database.db, now: t.clock.now })).toBeGreaterThanOrEqual(
      1,
    );
    expect(await pushState(old)).toBe('skipped');
    expect(await pushState(recent)).toBe('sending');
  });
});
