import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; data: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('delivers the reset mail to the SMTP server when SMTP_URL is set', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.user.email },
    });
    expect(res.statusCode).toBe(200);
    // The newest: the signup's verification mail came first.
    const mail = received.findLast((m) => m.to === user.user.email);
    // The body is quoted-printable: undo soft line breaks and the escaped '='.
    const text = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toMatch(/\/auth\/reset-password\/confirm\?token=[\w-]{40,}/);
    const info = await t.request({ method: 'GET', url: '/api/server-info' });
    expect(info.json().mail).toBe('smtp');
  });
});
