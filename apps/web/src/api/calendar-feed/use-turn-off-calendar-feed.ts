import type { CalendarFeedJson } from '@crewline/shared/contracts/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedKey, turnOffCalendarFeed } from './calendar-feed-api.ts';

/** Turns the calendar feed off. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedJson>(calendarFeedKey, {
        enabled: false,
        created_at: null,
      });
    },
  });
}
