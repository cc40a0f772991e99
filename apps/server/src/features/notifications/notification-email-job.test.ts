import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/notification-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, signIn } from '../../test/project-factories.ts';
import { postComment } from '../../test/comment-test-helpers.ts';
import { post, send } from '../../test/notification-test-helpers.ts';
import type { Mailer } from '../../services/mail.ts';
import { releaseExpiredEmailClaims } from './claim-notification-emails.ts';
import { runNotificationEmails } from './notification-email-job.ts';
import { runNotificationJobs } from './notification-jobs.ts';
import {
  emailState,
  insertNotification,
  mailDeps,
  mailsTo,
  savePreferences,
  setLanguage,
} from '../../test/notification-mail-test-helpers.ts';

// The sender is driven by hand on an app whose periodic jobs are off, with its movable clock.
// Notifications are made through POST /api/notifications (to oneself) at the app's clock.

const SECOND = 1_000;
const DELAY_MS = 120 * SECOND;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs the sender until nothing due is left. On a shared PostgreSQL other files' notifications
 * are due too (a fan-out test makes a thousand), and one run stops after ROWS_PER_RUN rows.
 */
async function run(held?: Map<string, number>) {
  const total = { sent: 0, skipped: 0, held: 0, failed: 0, more: false };
  for (;;) {
    const one = await runNotificationEmails(mailDeps(t), t.clock.now, held ? { held } : {});
    total.sent += one.sent;
    total.skipped += one.skipped;
    total.held += one.held;
    total.failed += one.failed;
    if (!one.more) return total;
  }
}

/** A notification for `user` of `type`, made now; its id. */
async function notify(
  user: SignedUpUser,
  type = 'mention',
  body: Record<string, unknown> = {},
): Promise<string> {
  const res = await post(t, user, {
    user_id: user.user.id,
    notification_type: type,
    title: `Title ${randomUUID()}`,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`notify: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** "HH:MM" of the app's clock in UTC, shifted by `minutes`. */
function utcTime(minutes: number): string {
  const at = new Date(t.clock.now().getTime() + minutes * 60 * SECOND);
  return at.toISOString().slice(11, 16);
}

describe('notification e-mails', () => {
  it('waits NOTIFY_EMAIL_DELAY_S (120 s by default), then sends once and marks it sent', async () => {
    expect(t.app.ctx.env.notifyEmailDelayS).toBe(120);
    const user = await signUp(t);
    const id = await notify(user, 'mention', { title: 'Ann mentioned you' });
    await run();
    t.clock.advance(DELAY_MS - 5 * SECOND);
    await run();
    expect(await emailState(t, id)).toBe('pending');
    expect(await mailsTo(t, user.user.email)).toHaveLength(0);
    t.clock.advance(6 * SECOND);
    await run();
    expect(await emailState(t, id)).toBe('sent');
    const mails = await mailsTo(t, user.user.email);
    expect(mails).toHaveLength(1);
    // Made through the API without an event's facts: its own title is the subject.
    expect(mails[0]!.subject).toBe('Ann mentioned you');
    await run();
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
  });

  it('skips a notification read in the app meanwhile', async () => {
    const user = await signUp(t);
    const id = await notify(user);
    const read = await send(t, user, 'PATCH', `/api/notifications/${id}`, { read: true });
    expect(read.statusCode).toBe(200);
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    expect(await emailState(t, id)).toBe('skipped');
    expect(await mailsTo(t, user.user.email)).toHaveLength(0);
  });

  it('follows the e-mail switches: off or unmapped types are skipped', async () => {
    const user = await signUp(t);
    await savePreferences(t, user, { email: { mentions: false } });
    const mention = await notify(user, 'mention');
    const urgent = await notify(user, 'urgent');
    const comment = await notify(user, 'comment');
    const update = await notify(user, 'update'); // updates are off by default
    const system = await notify(user, 'system'); // never e-mailed alone
    const assigned = await notify(user, 'task_assigned'); // under "deadlines", on
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    expect(await emailState(t, mention)).toBe('skipped');
    expect(await emailState(t, urgent)).toBe('skipped');
    expect(await emailState(t, update)).toBe('skipped');
    expect(await emailState(t, system)).toBe('skipped');
    expect(await emailState(t, comment)).toBe('sent');
    expect(await emailState(t, assigned)).toBe('sent');
    expect(await mailsTo(t, user.user.email)).toHaveLength(2);
  });

  it('writes the mail in the reader’s language, escaped, with the unsubscribe headers', async () => {
    const mailOf = async (language: string) => {
      const user = await signUp(t, { name: `Ann <b>${randomUUID().slice(0, 4)}` });
      await setLanguage(t, user, language);
      await notify(user, 'mention', {
        title: 'Bob <script>x</script> mentioned you',
        message: 'Tom & Jerry',
        link: '/dashboard/inbox?message=abc',
        metadata: { sender_name: 'Bob <script>x</script>', full_message: 'Tom & Jerry' },
      });
      t.clock.advance(DELAY_MS + SECOND);
      await run();
      // Through the development outbox, as a person trying the app sees it.
      const outbox = (await t.request({ method: 'GET', url: '/api/dev/outbox' })).json() as {
        to: string;
        subject: string;
        text: string;
        html: string;
        headers: Record<string, string>;
      }[];
      const mail = outbox.find((m) => m.to === user.user.email);
      if (!mail) throw new Error(`no mail in ${language}`);
      return mail;
    };
    const en = await mailOf('en');
    expect(en.subject).toBe('Bob <script>x</script> mentioned you');
    expect(en.html).toContain('<html lang="en" dir="ltr">');
    expect(en.html).toContain('Bob &lt;script&gt;x&lt;/script&gt; mentioned you');
    expect(en.html).not.toContain('<script>');
    expect(en.html).toContain('Tom &amp; Jerry');
    expect(en.text).toContain(
      'Open in Crewline: http://localhost:3000/dashboard/inbox?message=abc',
    );
    expect(en.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    expect(en.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const ar = await mailOf('ar');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.text).toContain('مرحبًا');
    expect(ar.subject).toBe('أشار إليك Bob <script>x</script>');
    expect(ar.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const ru = await mailOf('ru');
    expect(ru.html).toContain('<html lang="ru" dir="ltr">');
    expect(ru.text).toContain('Здравствуйте');
    expect(ru.subject).toBe('Bob <script>x</script> упоминает вас');
    expect(ru.text).not.toContain('mentioned');
  });

  it('unsubscribes through the mail’s link without signing in', async () => {
    const user = await signUp(t);
    await notify(user, 'comment');
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    const [mail] = await mailsTo(t, user.user.email);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe'] ?? '')![1]!);
    const res = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const preferences = (await send(t, user, 'GET', '/api/notification-preferences')).json();
    expect(preferences.email).toEqual({
      mentions: true,
      deadlines: true,
      comments: false,
      updates: false,
      digest: 'daily',
    });
    const next = await notify(user, 'comment');
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    expect(await emailState(t, next)).toBe('skipped');
  });

  it('leaves a pending mail older than 24 h to the digest', async () => {
    const user = await signUp(t);
    const id = await insertNotification(t, user.user.id, {
      title: 'Old news',
      createdAt: new Date(t.clock.now().getTime() - 25 * 60 * 60 * SECOND),
    });
    await run();
    expect(await emailState(t, id)).toBe('skipped');
    expect(await mailsTo(t, user.user.email)).toHaveLength(0);
  });

  it('keeps a notification whose send failed, and sends it once on the next run', async () => {
    const user = await signUp(t);
    const id = await notify(user);
    t.clock.advance(DELAY_MS + SECOND);
    let attempts = 0;
    const broken: Mailer = {
      transport: 'smtp',
      send() {
        attempts += 1;
        return Promise.reject(new Error('SMTP down'));
      },
    };
    const failed = await runNotificationEmails({ ...mailDeps(t), mailer: broken }, t.clock.now);
    expect(failed.failed).toBe(1);
    expect(attempts).toBe(1);
    expect(await emailState(t, id)).toBe('pending');
    await run();
    expect(await emailState(t, id)).toBe('sent');
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
  });

  it('sends once when two runs race (the claim gives each row to one)', async () => {
    const user = await signUp(t);
    const ids = await Promise.all([notify(user), notify(user), notify(user, 'comment')]);
    t.clock.advance(DELAY_MS + SECOND);
    await Promise.all([run(), run(), run()]);
    for (const id of ids) expect(await emailState(t, id)).toBe('sent');
    expect(await mailsTo(t, user.user.email)).toHaveLength(3);
  });

  it('gives back a claim its process never finished (at least once), not a fresh one', async () => {
    const user = await signUp(t);
    const [stale, fresh] = await Promise.all([notify(user), notify(user)]);
    const at = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();
    await t.database.db
      .update(notifications)
      .set({ emailState: `sending:${at(11 * 60 * SECOND)}` })
      .where(eq(notifications.id, stale));
    await t.database.db
      .update(notifications)
      .set({ emailState: `sending:${at(SECOND)}` })
      .where(eq(notifications.id, fresh));
    expect(await releaseExpiredEmailClaims(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await emailState(t, stale)).toBe('pending');
    expect(await emailState(t, fresh)).toMatch(/^sending:/);
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    expect(await emailState(t, stale)).toBe('sent');
  });

  it('holds mail back during quiet hours without re-reading it, and sends it when they end', async () => {
    let user = await signUp(t);
    await savePreferences(t, user, {
      quiet_hours: { enabled: true, start: utcTime(-60), end: utcTime(60), time_zone: 'UTC' },
    });
    const id = await notify(user);
    t.clock.advance(DELAY_MS + SECOND);
    const held = new Map<string, number>();
    const first = await run(held);
    expect(first.held).toBeGreaterThanOrEqual(1);
    expect(held.has(user.user.id)).toBe(true);
    expect(await emailState(t, id)).toBe('pending');
    // Held people are left out of the claim until their re-check time: no spinning on them.
    const second = await run(held);
    expect(second.held).toBe(0);
    expect(await emailState(t, id)).toBe('pending');
    t.clock.advance(61 * 60 * SECOND);
    await run(held);
    expect(await emailState(t, id)).toBe('sent');
    user = await signIn(t, user);
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
  });
});

describe('a real event’s e-mail', () => {
  it('is wholly in the reader’s language: a mention to a Russian reader', async () => {
    const alice = await signUp(t, { name: 'Alice Anders' });
    const reader = await signUp(t, { name: 'Вера' });
    await setLanguage(t, reader, 'ru');
    const project = await createProject(t, alice, { name: 'Apollo' });
    await addMember(t, alice, project.id, reader);
    await postComment(
      t,
      alice,
      { project: project.id },
      {
        text: 'Посмотри, пожалуйста',
        mentions: [reader.user.id],
      },
    );
    await runNotificationJobs(t.database.db);
    t.clock.advance(DELAY_MS + SECOND);
    await run();
    const [mail] = await mailsTo(t, reader.user.email);
    expect(mail!.subject).toBe('Alice Anders упоминает вас');
    expect(mail!.text).toContain('Alice Anders упоминает вас\nПосмотри, пожалуйста');
    // No English left from the stored title, the type or the greeting (links aside).
    const words = `${mail!.subject}\n${mail!.text}`.replace(/https?:\/\/\S+/g, '');
    expect(words).not.toMatch(/mention|you\b|Hi\b|Open in/i);
  });
});
