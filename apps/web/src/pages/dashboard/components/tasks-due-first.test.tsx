import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../api/tasks/types.ts';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { TasksDueFirst } from './tasks-due-first.tsx';

// Wednesday 12 March 2025, mid-afternoon in UTC.
const clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };
const project = projectFixture({ id: 'p1', title: 'Apollo' });

function renderPanel(tasks: Task[]) {
  render(
    <MemoryRouter>
      <TasksDueFirst
        tasks={tasks}
        projectsById={new Map([[project.id, project]])}
        clock={clock}
        loading={false}
        onOpenTask={() => undefined}
      />
    </MemoryRouter>,
  );
}

const due = (title: string, day: string | null, status: Task['status'] = 'todo') =>
  taskFixture({ id: title, title, status, due_date: day ? `${day}T00:00:00.000Z` : null });

describe('TasksDueFirst', () => {
  it('lists at most 10 dated, unfinished tasks, soonest first, marking overdue and due today', () => {
    const tasks = [
      due('No date', null),
      due('Finished', '2025-03-01', 'done'),
      ...Array.from({ length: 10 }, (_, i) => due(`Later ${i + 10}`, `2025-03-${i + 14}`)),
      due('Today', '2025-03-12'),
      due('Late', '2025-03-10'),
      due('Tomorrow', '2025-03-13'),
    ];
    renderPanel(tasks);
    const items = within(screen.getByTestId('due-first-list')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.querySelector('span > span')?.textContent)).toEqual([
      'Late',
      'Today',
      'Tomorrow',
      'Later 10',
      'Later 11',
      'Later 12',
      'Later 13',
      'Later 14',
      'Later 15',
      'Later 16',
    ]);
    expect(within(items[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Due today')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Due tomorrow')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Due in 2 days')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Apollo')).toBeInTheDocument();
    expect(screen.queryByText('No date')).toBeNull();
    expect(screen.queryByText('Finished')).toBeNull();
  });

  it('links "View all" to the Tasks screen and says when nothing has a due date', () => {
    renderPanel([due('No date', null)]);
    expect(screen.getByText('No tasks with due dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
  });
});
