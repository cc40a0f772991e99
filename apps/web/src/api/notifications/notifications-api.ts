import { api } from '../client.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './notification-limits.ts';
import type { NotificationPage } from './types.ts';

const itemPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

/** One page of the caller's notifications, newest first, older than `before` when given. */
export function fetchNotifications(before?: string): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return api.get<NotificationPage>(`/api/notifications?${query.toString()}`);
}

/** Marks one notification read. */
export async function markNotificationRead(id: string): Promise<void> {
  await api.patch(itemPath(id), { read: true });
}

/** Marks every notification of the caller read. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.post('/api/notifications/mark-all-read');
}

/** Marks the given notifications read. */
export async function markNotificationsRead(ids: string[]): Promise<void> {
  await api.post('/api/notifications/mark-bulk-read', { notification_ids: ids });
}

/** Deletes one notification (a pending invitation it announced stays pending). */
export async function deleteNotification(id: string): Promise<void> {
  await api.delete(itemPath(id));
}

/** Deletes the given notifications. */
export async function deleteNotifications(ids: string[]): Promise<void> {
  await api.delete('/api/notifications/delete-bulk', { body: { notification_ids: ids } });
}

/** Deletes every notification of the caller. */
export async function deleteAllNotifications(): Promise<void> {
  await api.delete('/api/notifications/delete-all');
}
