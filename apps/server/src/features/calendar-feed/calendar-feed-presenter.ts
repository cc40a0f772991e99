import {
  calendarFeedUrl,
  type CalendarFeedIssuedJson,
  type CalendarFeedJson,
} from '@crewline/shared/contracts/calendar-feed';

/** The settings view of a feed: on since when, or off. Never the address (only its hash is kept). */
export function presentCalendarFeed(row: { createdAt: Date } | null): CalendarFeedJson {
  return row
    ? { enabled: true, created_at: row.createdAt.toISOString() }
    : { enabled: false, created_at: null };
}

/** A feed just issued, with its full address under the app's public origin. */
export function presentIssuedCalendarFeed(
  issued: { token: string; createdAt: Date },
  appOrigin: string,
): CalendarFeedIssuedJson {
  return {
    enabled: true,
    created_at: issued.createdAt.toISOString(),
    url: calendarFeedUrl(appOrigin, issued.token),
  };
}
