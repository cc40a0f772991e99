import type { AppNotification } from './types.ts';

/** A notification with sensible defaults, for tests. */
export function notificationFixture(overrides: Partial<AppNotification> = {}): AppNotification {
  const created = overrides.created_at ?? '2025-01-01T10:00:00.000Z';
  return {
    id: 'n1',
    user_id: 'u1',
    title: 'New mention',
    message: 'Bo mentioned you',
    notification_type: 'mention',
    read: false,
    created_at: created,
    createdAt: created,
    link: '/dashboard/inbox',
    metadata: {},
    ...overrides,
  };
}
