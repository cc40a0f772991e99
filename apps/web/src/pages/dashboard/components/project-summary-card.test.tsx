import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import type { FakeReply } from '../../../api/test-fakes.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ProjectSummaryCard } from './project-summary-card.tsx';

const project = projectFixture({
  id: 'p1',
  title: 'Apollo',
  status: 'in_progress',
  progress: 40,
  tasks: { completed: 2, total: 5 },
  due_date: '2025-03-20T00:00:00.000Z',
});
const TASKS = 'GET /api/projects/p1/tasks';

function renderCard(reply: FakeReply) {
  const onOpenTask = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderRoute(
    <QueryClientProvider client={client}>
      <ProjectSummaryCard project={project} timeZone="UTC" onOpenTask={onOpenTask} />
    </QueryClientProvider>,
    '/here',
    '/here',
    {},
    (server) => server.on(TASKS, () => reply),
  );
  const taskCalls = () => view.server.calls.filter((c) => `${c.method} ${c.url}` === TASKS);
  return { ...view, onOpenTask, taskCalls };
}

describe('ProjectSummaryCard', () => {
  it('shows title, status, completed of total with a bar, members and due date', () => {
    renderCard({ status: 200, body: [] });
    expect(screen.getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1',
    );
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 tasks completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(screen.getByText('Due Mar 20, 2025')).toBeInTheDocument();
  });

  it('loads its tasks only when expanded, and a task opens its detail', async () => {
    const task = taskFixture({ id: 'a', title: 'Ship it', project_id: 'p1' });
    const { taskCalls, onOpenTask } = renderCard({ status: 200, body: [task] });
    expect(taskCalls()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show tasks of Apollo' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ship it/ }));
    expect(taskCalls()).toHaveLength(1);
    expect(onOpenTask).toHaveBeenCalledWith(task);
    await userEvent.click(screen.getByRole('button', { name: 'Hide tasks of Apollo' }));
    expect(screen.queryByText('Ship it')).toBeNull();
  });

  it.each([
    ['empty', { status: 200, body: [] }],
    ['forbidden', { status: 403, body: { message: 'no' } }],
  ])('says "No tasks yet" when the list is %s', async (_, reply) => {
    renderCard(reply);
    await userEvent.click(screen.getByRole('button', { name: 'Show tasks of Apollo' }));
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  });

  it('opens the project when the card is clicked', async () => {
    const { router } = renderCard({ status: 200, body: [] });
    await userEvent.click(screen.getByText('2 of 5 tasks completed'));
    expect(router.state.location.pathname).toBe('/dashboard/projects/p1');
  });
});
