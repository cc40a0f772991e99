import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { DashboardPage } from './dashboard-page.tsx';

function renderDashboard(routes: Parameters<typeof renderRoute>[4]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoute(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
    '/dashboard',
    '/dashboard',
    {},
    routes,
  );
}

const statValue = (key: string) =>
  within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;

// The signed difference is wrapped in bidi isolates so it reads "+1" in Arabic too.
const statHint = (key: string) =>
  screen.getByTestId(`stat-${key}`).lastElementChild?.textContent?.replace(/[\u2066-\u2069]/g, '');

describe('DashboardPage', () => {
  it('shows zero statistics and empty lists when the loads fail', async () => {
    renderDashboard((server) => {
      server.on('GET /api/projects', () => ({ status: 500, body: { message: 'boom' } }));
      server.on('GET /api/tasks', () => ({ status: 500, body: { message: 'boom' } }));
    });
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first project')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No tasks with due dates')).toBeInTheDocument());
    for (const key of ['totalProjects', 'activeTasks', 'completedTasks', 'overdueTasks']) {
      expect(statValue(key)).toBe('0');
    }
    expect(statHint('totalProjects')).toBe('0 new this month, 0 from last month');
    expect(statHint('activeTasks')).toBe('0 new this month, 0 from last month');
    expect(document.title).toBe('Dashboard · Crewline');
  });

  it('computes the statistics from the loaded projects and tasks', async () => {
    const now = new Date();
    const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1, 12).toISOString();
    const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 10, 12).toISOString();
    renderDashboard((server) => {
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [
          projectFixture({ id: 'p1', title: 'Apollo', created_at: thisMonth }),
          projectFixture({ id: 'p2', title: 'Gemini', created_at: thisMonth }),
          projectFixture({ id: 'p3', title: 'Mercury', created_at: lastMonth }),
        ],
      }));
      server.on('GET /api/tasks', () => ({
        status: 200,
        body: [
          taskFixture({ id: 'a', status: 'done', created_at: lastMonth }),
          taskFixture({ id: 'b', due_date: '2000-01-01T00:00:00.000Z', created_at: thisMonth }),
          taskFixture({ id: 'c', status: 'in_progress', created_at: thisMonth }),
        ],
      }));
    });
    expect(await screen.findByRole('link', { name: 'Apollo' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('activeTasks')).toBe('2'));
    expect(statValue('totalProjects')).toBe('3');
    expect(statValue('completedTasks')).toBe('1');
    expect(statValue('overdueTasks')).toBe('1');
    // Two projects this month against one last month; never a hard-coded "+2".
    expect(statHint('totalProjects')).toBe('2 new this month, +1 from last month');
    expect(statHint('activeTasks')).toBe('2 new this month, +1 from last month');
    expect(screen.getByText('33% of all tasks')).toBeInTheDocument();
  });

  it('takes the month over month from the overview once it answers', async () => {
    const figure = (thisMonth: number, lastMonth: number) => ({
      this_month: thisMonth,
      last_month: lastMonth,
      difference: thisMonth - lastMonth,
    });
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderDashboard((server) => {
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [projectFixture({ id: 'p1', title: 'Apollo', created_at: new Date().toISOString() })],
      }));
      server.on('GET /api/tasks', () => ({
        status: 200,
        body: [taskFixture({ id: 'a', status: 'done', created_at: new Date().toISOString() })],
      }));
      server.on('GET /api/insights/overview', async () => {
        await answered;
        return {
          status: 200,
          body: {
            projects: [],
            open_tasks_by_member: [],
            month_over_month: {
              time_zone: 'UTC',
              month: '2026-11',
              // Deleted tasks still count in the history: more than the one loaded task.
              tasks_created: figure(7, 4),
              tasks_finished: figure(2, 5),
              projects_created: figure(1, 1),
            },
          },
        };
      });
    });
    // While the overview loads, the cards count from the loaded lists.
    await waitFor(() => expect(statValue('completedTasks')).toBe('1'));
    expect(statHint('activeTasks')).toBe('1 new this month, +1 from last month');
    expect(statHint('completedTasks')).toBe('100% of all tasks');
    answer?.();
    await waitFor(() =>
      expect(statHint('completedTasks')).toBe('2 finished this month, -3 from last month'),
    );
    expect(statHint('activeTasks')).toBe('7 new this month, +3 from last month');
    expect(statHint('totalProjects')).toBe('1 new this month, 0 from last month');
  });
});
