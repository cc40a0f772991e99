import { useQuery } from '@tanstack/react-query';
import { fetchRealtimeDiagnostics } from './realtime-admin-api.ts';

/** The server's realtime diagnostics; read when asked (the page's Refresh), never polled. */
export function useRealtimeDiagnostics() {
  return useQuery({
    queryKey: ['admin', 'realtime'],
    queryFn: fetchRealtimeDiagnostics,
    staleTime: Infinity,
  });
}
