import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationCentreHost } from './notification-centre-host.tsx';
import { resetAnnounced } from './use-new-arrivals.ts';
import { installAlertFakes, SOUND_PITCH } from './alert-test-fakes.ts';

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

let fakes: ReturnType<typeof installAlertFakes>;

function invite(overrides: Partial<AppNotification> = {}) {
  return notificationFixture({
    id: 'n-invite',
    title: 'Project invitation',
    message: 'Cy invited you to Apollo',
    notification_type: 'project_invitation',
    created_at: secondsAgo(30),
    metadata: { invitation_id: 'i1', projectId: 'p9' },
    ...overrides,
  });
}

function Page() {
  useDocumentTitle('Dashboard');
  return <NotificationCentreHost />;
}

type Quiet = { enabled: boolean; start: string; end: string; time_zone: string };
const NEVER_QUIET: Quiet = { enabled: false, start: '22:00', end: '08:00', time_zone: 'UTC' };

async function renderHost(list: AppNotification[], quiet: Quiet = NEVER_QUIET) {
  const view = renderWithApp(<Page />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/notifications?limit=30', () => ({
        status: 200,
        body: {
          notifications: list,
          unread_count: list.filter((item) => !item.read).length,
          total_count: list.length,
          has_more: false,
        },
      }));
      server.on('GET /api/invitations', () => ({ status: 200, body: [] }));
      server.on('GET /api/notification-preferences', () => ({
        status: 200,
        body: { quiet_hours: quiet },
      }));
    },
  });
  // Let the session and the list load (fake clock).
  for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(10));
  return view;
}

const popup = () => screen.queryByRole('region', { name: 'New invitation' });

beforeEach(() => {
  vi.useFakeTimers();
  fakes = installAlertFakes();
  resetAnnounced();
});
afterEach(() => {
  vi.useRealTimers();
  fakes.uninstall();
});

describe('invitation pop-up', () => {
  it('pops up a fresh unread invitation with a quiet sound and leaves after 8 s', async () => {
    await renderHost([invite()]);
    expect(popup()).toHaveTextContent('Cy invited you to Apollo');
    // The quiet default tone, once: the pop-up and the central alert do not both ring.
    expect(fakes.rings(SOUND_PITCH.default)).toEqual([0]);
    await act(() => vi.advanceTimersByTimeAsync(7_800));
    expect(popup()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(popup()).not.toBeInTheDocument();
  });

  it('stays while hovered and takes the time left afterwards', async () => {
    await renderHost([invite()]);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    fireEvent.mouseEnter(popup()!);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(popup()).toBeInTheDocument();
    fireEvent.mouseLeave(popup()!);
    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(popup()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(popup()).not.toBeInTheDocument();
  });

  it('does not pop up invitations older than 2 minutes, read ones, or other types', async () => {
    await renderHost([
      invite({ id: 'old', created_at: secondsAgo(121) }),
      invite({ id: 'read', read: true }),
      notificationFixture({ id: 'mention', created_at: secondsAgo(5) }),
    ]);
    expect(popup()).not.toBeInTheDocument();
    // Only the fresh mention rings (every new notification does), once.
    expect(fakes.rings(SOUND_PITCH.default)).toEqual([0]);
  });
});

describe('quiet hours', () => {
  it('hold back the pop-up, the toast and the sound, not the record', async () => {
    const allDay = { enabled: true, start: '00:00', end: '23:59', time_zone: 'UTC' };
    // 23:59 itself is outside the span; keep the clock away from it.
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    await renderHost(
      [
        invite({ created_at: secondsAgo(30) }),
        notificationFixture({
          id: 'urgent',
          notification_type: 'urgent',
          title: 'Urgent: Bo',
          message: 'Server is down',
          created_at: secondsAgo(10),
        }),
      ],
      allDay,
    );
    expect(popup()).not.toBeInTheDocument();
    expect(screen.queryByText('Urgent: Bo: Server is down')).not.toBeInTheDocument();
    expect(fakes.tones).toEqual([]);
    expect(document.title).toBe('(2) Dashboard · Crewline');
  });
});

describe('urgent toast', () => {
  it('shows a new urgent notification as a toast for 8 s, the bell twice 300 ms apart', async () => {
    await renderHost([
      notificationFixture({
        id: 'urgent',
        notification_type: 'urgent',
        title: 'Urgent: Bo',
        message: 'Server is down',
        created_at: secondsAgo(10),
      }),
    ]);
    expect(screen.getByText('Urgent: Bo: Server is down')).toBeInTheDocument();
    expect(fakes.rings(SOUND_PITCH.bell)).toEqual([0, 0.3]);
    expect(fakes.rings(SOUND_PITCH.default)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(7_500));
    expect(screen.getByText('Urgent: Bo: Server is down')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByText('Urgent: Bo: Server is down')).not.toBeInTheDocument();
  });
});

describe('page title', () => {
  it('puts the unread count before the title', async () => {
    await renderHost([
      notificationFixture({ id: 'a', created_at: secondsAgo(600) }),
      notificationFixture({ id: 'b', created_at: secondsAgo(700) }),
      notificationFixture({ id: 'c', read: true, created_at: secondsAgo(800) }),
    ]);
    expect(document.title).toBe('(2) Dashboard · Crewline');
  });

  it('shows no count when nothing is unread', async () => {
    await renderHost([notificationFixture({ id: 'c', read: true })]);
    expect(document.title).toBe('Dashboard · Crewline');
  });
});
