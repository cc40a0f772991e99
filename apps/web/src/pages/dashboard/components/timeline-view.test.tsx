import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { TimelineView } from './timeline-view.tsx';

// Wednesday 12 March 2025: its week runs Sunday 9 to Saturday 15 March.
const clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };
const apollo = projectFixture({
  id: 'p1',
  title: 'Apollo',
  progress: 40,
  due_date: '2025-03-13T00:00:00.000Z',
});
const gemini = projectFixture({ id: 'p2', title: 'Gemini', due_date: '2025-04-30T00:00:00.000Z' });
const tasks = [
  taskFixture({ id: 'a', title: 'Late one', due_date: '2025-03-10T00:00:00.000Z' }),
  taskFixture({ id: 'b', title: 'Done one', status: 'done', due_date: '2025-03-11T00:00:00.000Z' }),
];

function renderTimeline() {
  render(
    <MemoryRouter>
      <TimelineView
        projects={[apollo, gemini]}
        tasks={tasks}
        projectsById={new Map([[apollo.id, apollo]])}
        clock={clock}
        onOpenTask={() => undefined}
      />
    </MemoryRouter>,
  );
}

const day = (d: string) => document.querySelector<HTMLElement>(`[data-day="${d}"]`)!;

describe('TimelineView', () => {
  it('draws a bar for a project due within two weeks, filled to its progress', () => {
    renderTimeline();
    expect(screen.getByRole('heading', { name: 'Mar 9 – Mar 15, 2025' })).toBeInTheDocument();
    const bar = screen.getByRole('img', { name: 'Apollo: Feb 27 – Mar 13, 40% complete' });
    // Sunday to Thursday: columns 1 to 5 of 7; the bar began before this week.
    expect(bar.style.gridColumn).toBe('1 / 6');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
    expect(screen.queryByRole('img', { name: /Gemini/ })).toBeNull();
  });

  it('lists each day’s deadlines and tasks, flags overdue ones and says "No events"', () => {
    renderTimeline();
    expect(within(day('2025-03-10')).getByText('Late one')).toBeInTheDocument();
    expect(within(day('2025-03-10')).getByText('OVERDUE')).toBeInTheDocument();
    expect(within(day('2025-03-11')).queryByText('OVERDUE')).toBeNull();
    expect(within(day('2025-03-13')).getByText('Deadline')).toBeInTheDocument();
    expect(within(day('2025-03-13')).getByText('Apollo')).toBeInTheDocument();
    expect(within(day('2025-03-15')).getByText('No events')).toBeInTheDocument();
  });

  it('moves a week at a time and back to This Week', async () => {
    renderTimeline();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Mar 16 – Mar 22, 2025' })).toBeInTheDocument();
    expect(screen.getByText('No project deadlines within two weeks of this week.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('heading', { name: 'Mar 2 – Mar 8, 2025' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    expect(screen.getByRole('heading', { name: 'Mar 9 – Mar 15, 2025' })).toBeInTheDocument();
  });
});
