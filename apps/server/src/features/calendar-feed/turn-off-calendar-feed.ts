import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/roadmaps-schema.ts';

/** Turns a person's calendar feed off: its row goes, so its address finds nothing. */
export async function turnOffCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
