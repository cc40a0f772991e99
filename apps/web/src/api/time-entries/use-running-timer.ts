import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../app/auth/use-auth.ts';
import { timeEntryKeys } from './query-keys.ts';
import { fetchRunningTimer } from './time-entries-api.ts';
import { useTimeEntriesLive } from './use-time-entries-live.ts';

/**
 * The signed-in person's running timer, or null. It is the server's (an entry without an end),
 * so it survives reloads and shows on every device.
 */
export function useRunningTimer() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  useTimeEntriesLive();
  return useQuery({
    queryKey: timeEntryKeys.running(userId),
    queryFn: fetchRunningTimer,
    enabled: userId !== '',
  });
}
