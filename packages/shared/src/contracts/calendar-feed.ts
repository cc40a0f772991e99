import { z } from 'zod';

// The personal calendar feed (Settings → Notifications → Calendar feed; docs/API.md, Calendar
// feed): a secret address calendar apps subscribe to. Shared by the server's presenter and the
// web client.

/**
 * What GET /api/calendar-feed answers: whether the feed is on and since when. The address itself
 * is never shown again after it was issued (only its hash is kept).
 */
export const calendarFeedResponse = z.object({
  enabled: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedJson = z.infer<typeof calendarFeedResponse>;

/** What POST /api/calendar-feed answers: the feed is on, with its new address, shown this once. */
export const calendarFeedIssuedResponse = z.object({
  enabled: z.literal(true),
  created_at: z.string(),
  url: z.string(),
});
export type CalendarFeedIssuedJson = z.infer<typeof calendarFeedIssuedResponse>;

/** The feed's address under the app's origin, for a token: `{origin}/api/calendar/{token}.ics`. */
export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/api/calendar/${encodeURIComponent(token)}.ics`;
}

/** The one answer to a feed address that is wrong, revoked, replaced or never issued. */
export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * The window of the feed, in days around today: tasks due and milestones ending up to this many
 * days ago (recent work stays visible), and nothing due more than CALENDAR_FEED_DAYS_AHEAD ahead.
 */
export const CALENDAR_FEED_DAYS_BEHIND = 90;
export const CALENDAR_FEED_DAYS_AHEAD = 730;
/**
 * The most events of each kind (tasks, milestones, sessions) one feed holds, earliest first: calendar
 * apps poll feeds for hours, and a feed of thousands of events is slow for them and for us.
 */
export const CALENDAR_FEED_MAX_EVENTS_PER_KIND = 2_000;
/** How often the feed asks calendar apps to fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_FEED_REFRESH_SECONDS = 3_600;
