import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../api/projects/types.ts';
import { ResourcesTab } from '../../pages/project/resources-tab.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROJECT = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const CRANE = '0b8b5f0e-2222-4c1a-9a55-000000000002';
const ANN = '7a7a7a7a-0000-4000-8000-000000000001';
const BOB = '7a7a7a7a-0000-4000-8000-000000000002';

const crane = {
  id: CRANE,
  project_id: PROJECT,
  name: 'Crane',
  type: 'equipment',
  user_id: null,
  availability: {
    hours_per_day: { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 },
    start_date: '2030-01-01',
    end_date: '2030-03-31',
  },
  created: '2030-01-01T00:00:00Z',
  updated: '2030-01-01T00:00:00Z',
};
const booking = {
  id: 'a1',
  resource_id: CRANE,
  project_id: PROJECT,
  start_date: '2030-01-11',
  end_date: '2030-01-12',
  hours_per_day: 4,
  note: '',
  created: '',
  updated: '',
};
const OLEG = '00000000-0000-4000-8000-0000000000f3';
const member = (user_id: string, name: string, role = 'member') => ({
  user_id,
  name,
  id: user_id,
  role,
});

function setup(role: string, onPost?: () => { status: number; body?: unknown }) {
  // 2030-01-09 is a Wednesday: the grid opens on Monday 2030-01-07.
  vi.useFakeTimers({ now: new Date('2030-01-09T12:00:00Z'), toFake: ['Date'] });
  const project = { id: PROJECT, role } as unknown as Project;
  return renderWithApp(<ResourcesTab project={project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/resources?project_id=${PROJECT}`, () => ({ status: 200, body: [crane] }));
      server.on(`GET /api/resources/${CRANE}/allocations`, () => ({
        status: 200,
        body: [booking],
      }));
      server.on(`GET /api/projects/${PROJECT}/members`, () => ({
        status: 200,
        body: [member(ANN, 'Ann'), member(BOB, 'Bob'), member(OLEG, 'Oleg', 'observer')],
      }));
      server.on(`GET /api/projects/${PROJECT}/tasks`, () => ({
        status: 200,
        body: [
          { assignee_id: ANN, status: 'todo' },
          { assignee_id: ANN, status: 'todo' },
          { assignee_id: ANN, status: 'in_progress' },
          { assignee_id: BOB, status: 'done' },
          // An observer's tasks would lift the average to 2 and make Ann merely high.
          { assignee_id: OLEG, status: 'todo' },
          { assignee_id: OLEG, status: 'todo' },
          { assignee_id: OLEG, status: 'todo' },
        ],
      }));
      if (onPost) server.on(`POST /api/resources/${CRANE}/allocations`, onPost);
    },
  });
}

describe('ResourcesTab', () => {
  it('shows the week as a table, the weekend booking marked over-allocated in words', async () => {
    setup('member');
    const table = await screen.findByRole('table', { name: /week of Jan 7, 2030 – Jan 13, 2030/ });
    const row = within(table).getByRole('row', { name: /Crane/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '0 / 8 h',
      '0 / 8 h',
      '0 / 8 h',
      '0 / 8 h',
      '4 / 8 h',
      '4 / 0 h⚠ Over-allocated',
      '0 / 0 h',
    ]);
    // A reader gets no planning controls.
    expect(screen.queryByRole('button', { name: /^Add resource/ })).toBeNull();
    expect(screen.getByText(/Only the project owner and managers/)).toBeTruthy();
  });

  it('moves to the next week', async () => {
    setup('member');
    await screen.findByRole('table', { name: /week of Jan 7, 2030/ });
    await userEvent.click(screen.getByRole('button', { name: /^Next week/ }));
    expect(await screen.findByRole('table', { name: /week of Jan 14, 2030/ })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Week of Jan 14, 2030 – Jan 20, 2030' }),
    ).toBeTruthy();
  });

  it('shows each member’s workload level and the bottleneck flag', async () => {
    setup('member');
    const table = await screen.findByRole('table', { name: 'Team workload' });
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Ann/ }).textContent).toContain('Overloaded'),
    );
    expect(within(table).getByRole('row', { name: /Ann/ }).textContent).toContain('Bottleneck');
    expect(within(table).getByRole('row', { name: /Bob/ }).textContent).toContain('Low');
    const oleg = within(table).getByRole('row', { name: /Oleg/ }).textContent;
    expect(oleg).toContain('3');
    expect(oleg).toContain('Not counted (observer)');
  });

  it('lets a manager book and shows the days the server refuses', async () => {
    const post = vi.fn(() => ({
      status: 409,
      body: {
        error: 'CONFLICT',
        message: 'Over-allocated on 2030-01-12',
        days: ['2030-01-12'],
      },
    }));
    setup('manager', post);
    await screen.findByRole('table', { name: /week of/ });
    await userEvent.click(screen.getByRole('button', { name: /^Add allocation/ }));
    await userEvent.type(screen.getByLabelText('Start date'), '2030-01-12');
    await userEvent.type(screen.getByLabelText('End date'), '2030-01-12');
    await userEvent.type(screen.getByLabelText('Hours per day'), '2');
    await userEvent.click(screen.getByRole('button', { name: /^Save allocation/ }));
    expect(await screen.findByText('Over-allocated on these days: Jan 12, 2030')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
