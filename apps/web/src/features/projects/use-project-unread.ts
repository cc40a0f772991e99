/**
 * Unread chat messages of one project, for the card badge. Chat arrives with a later issue; its
 * hook replaces this one, and until then nothing is unread.
 */
export function useProjectUnread(projectId: string): number {
  void projectId;
  return 0;
}
