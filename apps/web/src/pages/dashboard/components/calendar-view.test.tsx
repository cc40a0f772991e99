import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { CalendarView } from './calendar-view.tsx';

// Wednesday 12 March 2025, mid-afternoon in UTC.
const clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };
const project = projectFixture({ id: 'p1', title: 'Apollo', due_date: '2025-03-20T00:00:00.000Z' });

const onDay = (day: string, count: number, status: 'todo' | 'done' = 'todo') =>
  Array.from({ length: count }, (_, i) =>
    taskFixture({
      id: `${day}-${i}`,
      title: `Task ${day} #${i + 1}`,
      status,
      due_date: `${day}T00:00:00.000Z`,
    }),
  );

function renderCalendar(tasks = onDay('2025-03-18', 5)) {
  render(
    <MemoryRouter>
      <CalendarView
        projects={[project]}
        tasks={tasks}
        projectsById={new Map([[project.id, project]])}
        clock={clock}
        onOpenTask={() => undefined}
      />
    </MemoryRouter>,
  );
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('CalendarView', () => {
  it('shows the month as six Sun–Sat weeks from the Sunday before the 1st', () => {
    renderCalendar([]);
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    const days = [...document.querySelectorAll('[data-day]')].map((el) =>
      el.getAttribute('data-day'),
    );
    expect(days[0]).toBe('2025-02-23');
    expect(days).toHaveLength(42);
  });

  it('shows at most 3 tasks on a day and "+N more" for the rest, with the deadline', () => {
    renderCalendar();
    const day = cell('2025-03-18');
    expect(within(day).getByText('Task 2025-03-18 #1')).toBeInTheDocument();
    expect(within(day).getByText('Task 2025-03-18 #3')).toBeInTheDocument();
    expect(within(day).queryByText('Task 2025-03-18 #4')).toBeNull();
    expect(within(day).getByText('+2 more')).toBeInTheDocument();
    expect(within(cell('2025-03-20')).getByText('Apollo')).toBeInTheDocument();
  });

  it('marks days with due unfinished tasks with the red alert only', () => {
    renderCalendar([...onDay('2025-03-18', 1), ...onDay('2025-03-19', 2, 'done')]);
    expect(within(cell('2025-03-18')).getByRole('img', { name: 'Unfinished tasks are due' }));
    expect(
      within(cell('2025-03-19')).queryByRole('img', { name: 'Unfinished tasks are due' }),
    ).toBeNull();
    expect(
      within(cell('2025-03-20')).queryByRole('img', { name: 'Unfinished tasks are due' }),
    ).toBeNull();
  });

  it('opens the dialog of a day with items; a free day is not a button', async () => {
    renderCalendar();
    expect(within(cell('2025-03-17')).queryByRole('button')).toBeNull();
    await userEvent.click(within(cell('2025-03-18')).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Tasks for Tuesday, March 18, 2025' });
    expect(within(dialog).getByText('5 items scheduled')).toBeInTheDocument();
    expect(within(dialog).getByText('Tasks Due (5)')).toBeInTheDocument();
  });

  it('moves between months and back to today', async () => {
    renderCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
  });
});
