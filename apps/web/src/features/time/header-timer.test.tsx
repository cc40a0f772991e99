import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyFrame } from '../../api/realtime/apply-frame.ts';
import { createRealtimeCache } from '../../api/realtime/realtime-cache.ts';
import { createDeletionLog } from '../../api/realtime/remote-deletions.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import type { TimeEntry } from '../../api/time-entries/types.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { HeaderTimer } from './header-timer.tsx';

afterEach(() => vi.unstubAllGlobals());

function runningEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return timeEntryFixture({
    id: 'run',
    task_id: 't1',
    task_title: 'Ship the beta',
    project_id: 'p1',
    start_time: new Date(Date.now() - 3_725_000).toISOString(),
    end_time: null,
    duration_minutes: null,
    ...overrides,
  });
}

function renderHeader(running: TimeEntry | null, layout: 'inline' | 'strip' = 'inline') {
  const state = { running };
  const view = renderWithApp(<HeaderTimer layout={layout} />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/time-entries/running', () => ({
        status: 200,
        body: { entry: state.running },
      }));
      server.on('POST /api/time-entries/stop', () => {
        const stopped = { ...state.running!, end_time: new Date().toISOString() };
        state.running = null;
        return { status: 200, body: stopped };
      });
    },
  });
  return { ...view, state };
}

describe('the header timer', { timeout: 15_000 }, () => {
  it('shows the running timer ticking, links to its task, and Stop stops it', async () => {
    const user = userEvent.setup();
    const { server, router } = renderHeader(runningEntry());
    const group = await screen.findByRole('group', { name: 'Running timer' });
    // Elapsed counts from the server's start (1 h 2 min 5 s ago) and keeps counting.
    const clock = within(group).getByText(/^1:02:0\d$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2_500 });
    const link = within(group).getByRole('link', { name: /^1:02:\d\d Ship the beta$/ });
    expect(link).toHaveAttribute('href', '/dashboard/projects/p1/tasks?task=t1');
    // The button's name is its visible text (WCAG 2.5.3).
    const stop = within(group).getByRole('button', { name: /^Stop/ });
    await user.click(stop);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull());
    expect(server.calls.filter((c) => c.url === '/api/time-entries/stop')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows nothing while no timer runs', async () => {
    const { server } = renderHeader(null);
    await waitFor(() =>
      expect(server.calls.some((c) => c.url === '/api/time-entries/running')).toBe(true),
    );
    expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Stop/ })).toBeNull();
  });

  it('follows a start and a stop made on another device', async () => {
    const { state, queryClient } = renderHeader(null);
    const cache = createRealtimeCache(queryClient, {
      selfId: () => fakeUser.id,
      deletions: createDeletionLog(),
    });
    const frame = {
      type: 'time_entries_changed',
      projectId: 'p1',
      time_entry_id: 'run',
      user_id: fakeUser.id,
      task_id: 't1',
    } as const;
    await waitFor(() =>
      expect(queryClient.getQueryState(['timeEntries', 'running', fakeUser.id])?.status).toBe(
        'success',
      ),
    );
    state.running = runningEntry();
    act(() => applyFrame(cache, frame));
    expect(await screen.findByRole('group', { name: 'Running timer' })).toBeInTheDocument();
    state.running = null;
    act(() => applyFrame(cache, frame));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Running timer' })).toBeNull());
    cache.dispose();
  });

  it('names a timer on the project itself and links to the project’s time', async () => {
    renderHeader(runningEntry({ task_id: null, task_title: null }), 'strip');
    const link = await screen.findByRole('link', { name: /No task$/ });
    expect(link).toHaveAttribute('href', '/dashboard/projects/p1?tab=time');
  });
});
