import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../api/test-fakes.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import type { Task } from '../../api/tasks/types.ts';
import { TaskDetailDialog } from './task-detail-dialog.tsx';

const task = taskFixture({
  id: '3f2a9c1e-0000-4000-8000-000000000042',
  title: 'Ship the beta',
  description: 'Tag the release\nand announce it.',
  status: 'in_review',
  priority: 'high',
  due_date: '2000-01-05T00:00:00.000Z',
  assignee_id: 'u1',
  assignee: { id: 'u1', name: 'Grace Hopper', avatar: null },
  created_at: '1999-12-20T12:00:00.000Z',
});
const project = { id: 'p1', title: 'Apollo', status: 'on_hold' as const };

function renderDialog(props: { task?: Task | null; onEdit?: (task: Task) => void } = {}) {
  const onClose = vi.fn();
  // The dialog also shows the task's comments; their requests get empty answers here.
  const server = createFakeServer();
  server.on(`GET /api/tasks/${task.id}/comments`, () => ({ status: 200, body: { comments: [] } }));
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TaskDetailDialog
          task={props.task === undefined ? task : props.task}
          project={project}
          onClose={onClose}
          onEdit={props.onEdit}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TaskDetailDialog', () => {
  it('shows priority, status, the relative due label and every detail', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Ship the beta' });
    expect(within(dialog).getByText('Priority: High')).toBeInTheDocument();
    expect(within(dialog).getByText('In Review')).toBeInTheDocument();
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tag the release/)).toHaveTextContent(
      'Tag the release and announce it.',
    );
    expect(within(dialog).getByText('Wednesday, January 5, 2000')).toBeInTheDocument();
    expect(within(dialog).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1',
    );
    expect(within(dialog).getByText('On Hold')).toBeInTheDocument();
    expect(within(dialog).getByText('Dec 20, 1999')).toBeInTheDocument();
    expect(within(dialog).getByText(task.id)).toBeInTheDocument();
  });

  it('says when there is no description, due date or assignee', () => {
    renderDialog({
      task: taskFixture({ title: 'Bare', status: 'todo', priority: 'low' }),
    });
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByText('No due date')).toBeInTheDocument();
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByText('To Do')).toBeInTheDocument();
    expect(screen.getByText('Priority: Low')).toBeInTheDocument();
  });

  it('shows Edit Task only when an edit action is given', async () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Edit Task' })).toBeNull();
  });

  it('calls the edit action with the task', async () => {
    const onEdit = vi.fn();
    renderDialog({ onEdit });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Task' }));
    expect(onEdit).toHaveBeenCalledWith(task);
  });

  it('copies the id and says "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `${task.id}, copy task ID` }));
    });
    expect(writeText).toHaveBeenCalledWith(task.id);
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without a task', () => {
    renderDialog({ task: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
