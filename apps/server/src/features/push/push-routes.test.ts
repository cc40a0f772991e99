import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_AUTH_INVALID,
  PUSH_ENDPOINT_NOT_HTTPS,
  PUSH_ENDPOINT_PRIVATE,
  PUSH_P256DH_INVALID,
  PUSH_SUBSCRIPTIONS_PER_USER,
  PUSH_SUBSCRIPTION_NOT_FOUND,
  type PushSubscriptionJson,
} from '@crewline/shared/contracts/push-subscriptions';
import { pushSubscriptions } from '../../db/notification-schema.ts';
import { serverSecrets } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { send } from '../../test/notification-test-helpers.ts';
import {
  createDeviceKeys,
  decryptPush,
  startPushReceiver,
  verifyVapid,
  type PushReceiver,
} from '../../test/push-test-helpers.ts';

let t: TestApp;
let receiver: PushReceiver;
let ada: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_INSECURE: 'true' });
  receiver = await startPushReceiver();
  [ada, bob] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A browser-shaped subscription for a fresh device on the local receiver. */
function device(endpoint = receiver.endpoint()) {
  const keys = createDeviceKeys();
  return {
    keys,
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, expirationTime: null },
  };
}

const subscribe = (user: SignedUpUser | null, body: unknown) =>
  send(t, user, 'POST', '/api/push-subscriptions', body);

const devicesOf = async (user: SignedUpUser): Promise<PushSubscriptionJson[]> =>
  (await send(t, user, 'GET', '/api/push-subscriptions')).json().subscriptions;

describe('signed out', () => {
  it.each([
    ['GET', '/api/push-subscriptions/public-key'],
    ['GET', '/api/push-subscriptions'],
    ['POST', '/api/push-subscriptions'],
    ['DELETE', '/api/push-subscriptions'],
    ['POST', '/api/push-subscriptions/test'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await send(t, null, method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/push-subscriptions/public-key', () => {
  it('serves one generated key, stored once, and sign-in still uses the JWT secret', async () => {
    const first = await send(t, ada, 'GET', '/api/push-subscriptions/public-key');
    expect(first.statusCode).toBe(200);
    const key: string = first.json().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await send(t, bob, 'GET', '/api/push-subscriptions/public-key')).json()).toEqual({
      public_key: key,
    });
    const [row] = await t.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'vapid_keys'));
    expect(JSON.parse(row!.value).publicKey).toBe(key);
    // The JWT secret is read by name: a new app on this database still accepts old tokens.
    expect((await send(t, ada, 'GET', '/api/push-subscriptions')).statusCode).toBe(200);
  });
});

describe('POST /api/push-subscriptions', () => {
  it('stores a device (201), is idempotent for the same person (200), and lists it', async () => {
    const user = await signUp(t);
    const { body } = device();
    const created = await subscribe(user, body);
    expect(created.statusCode).toBe(201);
    const json = created.json();
    expect(json).toEqual({
      id: expect.any(String),
      endpoint_host: new URL(receiver.origin).host,
      user_agent: 'lightMyRequest',
      created_at: expect.any(String),
      last_success_at: null,
    });
    const again = await subscribe(user, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(json.id);
    expect(await devicesOf(user)).toEqual([json]);
    // Nobody else sees it.
    expect(await devicesOf(bob)).not.toContainEqual(expect.objectContaining({ id: json.id }));
  });

  it('moves a device registered by someone else to the caller', async () => {
    const [first, second] = await Promise.all([signUp(t), signUp(t)]);
    const { body } = device();
    expect((await subscribe(first, body)).statusCode).toBe(201);
    expect((await subscribe(second, body)).statusCode).toBe(201);
    expect(await devicesOf(first)).toEqual([]);
    expect(await devicesOf(second)).toHaveLength(1);
  });

  it(`keeps the newest ${PUSH_SUBSCRIPTIONS_PER_USER} devices per person`, async () => {
    const user = await signUp(t);
    const endpoints: string[] = [];
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 2; i += 1) {
      const { body } = device();
      endpoints.push(body.endpoint);
      expect((await subscribe(user, body)).statusCode).toBe(201);
      t.clock.advance(1_000);
    }
    const rows = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.user.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('answers 422 naming the field for bad keys', async () => {
    const { body } = device();
    const cases = [
      [
        { ...body, keys: { ...body.keys, p256dh: 'AAAA' } },
        ['body', 'keys', 'p256dh'],
        PUSH_P256DH_INVALID,
      ],
      // 65 bytes but not a point on the curve.
      [
        { ...body, keys: { ...body.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        ['body', 'keys', 'p256dh'],
        PUSH_P256DH_INVALID,
      ],
      [
        { ...body, keys: { ...body.keys, auth: 'not base64!' } },
        ['body', 'keys', 'auth'],
        PUSH_AUTH_INVALID,
      ],
      [
        { ...body, keys: { ...body.keys, auth: Buffer.alloc(15).toString('base64url') } },
        ['body', 'keys', 'auth'],
        PUSH_AUTH_INVALID,
      ],
    ] as const;
    for (const [payload, loc, msg] of cases) {
      const res = await subscribe(ada, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toEqual([{ loc, msg }]);
      expect(res.json().message).toBe(msg);
    }
    const missing = await subscribe(ada, { endpoint: body.endpoint });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'keys']);
  });

  it('refuses non-https endpoints and private hosts (even with PUSH_ALLOW_INSECURE)', async () => {
    const refused = [
      ['http://push.example.com/x', PUSH_ENDPOINT_NOT_HTTPS],
      ['ftp://push.example.com/x', PUSH_ENDPOINT_NOT_HTTPS],
      ['http://10.1.2.3/x', PUSH_ENDPOINT_NOT_HTTPS],
      ['https://10.1.2.3/x', PUSH_ENDPOINT_PRIVATE],
      ['https://192.168.0.7/x', PUSH_ENDPOINT_PRIVATE],
      ['https://172.20.0.1/x', PUSH_ENDPOINT_PRIVATE],
      ['https://169.254.169.254/latest', PUSH_ENDPOINT_PRIVATE],
      ['https://0x0a.0.0.1/x', PUSH_ENDPOINT_PRIVATE],
      ['https://[fd00::1]/x', PUSH_ENDPOINT_PRIVATE],
      ['https://[fe80::1]/x', PUSH_ENDPOINT_PRIVATE],
      ['https://[::ffff:192.168.1.1]/x', PUSH_ENDPOINT_PRIVATE],
    ] as const;
    for (const [endpoint, msg] of refused) {
      const res = await subscribe(ada, device(endpoint).body);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().detail, endpoint).toEqual([{ loc: ['body', 'endpoint'], msg }]);
    }
    // A public https endpoint is fine (names are not resolved); so is http loopback here.
    expect((await subscribe(ada, device('https://push.example.com/abc').body)).statusCode).toBe(
      201,
    );
    expect((await subscribe(ada, device('http://localhost:9/abc').body)).statusCode).toBe(201);
    expect((await subscribe(ada, device('http://[::1]:9/abc').body)).statusCode).toBe(201);
  });
});

describe('without PUSH_ALLOW_INSECURE, with configured VAPID keys', () => {
  let strict: TestApp;
  const configured = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    strict = await createTestApp({
      VAPID_PUBLIC_KEY: configured.publicKey,
      VAPID_PRIVATE_KEY: configured.privateKey,
    });
  });
  afterAll(() => strict.close());

  it('refuses loopback endpoints, http or https, and serves the configured key', async () => {
    const user = await signUp(strict);
    for (const endpoint of [
      'http://127.0.0.1:9/x',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://[::1]/x',
    ]) {
      const res = await send(
        strict,
        user,
        'POST',
        '/api/push-subscriptions',
        device(endpoint).body,
      );
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'endpoint']);
    }
    const key = await send(strict, user, 'GET', '/api/push-subscriptions/public-key');
    expect(key.json()).toEqual({ public_key: configured.publicKey });
  });
});

describe('DELETE /api/push-subscriptions', () => {
  it('forgets the caller’s own device (204); another’s or an unknown one is 404', async () => {
    const [owner, other] = await Promise.all([signUp(t), signUp(t)]);
    const { body } = device();
    await subscribe(owner, body);
    const theirs = await send(t, other, 'DELETE', '/api/push-subscriptions', {
      endpoint: body.endpoint,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(PUSH_SUBSCRIPTION_NOT_FOUND);
    expect(await devicesOf(owner)).toHaveLength(1);
    const mine = await send(t, owner, 'DELETE', '/api/push-subscriptions', {
      endpoint: body.endpoint,
    });
    expect(mine.statusCode).toBe(204);
    expect(await devicesOf(owner)).toEqual([]);
    const again = await send(t, owner, 'DELETE', '/api/push-subscriptions', {
      endpoint: body.endpoint,
    });
    expect(again.statusCode).toBe(404);
    const bad = await send(t, owner, 'DELETE', '/api/push-subscriptions', {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'endpoint']);
  });
});

describe('POST /api/push-subscriptions/test', () => {
  it('pushes an encrypted, VAPID-signed test to each device and removes expired ones', async () => {
    const user = await signUp(t);
    const live = device();
    const gone = device(`${receiver.origin}/push/gone-${Date.now()}`);
    receiver.answer('/push/gone-', 410);
    await subscribe(user, live.body);
    await subscribe(user, gone.body);
    const before = receiver.received.length;
    const res = await send(t, user, 'POST', '/api/push-subscriptions/test', {
      title: 'Проверка',
      body: 'Это тест',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 1, removed: 1 });
    const got = receiver.received.slice(before);
    const request = got.find((r) => live.body.endpoint.endsWith(r.path))!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('normal');
    const publicKey = (await send(t, user, 'GET', '/api/push-subscriptions/public-key')).json()
      .public_key;
    const claims = await verifyVapid(request.headers.authorization, publicKey, receiver.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(JSON.parse(decryptPush(request.body, live.keys))).toEqual({
      title: 'Проверка',
      body: 'Это тест',
      link: '/dashboard/settings',
      tag: expect.stringMatching(/^test-/),
      urgent: false,
    });
    const [listed] = await devicesOf(user);
    expect(listed!.last_success_at).not.toBeNull();
    expect(await devicesOf(user)).toHaveLength(1);
  });

  it('answers zeros without devices and 422 for a bad body', async () => {
    const user = await signUp(t);
    const res = await send(t, user, 'POST', '/api/push-subscriptions/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 0, removed: 0 });
    const bad = await send(t, user, 'POST', '/api/push-subscriptions/test', { title: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'title']);
  });
});
