import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { TaskBoard } from './task-board.tsx';

function renderBoard(props: Partial<Parameters<typeof TaskBoard>[0]> = {}) {
  const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onAddTask: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <TaskBoard tasks={[]} canMove {...handlers} {...props} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return handlers;
}

const readOnly = { update: false, delete: false };

describe('TaskBoard', { timeout: 15_000 }, () => {
  it('shows the four columns with counts and the empty-column text', () => {
    renderBoard({ tasks: [taskFixture({ id: 'a', status: 'in_review' })] });
    for (const [status, count] of [
      ['todo', '0'],
      ['in_progress', '0'],
      ['in_review', '1'],
      ['done', '0'],
    ] as const) {
      expect(
        within(screen.getByTestId(`column-${status}`)).getByTestId('column-count'),
      ).toHaveTextContent(count);
    }
    const todo = screen.getByTestId('column-todo');
    expect(within(todo).getByRole('heading', { name: 'To Do' })).toBeInTheDocument();
    expect(within(todo).getByText('No tasks yet')).toBeInTheDocument();
    expect(within(todo).getByText('Drag tasks here or create new ones')).toBeInTheDocument();
  });

  it('orders a column by position and presets the status on Add Task', async () => {
    const user = userEvent.setup();
    const handlers = renderBoard({
      tasks: [
        taskFixture({ id: 'b', title: 'Second', position: 2 }),
        taskFixture({ id: 'a', title: 'First', position: 1 }),
      ],
    });
    const titles = within(screen.getByTestId('column-todo')).getAllByRole('heading', { level: 3 });
    expect(titles.map((node) => node.textContent)).toEqual(['First', 'Second']);
    await user.click(screen.getByRole('button', { name: 'Add Task to In Review' }));
    expect(handlers.onAddTask).toHaveBeenCalledWith('in_review');
  });

  it('opens a card on click or Enter, but not when its edit or delete button is used', async () => {
    const user = userEvent.setup();
    const task = taskFixture({ id: 'a', title: 'Write docs' });
    const handlers = renderBoard({ tasks: [task] });
    await user.click(screen.getByRole('heading', { name: 'Write docs' }));
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Edit task' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(task);
    await user.click(screen.getByRole('button', { name: 'Delete task' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(task);
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: /^Write docs/ }).focus();
    await user.keyboard('{Enter}');
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
  });

  it('gives an observer no edit, delete, drag or Add Task', () => {
    renderBoard({
      tasks: [taskFixture({ id: 'a', can: readOnly })],
      canMove: false,
      onAddTask: undefined,
    });
    expect(screen.queryByRole('button', { name: 'Edit task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Task/ })).not.toBeInTheDocument();
    // It still opens, so it is not announced as disabled.
    expect(screen.getByRole('button', { name: /^Write the spec/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('tells an observer of an empty column that it is empty, not to drag tasks there', () => {
    renderBoard({ tasks: [], canMove: false, onAddTask: undefined });
    expect(screen.getAllByText('No tasks yet').length).toBeGreaterThan(0);
    expect(screen.queryByText('Drag tasks here or create new ones')).not.toBeInTheDocument();
  });

  it('keeps the trash bin hidden until a drag starts', () => {
    renderBoard({ tasks: [taskFixture()] });
    expect(screen.getByTestId('trash-bin')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says in words how many tasks block a card and how many it blocks', () => {
    renderBoard({
      tasks: [
        taskFixture({ id: 'a', title: 'Waiting', blocked_by: ['x', 'y'], blocks: ['z'] }),
        taskFixture({ id: 'b', title: 'Free' }),
      ],
    });
    expect(screen.getByText('Blocked by 2')).toBeInTheDocument();
    expect(screen.getByText('Blocks 1')).toBeInTheDocument();
    expect(screen.getAllByText(/^Blocked by|^Blocks/)).toHaveLength(2);
  });
});
