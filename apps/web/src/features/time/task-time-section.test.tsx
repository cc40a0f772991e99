import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import type { TimeEntry } from '../../api/time-entries/types.ts';
import type { FakeReply } from '../../api/test-fakes.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskTimeSection } from './task-time-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const task = taskFixture({ id: 't1', project_id: 'p1', title: 'Ship the beta' });

function renderSection({
  role = 'member',
  billableByDefault = true,
  entries = [] as TimeEntry[],
  running = null as TimeEntry | null,
  create = (): FakeReply => ({ status: 201, body: timeEntryFixture({ id: 'new' }) }),
} = {}) {
  const state = { running, entries };
  return renderWithApp(<TaskTimeSection task={task} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/projects/p1', () => ({
        status: 200,
        body: projectFixture({
          id: 'p1',
          role: role as 'member',
          billable_by_default: billableByDefault,
        }),
      }));
      server.on('GET /api/tasks/t1/time-entries', () => ({ status: 200, body: state.entries }));
      server.on('GET /api/time-entries/running', () => ({
        status: 200,
        body: { entry: state.running },
      }));
      server.on('POST /api/time-entries/start', () => {
        state.running = timeEntryFixture({
          id: 'run',
          start_time: new Date(Date.now() - 90_000).toISOString(),
          end_time: null,
          duration_minutes: null,
        });
        return { status: 201, body: state.running };
      });
      server.on('POST /api/time-entries/stop', () => {
        const stopped = {
          ...state.running!,
          end_time: new Date().toISOString(),
          duration_minutes: 2,
        };
        state.running = null;
        state.entries = [stopped];
        return { status: 200, body: stopped };
      });
      server.on('POST /api/time-entries', create);
    },
  });
}

describe('Task time section', { timeout: 15_000 }, () => {
  it("starts the server's timer, shows it ticking, stops it and lists the entry", async () => {
    const user = userEvent.setup();
    const { server } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Start timer' }));
    expect(server.calls.find((c) => c.url === '/api/time-entries/start')?.body).toEqual({
      task_id: 't1',
      project_id: 'p1',
    });
    expect(await screen.findByText('Timer running')).toBeInTheDocument();
    // Elapsed counts from the server's start_time (90 s ago), not from the click.
    expect(screen.getByText(/^0:01:3\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop timer' }));
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Time entries' });
    expect(within(list).getByText('2 min')).toBeInTheDocument();
    expect(screen.getByText('Total: 2 min')).toBeInTheDocument();
  });

  it('shows a timer that was already running on load (another device, a reload)', async () => {
    renderSection({
      running: timeEntryFixture({
        id: 'run',
        start_time: new Date(Date.now() - 3_725_000).toISOString(),
        end_time: null,
        duration_minutes: null,
      }),
    });
    expect(await screen.findByRole('button', { name: 'Stop timer' })).toBeInTheDocument();
    expect(screen.getByText(/^1:02:0\d$/)).toBeInTheDocument();
  });

  it('sums the entries as hours and minutes', async () => {
    renderSection({
      entries: [
        timeEntryFixture({ id: 'a', duration_minutes: 60 }),
        timeEntryFixture({ id: 'b', duration_minutes: 30, billable: false, description: 'Review' }),
      ],
    });
    expect(await screen.findByText('Total: 1 h 30 min')).toBeInTheDocument();
    expect(screen.getByText('Non-billable')).toBeInTheDocument();
    expect(screen.getByText('Review')).toBeInTheDocument();
  });

  it('refuses an end before the start without asking the server', async () => {
    const user = userEvent.setup();
    const { server } = renderSection();
    await user.type(await screen.findByLabelText('Start'), '2030-01-07T10:00');
    await user.type(screen.getByLabelText('End'), '2030-01-07T09:00');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'End time must be after the start time',
    );
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("sends a manual entry and shows the server's overlap message", async () => {
    const user = userEvent.setup();
    const overlap = 'Overlaps time entry e9 (2030-01-07T09:00:00.000Z – 2030-01-07T10:00:00.000Z)';
    const { server } = renderSection({
      create: () => ({
        status: 422,
        body: {
          error: 'validation_error',
          message: 'Validation failed',
          detail: [{ loc: ['body', 'start_time'], msg: overlap }],
        },
      }),
    });
    await user.type(await screen.findByLabelText('Start'), '2030-01-07T09:30');
    await user.type(screen.getByLabelText('End'), '2030-01-07T11:00');
    await user.type(screen.getByLabelText('Description'), 'Pairing');
    await user.click(screen.getByLabelText('Billable'));
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(overlap);
    const sent = server.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      task_id: 't1',
      project_id: 'p1',
      description: 'Pairing',
      billable: false,
      start_time: new Date('2030-01-07T09:30').toISOString(),
      end_time: new Date('2030-01-07T11:00').toISOString(),
    });
  });

  it.each([true, false])(
    "pre-fills Billable from the project's default (%s) and sends it",
    async (billableByDefault) => {
      const user = userEvent.setup();
      const { server } = renderSection({ billableByDefault });
      const box = await screen.findByRole('checkbox', { name: 'Billable' });
      expect(box).toHaveProperty('checked', billableByDefault);
      await user.type(screen.getByLabelText('Start'), '2030-01-07T09:00');
      await user.type(screen.getByLabelText('End'), '2030-01-07T10:00');
      await user.click(screen.getByRole('button', { name: 'Add entry' }));
      await screen.findByText('Time entry added.');
      const sent = server.calls.find((c) => c.method === 'POST')?.body;
      expect(sent).toMatchObject({ billable: billableByDefault });
    },
  );

  it('lets observers read but not log time', async () => {
    renderSection({ role: 'observer', entries: [timeEntryFixture()] });
    expect(await screen.findByText('Total: 1 h')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start timer' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
  });
});
