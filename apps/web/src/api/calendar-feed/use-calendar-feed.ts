import { useQuery } from '@tanstack/react-query';
import { calendarFeedKey, fetchCalendarFeed } from './calendar-feed-api.ts';

/** The caller's calendar feed state (Settings → Notifications → Calendar feed). */
export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });
}
