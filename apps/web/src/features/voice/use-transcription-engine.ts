import { useQuery } from '@tanstack/react-query';
import { fetchTranscriptionEngine } from '../../api/transcribe.ts';

/**
 * The server's speech engine from /api/server-info ('none' without one; null while unknown).
 * Read once per session: the engine changes only with a server restart.
 */
export function useTranscriptionEngine(): string | null {
  const query = useQuery({
    queryKey: ['server-info', 'transcription-engine'],
    queryFn: fetchTranscriptionEngine,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}
