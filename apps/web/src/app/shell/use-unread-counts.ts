/**
 * Unread counts for the shell's badges. Chat and notifications arrive with later issues; until
 * their hooks replace this one, nothing is unread.
 */
export function useUnreadCounts(): { inbox: number; notifications: number; projectChat: number } {
  return { inbox: 0, notifications: 0, projectChat: 0 };
}
