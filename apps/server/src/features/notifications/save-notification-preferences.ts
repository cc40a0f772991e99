import { and, eq, inArray } from 'drizzle-orm';
import {
  MUTED_PROJECT_NOT_MEMBER,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import { projectMembers } from '../../db/schema.ts';
import { notificationPreferences } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';

/**
 * PUT /api/notification-preferences: replaces the caller's preferences. Muted projects must be
 * projects the caller belongs to (422 naming each other one); duplicates are dropped.
 */
export async function saveNotificationPreferences(
  db: Db,
  options: { userId: string; preferences: NotificationPreferencesJson; now: Date },
): Promise<NotificationPreferencesJson> {
  const { userId, preferences, now } = options;
  const muted = [...new Set(preferences.muted_project_ids)];
  if (muted.length > 0) {
    const rows = await db
      .select({ projectId: projectMembers.projectId })
      .from(projectMembers)
      .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, muted)));
    const mine = new Set(rows.map((row) => row.projectId));
    const detail = preferences.muted_project_ids.flatMap((id, index) =>
      mine.has(id)
        ? []
        : [{ loc: ['body', 'muted_project_ids', index], msg: MUTED_PROJECT_NOT_MEMBER }],
    );
    if (detail.length > 0) throw new ValidationError(MUTED_PROJECT_NOT_MEMBER, detail);
  }
  const values = {
    email: preferences.email,
    push: preferences.push,
    quietHours: preferences.quiet_hours,
    mutedProjectIds: muted,
    updatedAt: now,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
  return { ...preferences, muted_project_ids: muted };
}
