import { and, asc, eq, notLike } from 'drizzle-orm';
import type { NotificationPreferencesJson } from '@crewline/shared/contracts/notifications';
import { outbox, users } from '../db/schema.ts';
import { notifications } from '../db/notification-schema.ts';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';
import { send } from './notification-test-helpers.ts';
import type { NotificationEmailDeps } from '../features/notifications/notification-email-job.ts';
import type { DigestDeps } from '../features/notifications/notification-digest-job.ts';

/** The mail jobs' dependencies as the app built them (its mailer, origin and signing key). */
export function mailDeps(t: TestApp): NotificationEmailDeps & DigestDeps {
  const { ctx } = t.app;
  return {
    db: ctx.db,
    mailer: ctx.mailer,
    links: { appOrigin: ctx.env.appOrigin, signingKey: ctx.signingKey },
    delayS: ctx.env.notifyEmailDelayS,
  };
}

/**
 * Notification mails captured for one address, oldest first (other test files may share the
 * outbox). The verification mail every signup sends is not one of them.
 */
export async function mailsTo(t: TestApp, email: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), notLike(outbox.text, '%/auth/verify-email?token=%')))
    .orderBy(asc(outbox.createdAt));
}

/** A notification's e-mail state as stored. */
export async function emailState(t: TestApp, id: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ state: notifications.emailState })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.state;
}

/** Sets the interface language notification mail is written in. */
export async function setLanguage(t: TestApp, user: SignedUpUser, language: string): Promise<void> {
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.user.id));
}

/** Saves the user's preferences: the defaults with `email` / `quiet_hours` fields replaced. */
export async function savePreferences(
  t: TestApp,
  user: SignedUpUser,
  change: {
    email?: Partial<NotificationPreferencesJson['email']>;
    quiet_hours?: Partial<NotificationPreferencesJson['quiet_hours']>;
  },
): Promise<void> {
  const current = (await send(t, user, 'GET', '/api/notification-preferences')).json();
  const res = await send(t, user, 'PUT', '/api/notification-preferences', {
    ...current,
    email: { ...current.email, ...change.email },
    quiet_hours: { ...current.quiet_hours, ...change.quiet_hours },
  });
  if (res.statusCode !== 200) throw new Error(`preferences: ${res.statusCode} ${res.body}`);
}

/** Writes a notification directly (a chosen creation time), as the server's events would. */
export async function insertNotification(
  t: TestApp,
  userId: string,
  values: { title: string; createdAt: Date; read?: boolean; type?: 'mention' | 'system' },
): Promise<string> {
  const [row] = await t.database.db
    .insert(notifications)
    .values({
      userId,
      notificationType: values.type ?? 'mention',
      title: values.title,
      message: `About ${values.title}`,
      link: '/dashboard/inbox',
      read: values.read ?? false,
      createdAt: values.createdAt,
      updatedAt: values.createdAt,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
