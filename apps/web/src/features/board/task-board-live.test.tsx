import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import type { Task } from '../../api/tasks/types.ts';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { TaskBoard } from './task-board.tsx';

function board(tasks: Task[]): ReactElement {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <TaskBoard tasks={tasks} canMove onOpen={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />
      </ToastProvider>
    </QueryClientProvider>
  );
}

const titlesIn = (status: string) =>
  within(screen.getByTestId(`column-${status}`))
    .queryAllByRole('heading', { level: 3 })
    .map((node) => node.textContent);

// The keyboard sensor picks a card up with Space and puts it down with Space (or Escape).
async function pickUp(title: string) {
  const card = screen.getByRole('button', { name: new RegExp(`^${title}`) });
  card.focus();
  await act(async () => {
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  });
  // The sensor listens for the keys that end a drag from the next task on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return card;
}

describe('TaskBoard under live updates', { timeout: 15_000 }, () => {
  it('keeps the columns as they were while a card is dragged, then shows the update', async () => {
    const mine = taskFixture({ id: 'a', title: 'Mine', position: 1 });
    const theirs = taskFixture({ id: 'b', title: 'Theirs', position: 2 });
    const view = render(board([mine, theirs]));
    const card = await pickUp('Mine');
    expect(screen.getByTestId('trash-bin')).toBeInTheDocument();
    view.rerender(board([mine, { ...theirs, status: 'done' }]));
    expect(titlesIn('todo')).toEqual(['Mine', 'Theirs']);
    expect(titlesIn('done')).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(card, { code: 'Escape', key: 'Escape' });
    });
    expect(titlesIn('todo')).toEqual(['Mine']);
    expect(titlesIn('done')).toEqual(['Theirs']);
  });

  it('says so when the dragged card was deleted by someone else meanwhile', async () => {
    const mine = taskFixture({ id: 'a', title: 'Mine' });
    const view = render(board([mine]));
    const card = await pickUp('Mine');
    view.rerender(board([]));
    expect(titlesIn('todo')).toEqual(['Mine']);
    await act(async () => {
      fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    });
    expect(
      await screen.findByText('That task was deleted by someone else while you were moving it.'),
    ).toBeInTheDocument();
    expect(titlesIn('todo')).toEqual([]);
  });
});
