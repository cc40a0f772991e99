import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { AuthContext } from '../../app/auth/auth-context.ts';
import { timeEntryKeys } from './query-keys.ts';
import { fetchRunningTimer } from './time-entries-api.ts';

/**
 * The signed-in person's running timer, or null. It is the server's (an entry without an end),
 * so it survives reloads and shows on every device; a start or stop elsewhere arrives as a
 * `time_entries_changed` frame (api/realtime). Read without a session (a board rendered on its
 * own), nobody is signed in, so no timer runs and nothing is asked.
 */
export function useRunningTimer() {
  const userId = useContext(AuthContext)?.user?.id ?? '';
  return useQuery({
    queryKey: timeEntryKeys.running(userId),
    queryFn: fetchRunningTimer,
    enabled: userId !== '',
  });
}
