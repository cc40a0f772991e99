import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import { fetchMessageTasks } from './threads-api.ts';

const NONE: ReadonlyMap<string, string> = new Map();

/** Message id -> task id for the thread's messages that became tasks (the chips). */
export function useMessageTasks(threadId: string | null): ReadonlyMap<string, string> {
  const { data } = useQuery({
    queryKey: chatKeys.messageTasks(threadId ?? ''),
    queryFn: () => fetchMessageTasks(threadId ?? ''),
    enabled: Boolean(threadId),
  });
  return data ?? NONE;
}
