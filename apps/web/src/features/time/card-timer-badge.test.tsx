import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskCardBody } from '../board/task-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const RUNNING = 'Your timer is running on this task';

function renderCards(runningTaskId: string | null) {
  const entry = runningTaskId
    ? timeEntryFixture({ task_id: runningTaskId, end_time: null, duration_minutes: null })
    : null;
  return renderWithApp(
    <>
      <TaskCardBody task={taskFixture({ id: 't1', title: 'Timed' })} textIds="one" />
      <TaskCardBody task={taskFixture({ id: 't2', title: 'Other' })} textIds="two" />
    </>,
    {
      path: '/',
      url: '/',
      routes: (server) =>
        server.on('GET /api/time-entries/running', () => ({ status: 200, body: { entry } })),
    },
  );
}

describe('a card whose task has the viewer’s running timer', { timeout: 15_000 }, () => {
  it('shows a named running mark on that card only, within the card’s own text', async () => {
    renderCards('t1');
    const mark = await screen.findByRole('img', { name: RUNNING });
    expect(document.getElementById('one-meta')).toContainElement(mark);
    expect(screen.getAllByRole('img', { name: RUNNING })).toHaveLength(1);
  });

  it('shows no mark while no timer runs', async () => {
    const { server } = renderCards(null);
    await waitFor(() =>
      expect(server.calls.some((c) => c.url === '/api/time-entries/running')).toBe(true),
    );
    expect(screen.queryByRole('img', { name: RUNNING })).toBeNull();
  });
});
