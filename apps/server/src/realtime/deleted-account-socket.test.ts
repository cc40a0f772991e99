import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { twoTestApps } from '../test/two-test-apps.ts';
import { signUp, TEST_PASSWORD, type SignedUpUser } from '../test/factories.ts';
import { connect, openSocket } from '../test/test-socket.ts';

// A deleted account's access token is still well signed for minutes. Its open sockets close
// with 4401 and a new one is refused with 4401, in whichever process they are.

async function deleteAccount(app: TestApp, user: SignedUpUser): Promise<void> {
  const res = await app.request({
    method: 'POST',
    url: '/api/auth/delete-account',
    token: user.access_token,
    payload: { confirm: TEST_PASSWORD, transfers: [], delete_projects: [] },
  });
  expect(res.statusCode).toBe(204);
}

/** The close code of a socket opened now with `token` (it must not get its hello). */
async function refusedWith(app: TestApp, token: string): Promise<number> {
  const socket = await openSocket(app, token);
  return socket.closed;
}

describe('the socket of a deleted account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes with 4401, and a new one is refused with 4401', async () => {
    const user = await signUp(t);
    const socket = await connect(t, user.access_token);
    await deleteAccount(t, user);
    expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
    expect(await refusedWith(t, user.access_token)).toBe(CLOSE_CODES.unauthorized);
  });
});

describe.skipIf(!inject('databaseUrl'))(
  'the socket of an account deleted on another process',
  () => {
    const apps = twoTestApps();

    it('closes on B with 4401 when the account is deleted through A, and B refuses a new one', async () => {
      const user = await signUp(apps.a);
      const socket = await connect(apps.b, user.access_token);
      await deleteAccount(apps.a, user);
      expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
      expect(await refusedWith(apps.b, user.access_token)).toBe(CLOSE_CODES.unauthorized);
    });
  },
);
