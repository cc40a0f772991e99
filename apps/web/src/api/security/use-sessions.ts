import { useQuery } from '@tanstack/react-query';
import { fetchSessions } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** The account's signed-in browsers. */
export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: fetchSessions });
}
