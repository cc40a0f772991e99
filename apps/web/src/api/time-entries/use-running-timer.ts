import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../app/auth/use-auth.ts';
import { timeEntryKeys } from './query-keys.ts';
import { fetchRunningTimer } from './time-entries-api.ts';

/**
 * The signed-in person's running timer, or null. It is the server's (an entry without an end),
 * so it survives reloads and shows on every device; a start or stop elsewhere arrives as a
 * `time_entries_changed` frame (api/realtime).
 */
export function useRunningTimer() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: timeEntryKeys.running(userId),
    queryFn: fetchRunningTimer,
    enabled: userId !== '',
  });
}
