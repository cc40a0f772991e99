import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { queryClient } from '../../app/query/query-client-instance.ts';
import { HeaderMenus } from '../../app/shell/header-menus.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { resetAnnounced } from './use-new-arrivals.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function renderBell(list: AppNotification[], unread = list.filter((item) => !item.read).length) {
  return renderWithApp(<HeaderMenus />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/notifications?limit=30', () => ({
        status: 200,
        body: {
          notifications: list,
          unread_count: unread,
          total_count: list.length,
          has_more: false,
        },
      }));
      server.on('GET /api/invitations', () => ({ status: 200, body: [] }));
      server.on('POST /api/notifications/mark-all-read', () => ({ status: 204 }));
      server.on('PATCH /api/notifications/n-task', () => ({ status: 200, body: {} }));
    },
  });
}

const mention = notificationFixture({
  id: 'n-mention',
  title: 'Bo mentioned you',
  message: 'Look at this',
  created_at: hoursAgo(1),
});
const task = notificationFixture({
  id: 'n-task',
  title: 'Task assigned to you',
  message: 'Write the notes',
  notification_type: 'task_assigned',
  link: '/dashboard/projects/p1',
  created_at: hoursAgo(2),
});
const system = notificationFixture({
  id: 'n-system',
  title: 'Maintenance tonight',
  message: '',
  notification_type: 'system',
  read: true,
  link: null,
  created_at: hoursAgo(3),
});

afterEach(() => {
  queryClient.clear();
  resetAnnounced();
});

describe('the bell', () => {
  it('shows the unread count, capped at 99+, in its badge and name', async () => {
    renderBell([mention], 150);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent('99+');
  });

  it('lists the newest, filters them, and marks all read', async () => {
    const view = renderBell([mention, task, system]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('Bo mentioned you')).toBeInTheDocument();
    expect(within(panel).getByText('Maintenance tonight')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: /^Unread/ }));
    expect(within(panel).queryByText('Maintenance tonight')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: /^System/ }));
    expect(within(panel).getByText('Maintenance tonight')).toBeInTheDocument();
    expect(within(panel).queryByText('Bo mentioned you')).not.toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(view.server.calls.some((call) => call.url.endsWith('/mark-all-read'))).toBe(true);
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('opens a notification: marks it read, follows its link and closes', async () => {
    const view = renderBell([task]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Task assigned to you/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/projects/p1'));
    expect(view.server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
