import { eq } from 'drizzle-orm';
import { isTimeZone } from '@crewline/shared/contracts/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notificationPreferences } from '../../db/notification-schema.ts';
import { mentorshipProfiles } from '../../db/mentorship-schema.ts';

/** The zone a project falls back to when its owner has none stored. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** The zone as the runtime names it ("europe/berlin" → "Europe/Berlin"); the schema checked it. */
export function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * The time zone stored on someone's account: the one of their notification preferences (the zone
 * their e-mails and digests use), else the one of their developer profile, else UTC. UTC in one
 * of them is that setting's untouched default, so it does not hide a zone the other one names
 * (the project_time_zone migration filled existing projects by the same rule).
 */
export async function accountTimeZone(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({
      preferences: notificationPreferences.quietHours,
      profile: mentorshipProfiles.timezone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const stored = [row?.preferences?.time_zone, row?.profile].find(
    (zone): zone is string =>
      typeof zone === 'string' && zone !== FALLBACK_TIME_ZONE && isTimeZone(zone),
  );
  return stored ? canonicalTimeZone(stored) : FALLBACK_TIME_ZONE;
}
