import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';
import { connect } from '../../test/test-socket.ts';

describe('GET /api/admin/realtime', () => {
  let dev: TestApp;
  let prod: TestApp;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    dev = await createTestApp({ NODE_ENV: 'development' });
    prod = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_EMAILS: ` ${adminEmail.toUpperCase()} , other@example.test`,
    });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('needs a signed-in caller', async () => {
    expect((await dev.request({ method: 'GET', url: '/api/admin/realtime' })).statusCode).toBe(401);
  });

  it('shows this process, its sockets, the bus and recent events on a development build', async () => {
    const user = await signUp(dev);
    const socket = await connect(dev, user.access_token);
    // The user's own presence event has gone round the bus.
    await socket.next('presence_update');
    const res = await dev.request({
      method: 'GET',
      url: '/api/admin/realtime',
      token: user.access_token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.process.sockets).toBe(1);
    expect(body.bus).toEqual({ driver: expect.any(String), live: true });
    expect(body.processes.map((p: { id: string }) => p.id)).toContain(body.process.id);
    expect(body.recent_events.some((event: { type: string }) => event.type === 'presence')).toBe(
      true,
    );
    socket.close();
  });

  it('in production, answers only the accounts listed in ADMIN_EMAILS', async () => {
    const someone = await signUp(prod);
    const refused = await prod.request({
      method: 'GET',
      url: '/api/admin/realtime',
      token: someone.access_token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only server administrators can see realtime diagnostics');
    const admin = await signUp(prod, { email: adminEmail });
    const allowed = await prod.request({
      method: 'GET',
      url: '/api/admin/realtime',
      token: admin.access_token,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
