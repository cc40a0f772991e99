import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { post, send } from '../../test/notification-test-helpers.ts';
import { runNotificationEmails } from './notification-email-job.ts';
import { emailState, mailDeps, setLanguage } from '../../test/notification-mail-test-helpers.ts';

// A notification e-mail through a real SMTP server (smtp-server on a loopback port): the raw
// message as received carries the RFC 8058 headers and the Arabic, right-to-left HTML part.

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
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    APP_ORIGIN: 'https://crew.example',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The decoded body of the raw message's part of `type` (base64 or quoted-printable). */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) throw new Error(`no ${type} part`);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd);
  const body = raw.slice(headerEnd + 4, raw.indexOf('\r\n--', headerEnd));
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  }
  return body;
}

/** A header of the raw message, its folded lines joined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}

describe('notification e-mail over SMTP', () => {
  it('delivers the Arabic mail with List-Unsubscribe headers and a right-to-left HTML part', async () => {
    const user = await signUp(t);
    await setLanguage(t, user, 'ar');
    const res = await post(t, user, {
      user_id: user.user.id,
      notification_type: 'mention',
      title: 'Ann mentioned you',
      message: 'صباح الخير & <hello>',
      link: '/dashboard/inbox?message=abc',
    });
    expect(res.statusCode).toBe(201);
    t.clock.advance(121_000);
    const run = await runNotificationEmails(mailDeps(t), t.clock.now);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(await emailState(t, res.json().id)).toBe('sent');
    // The newest: the signup's verification mail came first.
    const mail = received.findLast((m) => m.to === user.user.email);
    if (!mail) throw new Error('nothing received');
    const raw = mail.data;
    expect(header(raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/crew\.example\/api\/notifications\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const html = part(raw, 'text/html');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('مرحبًا');
    expect(html).toContain('صباح الخير &amp; &lt;hello&gt;');
    expect(html).toContain('href="https://crew.example/dashboard/inbox?message=abc"');
    expect(part(raw, 'text/plain')).toContain(
      'افتح في Crewline: https://crew.example/dashboard/inbox?message=abc',
    );

    // The header's link works as a one-click POST, with no sign-in.
    const url = new URL(/^<(.+)>$/.exec(header(raw, 'List-Unsubscribe')!)![1]!);
    const unsubscribe = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);
    const preferences = (await send(t, user, 'GET', '/api/notification-preferences')).json();
    expect(preferences.email.mentions).toBe(false);
  });
});
