// The notification contract the server is being built to (doc 3 §3, §7). It moves to
// packages/shared/contracts/notifications.ts with the server; until then it is written here once.

/** Every kind of notification (doc 3 §3). */
export const NOTIFICATION_TYPES = [
  'mention',
  'comment',
  'deadline',
  'project_invitation',
  'task_assigned',
  'urgent',
  'update',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification may carry besides its text; every field is optional. */
export type NotificationMetadata = {
  sender_name?: string;
  full_message?: string;
  inviterName?: string;
  invitation_id?: string;
  projectId?: string;
  projectName?: string;
  role?: string;
  dueDate?: string;
  urgent?: boolean;
  /** How many events of one kind were grouped into this notification. */
  count?: number;
  [key: string]: unknown;
};

/** A notification as the server presents it to its recipient. */
export type AppNotification = {
  id: string;
  user_id: string;
  title: string;
  message: string;
  notification_type: NotificationType;
  read: boolean;
  created_at: string;
  createdAt: string;
  link: string | null;
  metadata: NotificationMetadata | null;
};

/** One page of `GET /api/notifications`: newest first, and the caller's unread total. */
export type NotificationPage = { notifications: AppNotification[]; unread_count: number };

/** The socket frames that change the caller's notifications (room `user:{id}`). */
export type NotificationFrame =
  | { type: 'notification_created'; notification: AppNotification }
  | { type: 'notification_updated'; notification: AppNotification }
  | { type: 'notification_deleted'; notification_ids: string[] }
  | { type: 'all_notifications_read' };
