import type {
  CalendarFeedIssuedJson,
  CalendarFeedJson,
} from '@crewline/shared/contracts/calendar-feed';
import { api } from '../client.ts';

/** Query key of the caller's calendar feed state (on since when, or off). */
export const calendarFeedKey = ['calendar-feed'] as const;

/** Whether the caller's calendar feed is on, and since when. */
export function fetchCalendarFeed(): Promise<CalendarFeedJson> {
  return api.get<CalendarFeedJson>('/api/calendar-feed');
}

/** Turns the feed on or gives it a new address; the answer holds the address, this once. */
export function issueCalendarFeed(): Promise<CalendarFeedIssuedJson> {
  return api.post<CalendarFeedIssuedJson>('/api/calendar-feed');
}

/** Turns the feed off: its address stops answering. */
export function turnOffCalendarFeed(): Promise<void> {
  return api.delete<void>('/api/calendar-feed');
}
