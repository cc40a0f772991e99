/** TanStack Query keys of the caller's notifications: one list, read page by page. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
