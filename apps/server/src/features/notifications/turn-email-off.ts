import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@crewline/shared/contracts/notifications';
import { users } from '../../db/schema.ts';
import { notificationPreferences } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import type { EmailSwitch } from '../../mail/email-switch.ts';

/**
 * One-click unsubscribe: turns one e-mail switch off (the digest to 'off') and leaves every
 * other preference as it is, in one statement (a PUT racing it keeps its own fields). No row
 * yet: the defaults with that switch off. Returns the person's e-mail, or null when the
 * account no longer exists.
 */
export async function turnEmailOff(
  db: Db,
  options: { userId: string; kind: EmailSwitch; now: Date },
): Promise<{ email: string; language: string } | null> {
  const { userId, kind, now } = options;
  const [person] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return null;
  const change = { [kind]: kind === 'digest' ? 'off' : false };
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES;
  await db
    .insert(notificationPreferences)
    .values({
      userId,
      email: { ...defaults.email, ...change },
      push: defaults.push,
      quietHours: defaults.quiet_hours,
      mutedProjectIds: [],
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        email: sql`${notificationPreferences.email} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: now,
      },
    });
  return person;
}
