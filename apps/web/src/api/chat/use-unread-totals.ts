import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './query-keys.ts';
import { fetchUnreadTotals } from './threads-api.ts';

/** The caller's unread totals (badges); socket frames and read marks keep them current. */
export function useUnreadTotals(enabled = true) {
  return useQuery({ queryKey: chatKeys.unread(), queryFn: fetchUnreadTotals, enabled });
}
