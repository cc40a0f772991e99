import type { DragEndEvent } from '@dnd-kit/core';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '../../api/tasks/types.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { boardColumns } from './board-columns.ts';
import type { DropData } from './board-dnd-ids.ts';
import { useBoardDrop } from './use-board-drop.ts';

type Drop = (event: DragEndEvent) => void;

/** Renders the hook on a page of the app and hands back its drop handler. */
function renderDrop(tasks: Task[], onTrash: (task: Task) => void) {
  let drop: Drop | undefined;
  function Harness() {
    drop = useBoardDrop(boardColumns(tasks), tasks, onTrash).onDragEnd;
    return (
      <>
        <button type="button">Top of the page</button>
        {tasks.map((task) => (
          <div key={task.id} data-task-card={task.id} tabIndex={0}>
            {task.title}
          </div>
        ))}
      </>
    );
  }
  const view = renderWithApp(<Harness />, { path: '/board', url: '/board' });
  return { ...view, drop: (event: DragEndEvent) => act(() => drop!(event)) };
}

const dropOn = (task: Task, target: DropData) =>
  ({ active: { data: { current: { task } } }, over: { data: { current: target } } }) as never;

describe('useBoardDrop', () => {
  it('asks before a card dropped on the trash bin is deleted, and deletes nothing itself', async () => {
    const task = taskFixture({ id: 't1', can: { ...taskFixture().can, delete: true } });
    const onTrash = vi.fn();
    const view = renderDrop([task], onTrash);
    await view.drop(dropOn(task, { type: 'trash' }));
    await waitFor(() => expect(onTrash).toHaveBeenCalledWith(task));
    expect(view.server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('does not offer to delete a card the viewer may not delete', async () => {
    const task = taskFixture({ id: 't2', can: { ...taskFixture().can, delete: false } });
    const onTrash = vi.fn();
    const view = renderDrop([task], onTrash);
    await view.drop(dropOn(task, { type: 'trash' }));
    expect(onTrash).not.toHaveBeenCalled();
  });

  it('keeps focus on a card moved to another column', async () => {
    const task = taskFixture({ id: 't3', status: 'todo' });
    const view = renderDrop([task], vi.fn());
    view.getByRole('button', { name: 'Top of the page' }).focus();
    await view.drop(dropOn(task, { type: 'column', status: 'done' }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-task-card', 't3'));
  });
});
