import { useQuery } from '@tanstack/react-query';
import { fetchMessage } from './messages-api.ts';
import { chatKeys } from './query-keys.ts';

/** One message by id (a `?message=` link whose thread is not named); null id: idle. */
export function useMessageLookup(messageId: string | null) {
  return useQuery({
    queryKey: chatKeys.messageLookup(messageId ?? ''),
    queryFn: () => fetchMessage(messageId ?? ''),
    enabled: Boolean(messageId),
    staleTime: Infinity,
  });
}
