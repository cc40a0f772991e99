import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPages } from '../../api/notifications/notification-cache.ts';
import { notificationFixture } from '../../api/notifications/notification-fixture.ts';
import { notificationKeys } from '../../api/notifications/query-keys.ts';
import type { AppNotification } from '../../api/notifications/types.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { updateAlertSettings } from './alert-settings.ts';
import { installAlertFakes, SOUND_PITCH } from './alert-test-fakes.ts';
import { NotificationCentreHost } from './notification-centre-host.tsx';
import { resetAnnounced } from './use-new-arrivals.ts';

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

type Quiet = { enabled: boolean; start: string; end: string; time_zone: string };
const NEVER_QUIET: Quiet = { enabled: false, start: '22:00', end: '08:00', time_zone: 'UTC' };

function mention(overrides: Partial<AppNotification> = {}) {
  return notificationFixture({
    id: 'n-mention',
    title: 'Bo mentioned you',
    message: 'Can you look at the release notes?',
    link: '/dashboard/inbox',
    created_at: secondsAgo(5),
    ...overrides,
  });
}

function urgent(overrides: Partial<AppNotification> = {}) {
  return notificationFixture({
    id: 'n-urgent',
    notification_type: 'urgent',
    title: 'Urgent: Bo',
    message: 'Server is down',
    link: '/dashboard/inbox',
    created_at: secondsAgo(5),
    metadata: { urgent: true },
    ...overrides,
  });
}

// Long enough for the load and for a background tab's claim (BACKGROUND_CLAIM_DELAY_MS).
async function settle() {
  for (let step = 0; step < 10; step += 1) await act(() => vi.advanceTimersByTimeAsync(40));
}

async function renderHost(list: AppNotification[], quiet: Quiet = NEVER_QUIET) {
  const view = renderWithApp(<NotificationCentreHost />, {
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
      for (const item of list) {
        server.on(`PATCH /api/notifications/${item.id}`, () => ({ status: 200, body: {} }));
      }
    },
  });
  await settle();
  return view;
}

/** A notification arriving live (as the socket would put it into the cache). */
async function arrive(view: Awaited<ReturnType<typeof renderHost>>, item: AppNotification) {
  act(() => {
    view.queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) => ({
      pages: [
        { ...data!.pages[0]!, notifications: [item, ...data!.pages[0]!.notifications] },
        ...data!.pages.slice(1),
      ],
      pageParams: data!.pageParams,
    }));
  });
  await settle();
}

let fakes: ReturnType<typeof installAlertFakes>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  resetAnnounced();
  fakes = installAlertFakes();
});
afterEach(() => {
  fakes.uninstall();
  vi.useRealTimers();
});

describe('browser notifications', () => {
  it('show a new notification while the tab is hidden, and close it after 5 s', async () => {
    fakes.setVisibility('hidden');
    await renderHost([mention()]);
    expect(fakes.Notification.shown).toHaveLength(1);
    const [shown] = fakes.Notification.shown;
    expect(shown!.title).toBe('Bo mentioned you');
    expect(shown!.options).toMatchObject({
      body: 'Can you look at the release notes?',
      tag: 'n-mention',
      icon: '/favicon.svg',
      requireInteraction: false,
      // Our own sound rang: the system's would be a second one.
      silent: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(shown!.shownAt + 4_999 - Date.now()));
    expect(shown!.closed).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown!.closed).toBe(true);
  });

  it('are not shown while the tab is in front, unless showOnFocus is on', async () => {
    const view = await renderHost([mention()]);
    expect(fakes.Notification.shown).toHaveLength(0);
    // The sound still rings in front.
    expect(fakes.rings(SOUND_PITCH.default)).toEqual([0]);

    updateAlertSettings({ browser: { showOnFocus: true } });
    await arrive(view, mention({ id: 'n2' }));
    expect(fakes.Notification.shown.map((item) => item.options.tag)).toEqual(['n2']);
  });

  it('are shown while the tab is visible but another application has the focus', async () => {
    fakes.setWindowFocused(false);
    await renderHost([mention()]);
    expect(fakes.Notification.shown.map((item) => item.options.tag)).toEqual(['n-mention']);
  });

  it('open the notification when clicked: focus the window, mark it read, follow its link', async () => {
    fakes.setVisibility('hidden');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const view = await renderHost([mention()]);
    act(() => fakes.Notification.shown[0]!.click());
    await settle();
    expect(focus).toHaveBeenCalled();
    expect(fakes.Notification.shown[0]!.closed).toBe(true);
    expect(screen.getByTestId('landed')).toHaveTextContent('/dashboard/inbox');
    expect(view.server.calls.some((call) => call.method === 'PATCH')).toBe(true);
  });

  it('are not shown without permission, nor when switched off, nor for old or read ones', async () => {
    fakes.setVisibility('hidden');
    fakes.Notification.permission = 'default';
    const view = await renderHost([
      mention(),
      mention({ id: 'old', created_at: secondsAgo(121) }),
      mention({ id: 'read', read: true }),
    ]);
    expect(fakes.Notification.shown).toHaveLength(0);
    // Never asked on load: only the button in Settings asks.
    expect(fakes.Notification.requestPermission).not.toHaveBeenCalled();

    fakes.Notification.permission = 'granted';
    updateAlertSettings({ browser: { enabled: false } });
    await arrive(view, mention({ id: 'n2' }));
    expect(fakes.Notification.shown).toHaveLength(0);

    updateAlertSettings({ browser: { enabled: true } });
    await arrive(view, mention({ id: 'n3' }));
    expect(fakes.Notification.shown.map((item) => item.options.tag)).toEqual(['n3']);
  });
});

describe('urgent notifications', () => {
  it('require interaction, ring the bell twice 300 ms apart and vibrate the urgent pattern', async () => {
    fakes.setVisibility('hidden');
    await renderHost([urgent()]);
    const [shown] = fakes.Notification.shown;
    expect(shown!.options.requireInteraction).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(shown!.closed).toBe(false);
    // One arrival, one sound: the toast does not ring a second time.
    expect(fakes.rings(SOUND_PITCH.bell)).toEqual([0, 0.3]);
    expect(fakes.tones.filter((tone) => tone.frequency === SOUND_PITCH.default)).toEqual([]);
    expect(fakes.vibrations).toEqual([[400, 200, 400, 200, 400]]);
  });

  it('a plain one vibrates [200, 100, 200] and plays the chosen sound at the chosen volume', async () => {
    updateAlertSettings({ audio: { soundType: 'pop', volume: 1 } });
    const view = await renderHost([mention()]);
    expect(fakes.vibrations).toEqual([[200, 100, 200]]);
    const pops = fakes.tones.filter((tone) => tone.frequency === SOUND_PITCH.pop);
    expect(pops).toHaveLength(1);
    const loud = pops[0]!.peak;
    fakes.tones.length = 0;
    updateAlertSettings({ audio: { volume: 0.5 } });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await arrive(view, mention({ id: 'n2' }));
    const quieter = fakes.tones.filter((tone) => tone.frequency === SOUND_PITCH.pop)[0]!.peak;
    expect(quieter).toBeCloseTo(loud / 2);
  });
});

describe('sound and vibration switches', () => {
  it('audio still blocked (no gesture yet): the browser notification keeps the system sound', async () => {
    fakes.uninstall();
    fakes = installAlertFakes({ audioState: 'suspended' });
    fakes.setVisibility('hidden');
    await renderHost([mention()]);
    expect(fakes.Notification.shown[0]!.options.silent).toBe(false);
  });

  it('sound off: no tone, and the browser notification keeps the system sound', async () => {
    fakes.setVisibility('hidden');
    updateAlertSettings({ audio: { enabled: false }, manager: { vibrate: false } });
    await renderHost([mention()]);
    expect(fakes.tones).toEqual([]);
    expect(fakes.vibrations).toEqual([]);
    expect(fakes.Notification.shown[0]!.options.silent).toBe(false);
  });

  it('several arriving together ring once; a later one rings again', async () => {
    const view = await renderHost([
      mention({ id: 'a' }),
      mention({ id: 'b' }),
      mention({ id: 'c' }),
    ]);
    expect(fakes.rings(SOUND_PITCH.default)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await arrive(view, mention({ id: 'd' }));
    expect(fakes.rings(SOUND_PITCH.default)).toHaveLength(2);
    // An urgent one right after a plain one still rings its bell.
    await arrive(view, urgent());
    expect(fakes.rings(SOUND_PITCH.bell)).toHaveLength(2);
  });
});

describe('several tabs', () => {
  it('only the first tab to claim a notification alerts', async () => {
    fakes.setVisibility('hidden');
    // Another tab of this browser has already alerted for n-mention.
    localStorage.setItem('notification_alert_claims', JSON.stringify({ 'n-mention': Date.now() }));
    const view = await renderHost([mention()]);
    expect(fakes.Notification.shown).toEqual([]);
    expect(fakes.tones).toEqual([]);
    await arrive(view, mention({ id: 'n2' }));
    expect(fakes.Notification.shown.map((item) => item.options.tag)).toEqual(['n2']);
  });

  it('a background tab lets the tab in front claim first', async () => {
    fakes.setVisibility('hidden');
    const view = await renderHost([]);
    act(() => {
      view.queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) => ({
        pages: [{ ...data!.pages[0]!, notifications: [mention({ id: 'n2' })] }],
        pageParams: data!.pageParams,
      }));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Meanwhile the tab in front claims it.
    localStorage.setItem('notification_alert_claims', JSON.stringify({ n2: Date.now() }));
    await settle();
    expect(fakes.Notification.shown).toEqual([]);
    expect(fakes.tones).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('hold back the sound, the vibration and the browser notification', async () => {
    fakes.setVisibility('hidden');
    const allDay = { enabled: true, start: '00:00', end: '23:59', time_zone: 'UTC' };
    await renderHost([mention(), urgent()], allDay);
    expect(fakes.tones).toEqual([]);
    expect(fakes.vibrations).toEqual([]);
    expect(fakes.Notification.shown).toEqual([]);
  });
});
