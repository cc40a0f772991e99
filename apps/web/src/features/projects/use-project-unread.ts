import { useUnreadTotals } from '../../api/chat/use-unread-totals.ts';

/** Unread chat messages of one project, for the card badge (kept current by the socket). */
export function useProjectUnread(projectId: string): number {
  const { data } = useUnreadTotals();
  return data?.projects.find((entry) => entry.project_id === projectId)?.unread_count ?? 0;
}
