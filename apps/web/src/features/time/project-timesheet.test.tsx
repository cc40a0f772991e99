import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ProjectTimesheet } from './project-timesheet.tsx';

const member = (userId: string, name: string, role = 'member') => ({
  id: `m-${userId}`,
  user_id: userId,
  name,
  user_name: name,
  email: `${userId}@example.com`,
  avatar: null,
  initials: name.slice(0, 2).toUpperCase(),
  role,
  is_owner: role === 'owner',
  joined_at: '2025-01-01T00:00:00.000Z',
  online: false,
  assigned_tasks: 0,
});

const weekOf7 = [
  timeEntryFixture({ id: 'a1', user_id: 'u-ada', user_name: 'Ada', duration_minutes: 90 }),
  timeEntryFixture({
    id: 'a2',
    user_id: 'u-ada',
    user_name: 'Ada',
    start_time: '2030-01-08T09:00:00.000Z',
    end_time: '2030-01-08T09:30:00.000Z',
    duration_minutes: 30,
    billable: false,
    task_id: null,
    task_title: null,
    description: 'Stand-up, "daily"',
  }),
  timeEntryFixture({ id: 'g1', user_id: 'u-grace', user_name: 'Grace', duration_minutes: 45 }),
];

const WEEK = [
  '2030-01-07',
  '2030-01-08',
  '2030-01-09',
  '2030-01-10',
  '2030-01-11',
  '2030-01-12',
  '2030-01-13',
];
type Cell = [day: number, billable: number, nonBillable: number];

/** The server's timesheet JSON for people with the given cells (minutes) on the week's days. */
function sums(people: [userId: string, name: string, cells: Cell[]][], week = WEEK) {
  const daysOf = (cells: Cell[]) =>
    week.map((date, i) => {
      const cell = cells.find(([day]) => day === i);
      return { date, billable_minutes: cell?.[1] ?? 0, non_billable_minutes: cell?.[2] ?? 0 };
    });
  const total = (list: { billable_minutes: number; non_billable_minutes: number }[]) => {
    const billable = list.reduce((sum, d) => sum + d.billable_minutes, 0);
    const nonBillable = list.reduce((sum, d) => sum + d.non_billable_minutes, 0);
    return {
      billable_minutes: billable,
      non_billable_minutes: nonBillable,
      total_minutes: billable + nonBillable,
    };
  };
  const members = people.map(([user_id, user_name, cells]) => {
    const days = daysOf(cells);
    return { user_id, user_name, days, ...total(days) };
  });
  const totalDays = week.map((date, i) => ({
    date,
    billable_minutes: members.reduce((sum, m) => sum + m.days[i]!.billable_minutes, 0),
    non_billable_minutes: members.reduce((sum, m) => sum + m.days[i]!.non_billable_minutes, 0),
  }));
  return {
    project_id: 'p1',
    week_start: week[0],
    week_end: week[6],
    days: week,
    members,
    totals: { days: totalDays, ...total(totalDays) },
  };
}

const ada: [string, string, Cell[]] = [
  'u-ada',
  'Ada',
  [
    [0, 90, 0],
    [1, 0, 30],
  ],
];
const grace: [string, string, Cell[]] = ['u-grace', 'Grace', [[0, 45, 0]]];
const lin: [string, string, Cell[]] = ['u-lin', 'Lin', []];

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function renderSheet(role: 'owner' | 'observer' = 'owner') {
  return renderWithApp(
    <ProjectTimesheet project={projectFixture({ id: 'p1', role })} today="2030-01-09" />,
    {
      path: '/',
      url: '/',
      routes: (server) => {
        server.on('GET /api/projects/p1/members', () => ({
          status: 200,
          body: [
            member('u-ada', 'Ada', 'owner'),
            member('u-grace', 'Grace'),
            member('u-lin', 'Lin'),
          ],
        }));
        const sheet = (query: string, body: unknown) =>
          server.on(`GET /api/projects/p1/timesheet?${query}`, () => ({ status: 200, body }));
        sheet('week=2030-01-07', sums([ada, grace, lin]));
        sheet(
          'week=2030-01-07&billable=false',
          sums([['u-ada', 'Ada', [[1, 0, 30]]], ['u-grace', 'Grace', []], lin]),
        );
        sheet('week=2030-01-07&user_id=u-grace&billable=false', sums([['u-grace', 'Grace', []]]));
        sheet('week=2030-01-07&user_id=u-ada', sums([ada]));
        const next = WEEK.map((_, i) => `2030-01-${14 + i}`);
        sheet(
          'week=2030-01-14',
          sums(
            [ada, grace, lin].map(([id, name]) => [id, name, []]),
            next,
          ),
        );
        server.on(
          'GET /api/projects/p1/time-entries?start_date=2030-01-07&end_date=2030-01-13',
          () => ({ status: 200, body: weekOf7 }),
        );
      },
    },
  );
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Project timesheet', { timeout: 15_000 }, () => {
  it('totals each member and each day, billable and non-billable', async () => {
    renderSheet();
    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader', { name: 'Grace' });
    await waitFor(() => expect(rowOf(table, 'Ada')).toHaveTextContent('2 h'));
    const ada = rowOf(table, 'Ada');
    expect(within(ada).getAllByRole('cell')[0]).toHaveTextContent('1 h 30 min');
    expect(within(ada).getAllByRole('cell')[1]).toHaveTextContent('30 min');
    expect(within(ada).getAllByRole('cell')[7]).toHaveTextContent(
      '2 hBillable 1 h 30 minNon-billable 30 min',
    );
    expect(within(rowOf(table, 'Lin')).getAllByRole('cell')[7]).toHaveTextContent('0 min');
    const totals = rowOf(table, 'Total per day');
    expect(within(totals).getAllByRole('cell')[0]).toHaveTextContent(
      '2 h 15 minBillable 2 h 15 minNon-billable 0 min',
    );
    expect(within(totals).getAllByRole('cell')[7]).toHaveTextContent(
      '2 h 45 minBillable 2 h 15 minNon-billable 30 min',
    );
    expect(screen.getByRole('img', { name: 'Hours per member' })).toBeInTheDocument();
  });

  it('filters by member and billable', async () => {
    const user = userEvent.setup();
    renderSheet();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(rowOf(table, 'Ada')).toHaveTextContent('2 h'));
    await user.selectOptions(screen.getByLabelText('Billable'), 'non_billable');
    await waitFor(() =>
      expect(within(rowOf(table, 'Total per day')).getAllByRole('cell')[7]).toHaveTextContent(
        /^30 min/,
      ),
    );
    await user.selectOptions(screen.getByLabelText('Member'), 'u-grace');
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Ada' })).toBeNull());
    expect(screen.getByText('No time logged this week.')).toBeInTheDocument();
  });

  it("exports the week's filtered entries as CSV", async () => {
    const user = userEvent.setup();
    renderSheet();
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Member'), 'u-ada');
    await user.click(button);
    expect(blobs).toHaveLength(1);
    const text = await blobs[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'date,member,task,description,start_time,end_time,duration_minutes,billable',
      '2030-01-07,Ada,Write the spec,,2030-01-07T09:00:00.000Z,2030-01-07T10:00:00.000Z,90,yes',
      '2030-01-08,Ada,,"Stand-up, ""daily""",2030-01-08T09:00:00.000Z,2030-01-08T09:30:00.000Z,30,no',
      '',
    ]);
  });

  it('moves between weeks and back to this week', async () => {
    const user = userEvent.setup();
    const { server } = renderSheet('observer');
    expect(await screen.findByText(/observers cannot log time/)).toBeInTheDocument();
    const thisWeek = screen.getByRole('button', { name: 'This week' });
    expect(thisWeek).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.includes('timesheet?week=2030-01-14'))).toBe(true),
    );
    expect(await screen.findByText('No time logged this week.')).toBeInTheDocument();
    await user.click(thisWeek);
    expect(thisWeek).toBeDisabled();
  });
});
