import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../../api/invitations/invitations-api.ts';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import type { createFakeServer } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationsPage } from './notifications-page.tsx';

type FakeServer = ReturnType<typeof createFakeServer>;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const mention = notificationFixture({
  id: 'n-mention',
  title: 'Bo mentioned you',
  message: '@Ada can you look?',
  created_at: minutesAgo(5),
});
const task = notificationFixture({
  id: 'n-task',
  title: 'Task assigned to you',
  message: 'Write the release notes',
  notification_type: 'task_assigned',
  link: '/dashboard/projects/p1',
  read: true,
  created_at: minutesAgo(3 * 60),
});
const system = notificationFixture({
  id: 'n-system',
  title: 'Maintenance tonight',
  message: '',
  notification_type: 'system',
  link: null,
  read: true,
  created_at: minutesAgo(10 * 24 * 60),
});
const invite = notificationFixture({
  id: 'n-invite',
  title: 'Project invitation',
  message: 'Cy invited you to Apollo',
  notification_type: 'project_invitation',
  link: '/dashboard/projects/p9',
  created_at: minutesAgo(2 * 24 * 60),
  metadata: { invitation_id: 'i1', projectId: 'p9', projectName: 'Apollo', inviterName: 'Cy' },
});

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'i1',
    project_id: 'p9',
    project_name: 'Apollo',
    user_id: 'u1',
    email: 'ada@example.com',
    role: 'member',
    message: '',
    status: 'pending',
    state: 'pending',
    expired: false,
    inviter_id: 'u3',
    inviter_name: 'Cy',
    created_at: minutesAgo(60),
    expires_at: minutesAgo(-60 * 24),
    responded_at: null,
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', initials: 'A' },
    ...overrides,
  } as Invitation;
}

function routes(
  list: AppNotification[],
  pending: Invitation[] = [],
  extra: (server: FakeServer) => void = () => undefined,
) {
  return (server: FakeServer) => {
    server.on('GET /api/notifications?limit=30', () => ({
      status: 200,
      body: {
        notifications: list,
        unread_count: list.filter((item) => !item.read).length,
        total_count: list.length,
        has_more: false,
      },
    }));
    server.on('GET /api/invitations', () => ({ status: 200, body: pending }));
    server.on('DELETE /api/notifications/delete-bulk', () => ({ status: 204 }));
    server.on('DELETE /api/notifications/delete-all', () => ({ status: 204 }));
    server.on('POST /api/notifications/mark-all-read', () => ({ status: 204 }));
    extra(server);
  };
}

function renderPage(
  list: AppNotification[],
  pending: Invitation[] = [],
  extra?: (server: FakeServer) => void,
) {
  return renderWithApp(<NotificationsPage />, {
    path: '/dashboard/notifications',
    url: '/dashboard/notifications',
    routes: routes(list, pending, extra),
  });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const counter = (key: string) => screen.getByTestId(`counter-${key}`);

afterEach(() => vi.useRealTimers());

describe('NotificationsPage', () => {
  it('shows the counters and tabs with counts, and filters by tab', async () => {
    renderPage([mention, task, system, invite], [invitation()]);
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText('Bo mentioned you');
    expect(counter('total')).toHaveTextContent('4');
    expect(counter('unread')).toHaveTextContent('2');
    expect(counter('read')).toHaveTextContent('2');
    await waitFor(() => expect(counter('pendingInvitations')).toHaveTextContent('1'));
    expect(tab(/^All/)).toHaveTextContent('All4');
    expect(tab(/^Unread/)).toHaveTextContent('Unread2');
    expect(tab(/^Mentions/)).toHaveTextContent('Mentions1');
    expect(tab(/^Invitations/)).toHaveTextContent('Invitations1');
    expect(tab(/^Tasks/)).toHaveTextContent('Tasks1');
    expect(tab(/^System/)).toHaveTextContent('System1');

    fireEvent.click(tab(/^Tasks/));
    expect(screen.getByText('Task assigned to you')).toBeInTheDocument();
    expect(screen.queryByText('Bo mentioned you')).not.toBeInTheDocument();
    fireEvent.click(tab(/^Unread/));
    expect(screen.queryByText('Task assigned to you')).not.toBeInTheDocument();
    expect(screen.getByText('Bo mentioned you')).toBeInTheDocument();
  });

  it('says "No {filter} notifications to show." for an empty tab', async () => {
    renderPage([task]);
    await screen.findByText('Task assigned to you');
    fireEvent.click(tab(/^Mentions/));
    expect(screen.getByText('No mention notifications to show.')).toBeInTheDocument();
    fireEvent.click(tab(/^Unread/));
    expect(screen.getByText('No unread notifications to show.')).toBeInTheDocument();
  });

  it('words ages as "m ago", "h ago", "d ago", then a date', async () => {
    renderPage([mention, task, system, invite]);
    await screen.findByText('Bo mentioned you');
    expect(screen.getByText('5m ago')).toBeInTheDocument();
    expect(screen.getByText('3h ago')).toBeInTheDocument();
    expect(screen.getByText('2d ago')).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
      new Date(system.created_at),
    );
    expect(screen.getByText(date)).toBeInTheDocument();
  });

  it('shows "All caught up!" with its two links when there are none', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'All caught up!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Project' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
    expect(screen.getByRole('link', { name: 'Invite Team Members' })).toHaveAttribute(
      'href',
      '/dashboard/team',
    );
  });

  it('opens a notification: marks it read and follows its link', async () => {
    const view = renderPage([mention], [], (server) =>
      server.on('PATCH /api/notifications/n-mention', () => ({ status: 200, body: {} })),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Bo mentioned you/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/inbox'));
    const patch = view.server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ read: true });
  });

  it('"Clear Read" says so when nothing is read, else asks and deletes the read ones', async () => {
    const view = renderPage([mention, task, system]);
    await screen.findByText('Bo mentioned you');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear read notifications?' });
    expect(dialog).toHaveTextContent('This deletes 2 read notifications. It cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.calls.some((call) => call.url.endsWith('/delete-bulk'))).toBe(false);
    expect(screen.getByText('Task assigned to you')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Read' }));
    const again = await screen.findByRole('dialog', { name: 'Clear read notifications?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear Read' }));
    await waitFor(() => expect(screen.queryByText('Task assigned to you')).not.toBeInTheDocument());
    const bulk = view.server.calls.find((call) => call.url.endsWith('/delete-bulk'));
    expect(bulk?.body).toEqual({ notification_ids: ['n-task', 'n-system'] });
    expect(screen.getByText('Bo mentioned you')).toBeInTheDocument();
    // Nothing read is left now.
    fireEvent.click(screen.getByRole('button', { name: 'Clear Read' }));
    expect(await screen.findByText('No read notifications to clear.')).toBeInTheDocument();
  });

  it('"Clear All" asks first, warning that pending invitations stay pending', async () => {
    const view = renderPage([mention, task]);
    await screen.findByText('Bo mentioned you');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
    expect(dialog).toHaveTextContent('This deletes all 2 of your notifications.');
    expect(dialog).toHaveTextContent(
      'Pending invitations stay pending: you can still accept or decline them from the Projects page.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(view.server.calls.some((call) => call.url.endsWith('/delete-all'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('heading', { name: 'All caught up!' })).toBeInTheDocument();
    expect(
      view.server.calls.some(
        (call) => call.method === 'DELETE' && call.url.endsWith('/delete-all'),
      ),
    ).toBe(true);
  });

  it('deletes the selected notifications with "Delete (n)"', async () => {
    const view = renderPage([mention, task, system]);
    await screen.findByText('Bo mentioned you');
    expect(screen.queryByRole('button', { name: /^Delete \(/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Bo mentioned you”' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Maintenance tonight”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    await waitFor(() => expect(screen.queryByText('Bo mentioned you')).not.toBeInTheDocument());
    expect(screen.queryByText('Maintenance tonight')).not.toBeInTheDocument();
    expect(screen.getByText('Task assigned to you')).toBeInTheDocument();
    const bulk = view.server.calls.find((call) => call.url.endsWith('/delete-bulk'));
    expect(bulk?.body).toEqual({ notification_ids: ['n-mention', 'n-system'] });
    expect(screen.queryByRole('button', { name: /^Delete \(/ })).not.toBeInTheDocument();
  });

  it('"Mark All Read" marks everything read at once', async () => {
    const view = renderPage([mention, task]);
    await screen.findByText('Bo mentioned you');
    fireEvent.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(counter('unread')).toHaveTextContent('0'));
    expect(view.server.calls.some((call) => call.url.endsWith('/mark-all-read'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  });
});

describe('NotificationsPage invitations', () => {
  it('accepts in place and opens the project one second later, without marking by click', async () => {
    const view = renderPage([invite], [invitation()], (server) =>
      server.on('PUT /api/invitations/i1', () => ({
        status: 200,
        body: { invitation: null, project_id: 'p9' },
      })),
    );
    const accept = await screen.findByRole('button', { name: 'Accept' });
    // The clock stops before the answer, so the second is measured from the server's reply.
    vi.useFakeTimers();
    fireEvent.click(accept);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('You accepted this invitation.')).toBeInTheDocument();
    const put = view.server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'accepted' });
    expect(view.server.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(view.router.state.location.pathname).toBe('/dashboard/notifications');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(view.router.state.location.pathname).toBe('/dashboard/notifications');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.router.state.location.pathname).toBe('/dashboard/projects/p9');
  });

  it('opens the invitation’s own page from the row, without marking it read', async () => {
    const view = renderPage([invite], [invitation()]);
    fireEvent.click(await screen.findByRole('button', { name: /^Invitation to Apollo/ }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/dashboard/invitations/i1'),
    );
    expect(view.server.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('declines in place and stays', async () => {
    const view = renderPage([invite], [invitation()], (server) =>
      server.on('PUT /api/invitations/i1', () => ({
        status: 200,
        body: { invitation: null, project_id: 'p9' },
      })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined this invitation.')).toBeInTheDocument();
    expect(view.server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'declined',
    });
    expect(view.router.state.location.pathname).toBe('/dashboard/notifications');
  });

  it('shows cancelled, answered elsewhere or unknown invitations as read-only text', async () => {
    renderPage([invite], []);
    expect(await screen.findByText('This invitation is no longer pending.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows an expired invitation as read-only text', async () => {
    renderPage([invite], [invitation({ expired: true, state: 'expired' as never })]);
    expect(await screen.findByText('This invitation has expired.')).toBeInTheDocument();
  });

  it('turns into read-only text when the server says INVITATION_NOT_PENDING', async () => {
    let pending = [invitation()];
    renderWithApp(<NotificationsPage />, {
      path: '/dashboard/notifications',
      url: '/dashboard/notifications',
      routes: (server) => {
        routes([invite])(server);
        server.on('GET /api/invitations', () => ({ status: 200, body: pending }));
        server.on('PUT /api/invitations/i1', () => {
          pending = [];
          return {
            status: 409,
            body: {
              error: 'INVITATION_NOT_PENDING',
              message: 'This invitation is no longer pending.',
            },
          };
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation is no longer pending.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
