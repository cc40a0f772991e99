import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationDigests } from '../../db/notification-schema.ts';
import { openDatabase } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import type { Mailer } from '../../services/mail.ts';
import { runNotificationDigests } from './notification-digest-job.ts';
import { bootTestApp } from '../../test/scheduled-test-helpers.ts';
import {
  insertNotification,
  mailDeps,
  mailsTo,
  savePreferences,
  setLanguage,
} from '../../test/notification-mail-test-helpers.ts';

// The digest job driven by hand at chosen instants of the app's clock. 2031-03-03 is a Monday.
// Each test signs up its own people; runs see everyone, so tests only look at their own.

const databaseUrl = inject('databaseUrl');
const at = (iso: string) => new Date(iso);
const MONDAY_9 = at('2031-03-03T09:00:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One run at `when` (the app's clock is moved there). */
async function runAt(when: Date, app: TestApp = t) {
  app.clock.set(when);
  return runNotificationDigests(mailDeps(app), app.clock.now);
}

/** A new account, signed up at Monday 09:00. */
async function person(): Promise<SignedUpUser> {
  t.clock.set(MONDAY_9);
  return signUp(t);
}

const note = (user: SignedUpUser, title: string, createdAt: string, read = false) =>
  insertNotification(t, user.user.id, { title, createdAt: at(createdAt), read });

async function claims(user: SignedUpUser) {
  return t.database.db
    .select()
    .from(notificationDigests)
    .where(eq(notificationDigests.userId, user.user.id));
}

describe('notification digests', () => {
  it('mails yesterday’s unread notifications once, after 08:00 in the person’s zone', async () => {
    const user = await person();
    await note(user, 'Sunday morning', '2031-03-02T10:00:00Z');
    await note(user, 'Sunday night', '2031-03-02T23:30:00Z');
    await note(user, 'Sunday, read', '2031-03-02T11:00:00Z', true);
    await note(user, 'Monday early', '2031-03-03T07:00:00Z');
    await note(user, 'Saturday', '2031-03-01T12:00:00Z');
    await runAt(at('2031-03-03T07:59:00Z'));
    expect(await mailsTo(t, user.user.email)).toHaveLength(0);
    await runAt(MONDAY_9);
    await runAt(at('2031-03-03T15:00:00Z'));
    const mails = await mailsTo(t, user.user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your daily Crewline summary: 2 unread notifications');
    expect(mail!.text.indexOf('Sunday night')).toBeLessThan(mail!.text.indexOf('Sunday morning'));
    expect(mail!.text).not.toMatch(/Sunday, read|Monday early|Saturday/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
    expect(await claims(user)).toMatchObject([
      { period: 'daily', periodStart: '2031-03-03', notificationCount: 2 },
    ]);
  });

  it('sends once when runs race in one process', async () => {
    const user = await person();
    await note(user, 'Race', '2031-03-02T10:00:00Z');
    t.clock.set(MONDAY_9);
    const deps = mailDeps(t);
    await Promise.all([
      runNotificationDigests(deps, t.clock.now),
      runNotificationDigests(deps, t.clock.now),
      runNotificationDigests(deps, t.clock.now),
    ]);
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
    expect(await claims(user)).toHaveLength(1);
  });

  it.skipIf(!databaseUrl)('sends once when two processes race (PostgreSQL)', async () => {
    const user = await person();
    await note(user, 'Two processes', '2031-03-02T10:00:00Z');
    const other = await bootTestApp(
      await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 }),
      t.clock,
      { jobs: false },
    );
    try {
      t.clock.set(MONDAY_9);
      await Promise.all([
        runNotificationDigests(mailDeps(t), t.clock.now),
        runNotificationDigests(mailDeps(other), t.clock.now),
      ]);
    } finally {
      await other.close();
    }
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
    expect(await claims(user)).toHaveLength(1);
  });

  it('sends a weekly digest on Monday for the week before, and no daily one', async () => {
    const weekly = await person();
    await savePreferences(t, weekly, { email: { digest: 'weekly' } });
    const daily = await person();
    for (const user of [weekly, daily]) {
      await note(user, 'Last Wednesday', '2031-02-26T12:00:00Z');
      await note(user, 'Monday noon', '2031-03-03T12:00:00Z');
    }
    await runAt(MONDAY_9);
    await runAt(at('2031-03-04T09:00:00Z'));
    await runAt(at('2031-03-07T09:00:00Z'));
    const weeklyMails = await mailsTo(t, weekly.user.email);
    expect(weeklyMails.map((mail) => mail.subject)).toEqual([
      'Your weekly Crewline summary: 1 unread notification',
    ]);
    expect(weeklyMails[0]!.text).toContain('Last Wednesday');
    expect(weeklyMails[0]!.text).toContain('from last week');
    // The daily reader: nothing on Monday (Sunday was empty: recorded, no mail), Monday's on Tuesday.
    const dailyMails = await mailsTo(t, daily.user.email);
    expect(dailyMails.map((mail) => mail.subject)).toEqual([
      'Your daily Crewline summary: 1 unread notification',
    ]);
    expect(dailyMails[0]!.text).toContain('Monday noon');
    const mondayClaim = await t.database.db
      .select()
      .from(notificationDigests)
      .where(
        and(
          eq(notificationDigests.userId, daily.user.id),
          eq(notificationDigests.periodStart, '2031-03-03'),
        ),
      );
    expect(mondayClaim).toMatchObject([{ notificationCount: 0 }]);
  });

  it('sends nothing when the digest is off', async () => {
    const user = await person();
    await savePreferences(t, user, { email: { digest: 'off' } });
    await note(user, 'Unread', '2031-03-02T10:00:00Z');
    await runAt(MONDAY_9);
    expect(await mailsTo(t, user.user.email)).toHaveLength(0);
    expect(await claims(user)).toHaveLength(0);
  });

  it('uses the quiet-hours time zone for the day and the hour, and waits out quiet hours', async () => {
    const newYork = await person();
    await savePreferences(t, newYork, {
      quiet_hours: { enabled: false, time_zone: 'America/New_York' },
    });
    // Sunday 23:30 in New York is Monday 04:30 UTC: yesterday there, today in UTC.
    await note(newYork, 'Late Sunday in New York', '2031-03-03T04:30:00Z');
    const quiet = await person();
    await savePreferences(t, quiet, {
      quiet_hours: { enabled: true, start: '08:30', end: '10:00', time_zone: 'UTC' },
    });
    await note(quiet, 'For after the quiet', '2031-03-02T10:00:00Z');
    await runAt(MONDAY_9); // 04:00 in New York; quiet hours in UTC
    expect(await mailsTo(t, newYork.user.email)).toHaveLength(0);
    expect(await mailsTo(t, quiet.user.email)).toHaveLength(0);
    await runAt(at('2031-03-03T13:30:00Z')); // 08:30 in New York
    const [mail] = await mailsTo(t, newYork.user.email);
    expect(mail?.text).toContain('Late Sunday in New York');
    expect(await mailsTo(t, quiet.user.email)).toHaveLength(1);
  });

  it('lists the 20 newest and says how many more, in the reader’s language', async () => {
    const user = await person();
    await setLanguage(t, user, 'ar');
    for (let i = 0; i < 25; i += 1) {
      await note(
        user,
        `Item ${String(i).padStart(2, '0')}`,
        `2031-03-02T10:${String(i).padStart(2, '0')}:00Z`,
      );
    }
    await runAt(MONDAY_9);
    const [mail] = await mailsTo(t, user.user.email);
    expect(mail!.subject).toBe('ملخصك اليومي من Crewline: 25 إشعارًا غير مقروء');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain('Item 24');
    expect(mail!.text).toContain('Item 05');
    expect(mail!.text).not.toContain('Item 04');
    expect(mail!.text).toContain('وغيرها: 5');
  });

  it('gives the period back when the mail fails, and sends it on a later run', async () => {
    const user = await person();
    await note(user, 'Retry me', '2031-03-02T10:00:00Z');
    const broken: Mailer = {
      transport: 'smtp',
      send: (mail) =>
        mail.to === user.user.email ? Promise.reject(new Error('SMTP down')) : Promise.resolve(),
    };
    t.clock.set(MONDAY_9);
    const failed = await runNotificationDigests({ ...mailDeps(t), mailer: broken }, t.clock.now);
    expect(failed.failed).toBe(1);
    expect(await claims(user)).toHaveLength(0);
    await runAt(at('2031-03-03T09:05:00Z'));
    expect(await mailsTo(t, user.user.email)).toHaveLength(1);
  });
});
