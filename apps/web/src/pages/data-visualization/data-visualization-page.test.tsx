import type {
  BurndownJson,
  FlowJson,
  OverviewJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import type { createFakeServer } from '../../api/test-fakes.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { DataVisualizationPage } from './data-visualization-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const APOLLO = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const ZEUS = '0b8b5f0e-1111-4c1a-9a55-000000000002';
const TASK = '5c5c5c5c-0000-4000-8000-000000000001';
const IDLE = '5c5c5c5c-0000-4000-8000-000000000002';

const overview: OverviewJson = {
  projects: [
    {
      id: APOLLO,
      name: 'Apollo',
      status_counts: { todo: 2, in_progress: 1, in_review: 0, done: 1 },
      total: 4,
      done: 1,
      progress: 0.25,
    },
    {
      id: ZEUS,
      name: 'Zeus',
      status_counts: { todo: 0, in_progress: 0, in_review: 0, done: 0 },
      total: 0,
      done: 0,
      progress: 0,
    },
  ],
  open_tasks_by_member: [],
  month_over_month: {
    time_zone: 'UTC',
    month: '2026-11',
    tasks_created: { this_month: 0, last_month: 0, difference: 0 },
    tasks_finished: { this_month: 0, last_month: 0, difference: 0 },
    projects_created: { this_month: 0, last_month: 0, difference: 0 },
  },
};

const risk: RiskJson = {
  time_zone: 'UTC',
  stalled_after_days: 7,
  overdue: [{ task_id: TASK, title: 'Fix the login', due_day: '2030-01-02', days_overdue: 3 }],
  stalled: [
    { task_id: IDLE, title: 'Write docs', last_change_at: '2030-01-01T00:00:00Z', idle_days: 9 },
  ],
  workload: [
    {
      user_id: 'u1',
      name: 'Bob Stone',
      role: 'member',
      open_tasks: 5,
      ratio: 2,
      level: 'overloaded',
      bottleneck: true,
    },
  ],
};

const burndown: BurndownJson = {
  from: '2030-01-01',
  to: '2030-01-03',
  time_zone: 'UTC',
  skip_weekends: false,
  unit: 'tasks',
  starting_scope: 6,
  starting_remaining: 6,
  points: [
    { day: '2030-01-01', remaining: 6, done: 0, total: 6, ideal: 6 },
    { day: '2030-01-02', remaining: 4, done: 3, total: 7, ideal: 3 },
    { day: '2030-01-03', remaining: null, done: null, total: null, ideal: 0 },
  ],
  scope_changes: [
    { day: '2030-01-02', task_id: TASK, title: 'Fix the login', kind: 'added', amount: 1 },
    { day: '2030-01-02', task_id: IDLE, title: null, kind: 'removed', amount: -1 },
  ],
};

const velocity: VelocityJson = {
  time_zone: 'UTC',
  weeks: [
    { week_start: '2029-12-24', done: 0 },
    { week_start: '2029-12-31', done: 3 },
  ],
  sprints: [],
  suggested_load: null,
};

const emptyFlow: FlowJson = {
  from: '2030-01-01',
  to: '2030-01-02',
  time_zone: 'UTC',
  cycle_time: { unit: 'hours', count: 0, median: null, p85: null, samples: [] },
  lead_time: { unit: 'hours', count: 0, median: null, p85: null, samples: [] },
  cumulative_flow: [{ day: '2030-01-01', todo: 0, in_progress: 0, in_review: 0, done: 0 }],
  throughput: [{ day: '2030-01-01', done: 0 }],
};

const SPRINTS = [
  {
    id: 's1',
    project_id: APOLLO,
    name: 'Sprint 1',
    goal: '',
    start_date: '2030-01-01',
    end_date: '2030-01-14',
    closed_at: '2030-01-14T18:00:00.000Z',
    created_at: '2030-01-01T00:00:00.000Z',
    created_by: null,
    can: { update: true, delete: true, close: false },
  },
  {
    id: 's2',
    project_id: APOLLO,
    name: 'Sprint 2',
    goal: '',
    start_date: '2030-01-15',
    end_date: '2030-01-28',
    closed_at: null,
    created_at: '2030-01-14T00:00:00.000Z',
    created_by: null,
    can: { update: true, delete: true, close: true },
  },
];

function setup(
  overrides: {
    burndown?: BurndownJson;
    velocity?: VelocityJson;
    overview?: OverviewJson;
    flow?: FlowJson;
    routes?: (server: ReturnType<typeof createFakeServer>) => void;
  } = {},
) {
  return renderWithApp(<DataVisualizationPage />, {
    path: '/dashboard/data-visualization',
    url: '/dashboard/data-visualization',
    routes: (server) => {
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [
          projectFixture({ id: APOLLO, title: 'Apollo', due_date: '2030-03-31T00:00:00.000Z' }),
          projectFixture({ id: ZEUS, title: 'Zeus' }),
        ],
      }));
      server.on('GET /api/insights/overview', () => ({
        status: 200,
        body: overrides.overview ?? overview,
      }));
      server.on(`GET /api/projects/${APOLLO}/sprints`, () => ({ status: 200, body: SPRINTS }));
      server.on(`GET /api/projects/${APOLLO}/insights/risk`, () => ({ status: 200, body: risk }));
      server.on(`GET /api/projects/${APOLLO}/insights/burndown`, () => ({
        status: 200,
        body: overrides.burndown ?? burndown,
      }));
      server.on(`GET /api/projects/${APOLLO}/insights/velocity`, () => ({
        status: 200,
        body: overrides.velocity ?? velocity,
      }));
      server.on(`GET /api/projects/${APOLLO}/insights/flow`, () => ({
        status: 200,
        body: overrides.flow ?? emptyFlow,
      }));
      overrides.routes?.(server);
    },
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

async function chooseApollo() {
  const picker = screen.getByRole('combobox', { name: 'Project' });
  await screen.findByRole('option', { name: 'Apollo' });
  await userEvent.selectOptions(picker, 'Apollo');
}

describe('DataVisualizationPage', { timeout: 15_000 }, () => {
  it('shows every project’s progress and status mix for All Projects', async () => {
    setup();
    expect(await screen.findByRole('progressbar', { name: 'Apollo: 25% done' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data Visualization' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'All Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sprint' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tasks by status' });
    const apollo = within(table).getByRole('row', { name: /Apollo/ });
    expect(
      within(apollo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '1', '4']);
    expect(screen.getByText('1 of 4 tasks done', { exact: false })).toBeInTheDocument();
  });

  it('shows the chosen project’s overdue and stalled tasks as links, and workload as text', async () => {
    setup();
    await chooseApollo();
    const overdue = await screen.findByRole('list', { name: 'Overdue tasks' });
    expect(within(overdue).getByRole('link', { name: 'Fix the login' })).toHaveAttribute(
      'href',
      `/dashboard/tasks?task=${TASK}`,
    );
    expect(within(overdue).getByText(/3 days overdue/)).toBeInTheDocument();
    const stalled = screen.getByRole('list', { name: 'Stalled tasks' });
    expect(within(stalled).getByRole('link', { name: 'Write docs' })).toHaveAttribute(
      'href',
      `/dashboard/tasks?task=${IDLE}`,
    );
    expect(within(stalled).getByText('idle 9 days')).toBeInTheDocument();
    const workload = screen.getByRole('table', { name: 'Workload' });
    expect(within(workload).getByText('Overloaded')).toBeInTheDocument();
    expect(within(workload).getByText('Bottleneck')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprint' })).toHaveValue('');
  });

  it('gives the burndown as a table with the server’s numbers, shown on request', async () => {
    setup();
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Burndown Charts' }));
    const table = await screen.findByRole('table', { name: 'Burndown per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Jan 1, 2030', '6', '6', '0', '6'],
      ['Jan 2, 2030', '4', '3', '3', '7'],
      ['Jan 3, 2030', '—', '0', '—', '—'],
    ]);
    expect(table.parentElement).toHaveClass('sr-only');
    const [toggle] = screen.getAllByRole('button', { name: 'Show table' });
    await userEvent.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
    const changes = screen.getByRole('table', { name: 'Scope changes' });
    expect(within(changes).getByRole('row', { name: /Added/ })).toHaveTextContent('+1');
    expect(screen.getByRole('table', { name: 'Tasks done per week' })).toBeInTheDocument();
  });

  it('says so honestly when there is nothing to chart', async () => {
    const none = {
      ...burndown,
      points: burndown.points.map((point) => ({ ...point, remaining: 0, done: 0, total: 0 })),
      scope_changes: [],
    };
    setup({
      burndown: none,
      velocity: { ...velocity, weeks: [{ week_start: '2029-12-31', done: 0 }] },
    });
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Burndown Charts' }));
    expect(await screen.findByText('No tasks in this window yet')).toBeInTheDocument();
    expect(await screen.findByText('No finished tasks yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Burndown per day' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Flow' }));
    expect(await screen.findAllByText('No finished tasks yet')).toHaveLength(3);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads in Arabic, numbers and days in the reader’s locale', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    setup();
    await screen.findByRole('table', { name: 'Tasks by status' });
    await act(() => i18n.changeLanguage('ar'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'المشروع' }), 'Apollo');
    await userEvent.click(screen.getByRole('tab', { name: 'مخططات الإنجاز' }));
    const table = await screen.findByRole('table', { name: 'الإنجاز لكل يوم' });
    const firstDay = within(table).getAllByRole('row')[1]!;
    const expected = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2030-01-01T12:00:00Z'),
    );
    expect(firstDay.firstElementChild).toHaveTextContent(expected);
    expect(firstDay.lastElementChild).toHaveTextContent(new Intl.NumberFormat('ar').format(6));
  });
  it('offers Project Overview, Timeline, Burndown Charts and Flow in that order', async () => {
    setup();
    await screen.findByRole('table', { name: 'Tasks by status' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Project Overview',
      'Timeline',
    ]);
    await chooseApollo();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Project Overview',
      'Timeline',
      'Burndown Charts',
      'Flow',
    ]);
    const overviewTab = screen.getByRole('tab', { name: 'Project Overview' });
    overviewTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts every project on the timeline, a project without a due date as “No dates set”', async () => {
    setup();
    await screen.findByRole('table', { name: 'Tasks by status' });
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    const table = await screen.findByRole('table', { name: 'Projects and sprints by date' });
    expect(rowsOf(table)).toEqual([
      ['Apollo', 'Jan 1, 2030', 'Mar 31, 2030', '—'],
      ['Zeus', 'No dates set', '—', '—'],
    ]);
    expect(
      screen.getByText('Choose a project to see its sprints and milestones.'),
    ).toBeInTheDocument();
    // With All Projects no sprint list is read: that would be one request per project.
    expect(screen.queryByText('Sprint 1')).not.toBeInTheDocument();
  });

  it('shows the chosen project’s sprints on the timeline, open and closed told apart', async () => {
    setup();
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    const table = await screen.findByRole('table', { name: 'Projects and sprints by date' });
    await within(table).findByText('Sprint: Sprint 1');
    expect(rowsOf(table)).toEqual([
      ['Apollo', 'Jan 1, 2030', 'Mar 31, 2030', '—'],
      ['Sprint: Sprint 1', 'Jan 1, 2030', 'Jan 14, 2030', 'Closed'],
      ['Sprint: Sprint 2', 'Jan 15, 2030', 'Jan 28, 2030', 'Open'],
    ]);
    expect(screen.getByTitle('Sprint 1 (Closed): Jan 1, 2030 – Jan 14, 2030')).toHaveClass(
      'border-dashed',
    );
    expect(screen.getByTitle('Sprint 2 (Open): Jan 15, 2030 – Jan 28, 2030')).not.toHaveClass(
      'border-dashed',
    );
    expect(
      screen.queryByText('Choose a project to see its sprints and milestones.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Open sprint')).toBeInTheDocument();
    expect(screen.getByText('Closed sprint')).toBeInTheDocument();
  });

  it('shows the chosen project’s milestones on the timeline, named, with their status', async () => {
    setup({
      routes: (server) =>
        server.on(`GET /api/projects/${APOLLO}/milestones`, () => ({
          status: 200,
          body: [
            {
              id: '6c6c6c6c-0000-4000-8000-000000000001',
              project_id: APOLLO,
              name: 'Beta',
              start_date: '2030-01-10',
              due_date: '2030-02-20',
              status: 'at_risk',
            },
          ],
        })),
    });
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    const table = await screen.findByRole('table', { name: 'Projects and sprints by date' });
    await within(table).findByText('Milestone: Beta');
    expect(rowsOf(table)).toContainEqual([
      'Milestone: Beta',
      'Jan 10, 2030',
      'Feb 20, 2030',
      'At Risk',
    ]);
    expect(screen.getByTitle('Beta, due Feb 20, 2030 (At Risk)')).toHaveTextContent(
      'Milestone: Beta',
    );
  });

  it('charts the open tasks per member for All Projects, with the table', async () => {
    setup({
      overview: {
        ...overview,
        open_tasks_by_member: [
          { user_id: 'u1', name: 'Bob Stone', open_tasks: 5 },
          { user_id: 'u2', name: 'Ada Lane', open_tasks: 2 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Open tasks per member' });
    expect(rowsOf(table)).toEqual([
      ['Bob Stone', '5'],
      ['Ada Lane', '2'],
    ]);
  });

  it('says so when no open task is assigned', async () => {
    setup();
    expect(await screen.findByText('No open task is assigned to anyone.')).toBeInTheDocument();
  });

  it('asks for the chosen burndown window and skip weekends, and refuses a reversed one', async () => {
    const asked: string[] = [];
    const url = `/api/projects/${APOLLO}/insights/burndown`;
    setup({
      routes: (server) => {
        for (const query of [
          '?from=2029-12-20&to=2030-01-03',
          '?from=2029-12-20&to=2030-01-03&skip_weekends=true',
        ])
          server.on(`GET ${url}${query}`, () => {
            asked.push(query);
            return { status: 200, body: { ...burndown, from: '2029-12-20' } };
          });
      },
    });
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Burndown Charts' }));
    await screen.findByRole('table', { name: 'Burndown per day' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    // The server's default window until one is chosen.
    expect(from).toHaveValue('2030-01-01');
    expect(to).toHaveValue('2030-01-03');

    fireEvent.change(from, { target: { value: '2030-01-09' } });
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('The start must be on or before the end.');
    expect(asked).toEqual([]);

    fireEvent.change(from, { target: { value: '2029-12-20' } });
    expect(from).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(asked).toEqual(['?from=2029-12-20&to=2030-01-03']));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Skip weekends' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe('?from=2029-12-20&to=2030-01-03&skip_weekends=true'),
    );
  });

  it('shows the server’s refusal of a too long window at the field', async () => {
    const message = 'The window may span at most 366 days';
    setup({
      routes: (server) => {
        server.on(
          `GET /api/projects/${APOLLO}/insights/burndown?from=2030-01-01&to=2031-06-01`,
          () => ({
            status: 422,
            body: {
              error: 'VALIDATION_ERROR',
              message,
              detail: [{ loc: ['querystring', 'to'], msg: message }],
            },
          }),
        );
      },
    });
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Burndown Charts' }));
    await screen.findByRole('table', { name: 'Burndown per day' });
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2031-06-01' } });
    await waitFor(() => expect(to).toHaveAccessibleDescription(message));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Burndown per day' })).not.toBeInTheDocument();
  });

  it('lists each scope change with a link to its task, a deleted one without', async () => {
    setup();
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Burndown Charts' }));
    const changes = await screen.findByRole('table', { name: 'Scope changes' });
    expect(within(changes).getByRole('link', { name: 'Fix the login' })).toHaveAttribute(
      'href',
      `/dashboard/tasks?task=${TASK}`,
    );
    const removed = within(changes).getByRole('row', { name: /Removed/ });
    expect(removed).toHaveTextContent('Deleted task');
    expect(within(removed).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows cycle and lead times under an hour in tenths, and their spread by range', async () => {
    const stats = (median: number, p85: number, hours: number[]) => ({
      unit: 'hours' as const,
      count: hours.length,
      median,
      p85,
      samples: hours.map((value, index) => ({ task_id: `t${index}`, hours: value })),
    });
    setup({
      flow: {
        ...emptyFlow,
        cycle_time: stats(0.4, 0.004, [0.004, 0.4, 2.5, 3, 50]),
        lead_time: stats(0, 30.25, [0, 30.25]),
      },
    });
    await chooseApollo();
    await userEvent.click(screen.getByRole('tab', { name: 'Flow' }));
    expect(await screen.findByText('0.4 h')).toBeInTheDocument();
    expect(screen.getByText('under 0.01 h')).toBeInTheDocument();
    expect(screen.getByText('30.3 h')).toBeInTheDocument();
    // Unrounded from the server: only a true zero reads 0 h.
    expect(screen.getByText('0 h')).toBeInTheDocument();
    const spread = screen.getByRole('table', { name: 'Finished tasks per cycle time range' });
    expect(within(spread).getByRole('row', { name: 'Under 1 h 2' })).toBeInTheDocument();
    expect(within(spread).getByRole('row', { name: '1–4 h 2' })).toBeInTheDocument();
    expect(within(spread).getByRole('row', { name: '2–4 days 1' })).toBeInTheDocument();
    expect(within(spread).getByRole('row', { name: '2 weeks or more 0' })).toBeInTheDocument();
  });

  it('says Timeline and sprint in Arabic, with the one Arabic word for sprint', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    setup();
    await screen.findByRole('table', { name: 'Tasks by status' });
    await act(() => i18n.changeLanguage('ar'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'المشروع' }), 'Apollo');
    expect(screen.getByRole('combobox', { name: 'السبرنت' })).toBeInTheDocument();
    expect(ar.sprints.title).toBe('السبرنتات');
    await userEvent.click(screen.getByRole('tab', { name: 'الخط الزمني' }));
    expect(
      await screen.findByRole('table', { name: 'المشاريع والسبرنتات حسب التاريخ' }),
    ).toBeInTheDocument();
  });
});
