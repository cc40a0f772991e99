import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_PRIVATE } from '@crewline/shared/contracts/push-subscriptions';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { send } from '../../test/notification-test-helpers.ts';
import {
  createDeviceKeys,
  startPushReceiver,
  type PushReceiver,
} from '../../test/push-test-helpers.ts';
import type { HostResolver } from '../../services/push/push-endpoint.ts';
import { loadVapidKeys } from '../../services/push/vapid-keys.ts';
import { pushToDevices } from './send-push.ts';

// Push endpoints are named hosts; what a name resolves to is checked before every send, and the
// connection goes to the address that was checked. These tests answer the lookups themselves.
let t: TestApp;
let receiver: PushReceiver;
let person: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startPushReceiver();
  person = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const answering =
  (...addresses: string[]): HostResolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

/** A device stored as if subscribed while its name still resolved to a public address. */
async function storedDevice(endpoint: string) {
  const keys = createDeviceKeys();
  const [row] = await t.database.db
    .insert(pushSubscriptions)
    .values({ userId: person.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .returning();
  return row!;
}

const payload = { title: 'Hello', body: '', link: null, tag: 'x', urgent: false };

async function pushWith(
  device: { endpoint: string },
  resolve: HostResolver,
  allowInsecure = false,
) {
  const warnings: { object: object; message: string }[] = [];
  const counts = await pushToDevices(
    t.database.db,
    [device as typeof pushSubscriptions.$inferSelect],
    payload,
    {
      vapid: await loadVapidKeys(t.database.db, t.app.ctx.env),
      now: t.clock.now(),
      log: { warn: (object, message) => warnings.push({ object, message }) },
      network: { allowInsecure, resolve },
    },
  );
  return { counts, warnings };
}

const stillStored = async (id: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))
    .length === 1;

describe('push endpoints resolved at send time', () => {
  it.each([
    ['10.0.0.1'],
    ['127.0.0.1'],
    ['::1'],
    ['169.254.169.254'],
    ['fd00::1'],
    ['fd00:ec2::254'],
    ['::ffff:192.168.1.1'],
    ['100.64.0.1'],
    ['0.0.0.0'],
  ])('drops a device whose name now resolves to %s, without sending', async (address) => {
    const device = await storedDevice('https://push.rebound.test/secret-device-path');
    const { counts, warnings } = await pushWith(device, answering(address));
    expect(counts).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await stillStored(device.id)).toBe(false);
    // Logged at warn with the host only: the endpoint's path is the device's secret address.
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).toContain('push.rebound.test');
    expect(JSON.stringify(warnings)).not.toContain('secret-device-path');
  });

  it('drops it when any one of several addresses is private', async () => {
    const device = await storedDevice('https://push.mixed.test/p');
    const { counts } = await pushWith(device, answering('93.184.216.34', '10.0.0.1'));
    expect(counts.removed).toBe(1);
    expect(await stillStored(device.id)).toBe(false);
  });

  it('keeps a device whose name does not resolve right now (a failure, not a refusal)', async () => {
    const device = await storedDevice('https://push.offline.test/p');
    const failing: HostResolver = () => Promise.reject(new Error('getaddrinfo EAI_AGAIN'));
    const { counts } = await pushWith(device, failing);
    expect(counts).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await stillStored(device.id)).toBe(true);
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    // The name exists nowhere but in this resolver: the push arrives only if the connection
    // used the checked address. (Loopback is allowed here as PUSH_ALLOW_INSECURE allows it.)
    const port = new URL(receiver.origin).port;
    const device = await storedDevice(`http://push.pinned.test:${port}/push/pinned-device`);
    const { counts } = await pushWith(device, answering('127.0.0.1'), true);
    expect(counts).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(receiver.received.some((r) => r.path === '/push/pinned-device')).toBe(true);
    expect(await stillStored(device.id)).toBe(true);
    // Without that setting the same loopback answer is refused.
    const strict = await pushWith(device, answering('127.0.0.1'));
    expect(strict.counts.removed).toBe(1);
  });
});

describe('subscribing', () => {
  it('refuses a literal private address and accepts a name that is not found now', async () => {
    const keys = createDeviceKeys();
    const subscribe = (endpoint: string) =>
      send(t, person, 'POST', '/api/push-subscriptions', {
        endpoint,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
    const literal = await subscribe('https://[fd00:ec2::254]/x');
    expect(literal.statusCode).toBe(422);
    expect(literal.json().detail).toEqual([
      { loc: ['body', 'endpoint'], msg: PUSH_ENDPOINT_PRIVATE },
    ]);
    // `.test` names never resolve: the check before each send is what guards such a device.
    expect((await subscribe('https://push.unknown.test/x')).statusCode).toBe(201);
  });
});
