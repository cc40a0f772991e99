import type { TaskStatus } from '@crewline/shared/domain/task-enums';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import type { Task } from '../../../api/tasks/types.ts';
import { TaskListView } from './task-list-view.tsx';

const projectNames = new Map([
  ['p1', 'Website relaunch'],
  ['p2', 'Mobile app'],
]);

function renderList(groups: { status: TaskStatus; tasks: Task[] }[]) {
  const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  // Rows read the viewer's running timer from the query cache.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TaskListView groups={groups} projectNames={projectNames} {...handlers} />
    </QueryClientProvider>,
  );
  return handlers;
}

/** `count` tasks titled "Task 0", "Task 1", … with the given status. */
function manyTasks(status: TaskStatus, count: number, from = 0): Task[] {
  return Array.from({ length: count }, (_, index) =>
    taskFixture({
      id: `${status}-${from + index}`,
      title: `Task ${from + index}`,
      status,
      project_id: index % 2 === 0 ? 'p1' : 'p2',
    }),
  );
}

/** jsdom has no scrolling: move window.scrollY by hand and tell the virtualizer. */
function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const rowTitles = () =>
  screen
    .getAllByTestId('task-row')
    .map((row) => row.querySelector('button span[dir="auto"]')?.textContent);

beforeEach(() => {
  // The window virtualizer writes the page's scroll position; jsdom only logs that it cannot.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('TaskListView', { timeout: 15_000 }, () => {
  it('shows each group under its heading with the row fields, and opens, edits and deletes', async () => {
    const user = userEvent.setup();
    const overdue = taskFixture({
      id: 'a',
      title: 'Write docs',
      priority: 'high',
      due_date: '2020-01-01T00:00:00.000Z',
      assignee_id: 'u1',
      assignee: { id: 'u1', name: 'Dana Scully', avatar: null },
    });
    const done = taskFixture({
      id: 'b',
      title: 'Ship it',
      status: 'done',
      project_id: 'p2',
      priority: 'low',
      can: { update: false, delete: false },
    });
    const handlers = renderList([
      { status: 'todo', tasks: [overdue] },
      { status: 'done', tasks: [done] },
    ]);

    const todo = screen.getByRole('region', { name: 'To Do (1)' });
    expect(todo).toBe(screen.getByTestId('group-todo'));
    const row = within(todo).getByRole('listitem');
    expect(row).toHaveAttribute('aria-setsize', '1');
    expect(row).toHaveAttribute('aria-posinset', '1');
    expect(within(row).getByText('Write docs')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('Website relaunch')).toBeInTheDocument();
    expect(within(row).getByTitle('Dana Scully')).toBeInTheDocument();

    const doneGroup = screen.getByRole('region', { name: 'Done (1)' });
    const doneRow = within(doneGroup).getByRole('listitem');
    expect(within(doneRow).getByText('Mobile app')).toBeInTheDocument();
    // Read-only: no edit or delete.
    expect(within(doneRow).queryByRole('button', { name: 'Edit task' })).not.toBeInTheDocument();
    expect(within(doneRow).queryByRole('button', { name: 'Delete task' })).not.toBeInTheDocument();

    await user.click(within(row).getByText('Write docs'));
    expect(handlers.onOpen).toHaveBeenCalledWith(overdue);
    await user.click(within(row).getByRole('button', { name: 'Edit task' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(overdue);
    await user.click(within(row).getByRole('button', { name: 'Delete task' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(overdue);
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
  });

  it('mounts only a window of rows out of 5,000, with every heading and the right fields', async () => {
    const user = userEvent.setup();
    const todo = manyTasks('todo', 2500);
    const done = manyTasks('done', 2500, 2500);
    const handlers = renderList([
      { status: 'todo', tasks: todo },
      { status: 'done', tasks: done },
    ]);

    const rows = screen.getAllByTestId('task-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rowTitles().slice(0, 3)).toEqual(['Task 0', 'Task 1', 'Task 2']);
    // Both headings are there although the Done rows are far below.
    expect(screen.getByRole('heading', { name: 'To Do (2500)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Done (2500)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('group-done')).queryAllByTestId('task-row')).toHaveLength(0);
    // The list tells assistive technology how long it really is.
    expect(rows[1]).toHaveAttribute('aria-setsize', '2500');
    expect(rows[1]).toHaveAttribute('aria-posinset', '2');
    expect(within(rows[1] as HTMLElement).getByText('Mobile app')).toBeInTheDocument();

    // Far down (rows estimate 61 px): the window moves with the page.
    scrollWindowTo(61 * 3000);
    const titles = rowTitles();
    expect(titles).not.toContain('Task 0');
    expect(titles).toContain('Task 3000');
    expect(screen.getAllByTestId('task-row').length).toBeLessThan(40);
    const row = screen
      .getAllByTestId('task-row')
      .find((node) => node.textContent?.includes('Task 3000'));
    expect(row).toHaveAttribute('aria-posinset', '501');
    expect(row?.closest('section')).toBe(screen.getByTestId('group-done'));
    expect(within(row as HTMLElement).getByText('Website relaunch')).toBeInTheDocument();

    // The row opens its own task, by click and by keyboard (Tab to it, Enter).
    await user.click(within(row as HTMLElement).getByText('Task 3000'));
    expect(handlers.onOpen).toHaveBeenLastCalledWith(done[500]);
    const open = within(row as HTMLElement).getByRole('button', { name: /Task 3000/ });
    open.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.closest('[data-testid="task-row"]')).toHaveTextContent(
      'Task 3001',
    );
    await user.keyboard('{Enter}');
    expect(handlers.onOpen).toHaveBeenLastCalledWith(done[501]);
  });

  it('keeps the focused row mounted when the page scrolls away from it', () => {
    renderList([{ status: 'todo', tasks: manyTasks('todo', 5000) }]);
    const first = screen.getByRole('button', { name: /Task 0/ });
    act(() => first.focus());
    scrollWindowTo(61 * 2000);
    expect(rowTitles()).toContain('Task 2000');
    expect(rowTitles()).toContain('Task 0');
    expect(document.activeElement).toBe(first);
    // Once focus leaves the list, the far row goes.
    act(() => first.blur());
    expect(rowTitles()).not.toContain('Task 0');
  });
});
