import type {
  BurndownJson,
  FlowJson,
  OverviewJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
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
  scope_changes: [{ day: '2030-01-02', task_id: TASK, kind: 'added', amount: 1 }],
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

function setup(overrides: { burndown?: BurndownJson; velocity?: VelocityJson } = {}) {
  return renderWithApp(<DataVisualizationPage />, {
    path: '/dashboard/data-visualization',
    url: '/dashboard/data-visualization',
    routes: (server) => {
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [
          projectFixture({ id: APOLLO, title: 'Apollo' }),
          projectFixture({ id: ZEUS, title: 'Zeus' }),
        ],
      }));
      server.on('GET /api/insights/overview', () => ({ status: 200, body: overview }));
      server.on(`GET /api/projects/${APOLLO}/sprints`, () => ({ status: 200, body: [] }));
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
        body: emptyFlow,
      }));
    },
  });
}

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
});
