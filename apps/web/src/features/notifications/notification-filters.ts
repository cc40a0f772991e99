import type { AppNotification, NotificationType } from '../../api/notifications/types.ts';

/** The filter tabs of the page and the bell, in order. */
export const NOTIFICATION_TABS = [
  'all',
  'unread',
  'mentions',
  'invitations',
  'tasks',
  'system',
] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

// The spec names the tabs but not which types each holds. People talking to you (a mention, a
// reply or comment, an urgent message) are "Mentions"; work handed to you or due is "Tasks";
// project changes and announcements are "System". A mentorship session is time booked with you
// and reminded of, like a task with a due date, so it is under "Tasks".
const TAB_TYPES: Record<'mentions' | 'invitations' | 'tasks' | 'system', NotificationType[]> = {
  mentions: ['mention', 'comment', 'urgent'],
  invitations: ['project_invitation'],
  tasks: ['task_assigned', 'deadline', 'mentorship'],
  system: ['system', 'update'],
};

/** Whether a notification belongs under a tab. */
export function inTab(notification: AppNotification, tab: NotificationTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'unread') return !notification.read;
  return TAB_TYPES[tab].includes(notification.notification_type);
}

/** How many of the given notifications each tab holds. */
export function countByTab(notifications: AppNotification[]): Record<NotificationTab, number> {
  const counts = Object.fromEntries(NOTIFICATION_TABS.map((tab) => [tab, 0])) as Record<
    NotificationTab,
    number
  >;
  for (const notification of notifications) {
    for (const tab of NOTIFICATION_TABS) if (inTab(notification, tab)) counts[tab] += 1;
  }
  return counts;
}

/** Whether a notification announces an invitation (answered in place, not read by a click). */
export function isInvitation(notification: AppNotification): boolean {
  return notification.notification_type === 'project_invitation';
}

/** Whether a notification is urgent (an urgent chat message, or flagged so). */
export function isUrgent(notification: AppNotification): boolean {
  return notification.notification_type === 'urgent' || notification.metadata?.urgent === true;
}
