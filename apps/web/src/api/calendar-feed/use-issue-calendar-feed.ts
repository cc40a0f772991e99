import type { CalendarFeedJson } from '@crewline/shared/contracts/calendar-feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedKey, issueCalendarFeed } from './calendar-feed-api.ts';

/**
 * Turns the calendar feed on, or regenerates its address. The address is the mutation's data
 * only: it is never cached, since the server shows it just this once.
 */
export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCalendarFeed,
    onSuccess: (issued) => {
      queryClient.setQueryData<CalendarFeedJson>(calendarFeedKey, {
        enabled: true,
        created_at: issued.created_at,
      });
    },
  });
}
