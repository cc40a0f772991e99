import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../api/notifications/types.ts';
import { notificationTarget } from './use-open-notification.ts';

function note(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: 'n1',
    notification_type: 'mention',
    title: 'Hi',
    message: '',
    link: null,
    read: false,
    created_at: '2026-01-01T00:00:00.000Z',
    metadata: {},
    ...overrides,
  } as AppNotification;
}

describe('notificationTarget', () => {
  it('follows the stored address of the item', () => {
    expect(notificationTarget(note({ link: '/dashboard/inbox?message=m1' }))).toBe(
      '/dashboard/inbox?message=m1',
    );
    expect(notificationTarget(note({ link: '/dashboard/projects/p1/tasks?task=t1' }))).toBe(
      '/dashboard/projects/p1/tasks?task=t1',
    );
  });

  it('opens an invitation on its own page, also one stored with the project’s address', () => {
    const old = note({
      notification_type: 'project_invitation',
      link: '/dashboard/projects/p9',
      metadata: { invitation_id: 'i1', projectId: 'p9' },
    });
    expect(notificationTarget(old)).toBe('/dashboard/invitations/i1');
  });

  it('follows nothing that leaves the app', () => {
    expect(notificationTarget(note({ link: '//evil.example' }))).toBeNull();
    expect(notificationTarget(note({ link: null }))).toBeNull();
  });
});
