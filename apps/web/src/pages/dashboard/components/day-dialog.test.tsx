import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { DayDialog } from './day-dialog.tsx';

// Wednesday 12 March 2025, mid-afternoon in UTC.
const clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };
const project = projectFixture({ id: 'p1', title: 'Apollo', due_date: '2025-03-10T00:00:00.000Z' });

function renderDialog(props: Partial<Parameters<typeof DayDialog>[0]> = {}) {
  const onOpenTask = vi.fn();
  render(
    <MemoryRouter>
      <DayDialog
        day="2025-03-10"
        deadlines={[]}
        tasks={[]}
        projectsById={new Map([[project.id, project]])}
        clock={clock}
        onClose={() => undefined}
        onOpenTask={onOpenTask}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onOpenTask };
}

describe('DayDialog', () => {
  it('titles the day, counts its items and lists deadlines and tasks with OVERDUE flags', () => {
    const late = taskFixture({ id: 'a', title: 'Ship it', due_date: '2025-03-10T00:00:00.000Z' });
    const done = taskFixture({
      id: 'b',
      title: 'Write notes',
      status: 'done',
      due_date: '2025-03-10T00:00:00.000Z',
    });
    const { onOpenTask } = renderDialog({ deadlines: [project], tasks: [late, done] });

    const dialog = screen.getByRole('dialog', { name: 'Tasks for Monday, March 10, 2025' });
    expect(within(dialog).getByText('3 items scheduled')).toBeInTheDocument();
    expect(within(dialog).getByText('Project Deadlines (1)')).toBeInTheDocument();
    expect(within(dialog).getByText('Tasks Due (2)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Apollo/ })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1',
    );
    // The unfinished task and the unfinished project are overdue; the done task is not.
    expect(within(dialog).getAllByText('OVERDUE')).toHaveLength(2);
    const shipIt = within(dialog).getByRole('button', { name: /Ship it/ });
    expect(within(shipIt).getByText('OVERDUE')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('button', { name: /Write notes/ })).queryByText('OVERDUE'),
    ).toBeNull();

    shipIt.click();
    expect(onOpenTask).toHaveBeenCalledWith(late);
  });

  it('says "1 item scheduled" for a single item', () => {
    renderDialog({ tasks: [taskFixture({ due_date: '2025-03-10T00:00:00.000Z' })] });
    expect(screen.getByText('1 item scheduled')).toBeInTheDocument();
    expect(screen.queryByText(/Project Deadlines/)).toBeNull();
  });

  it('shows the free-day text when the day has nothing', () => {
    renderDialog({ day: '2025-03-14' });
    expect(screen.getByRole('dialog', { name: 'Tasks for Friday, March 14, 2025' })).toBeVisible();
    expect(screen.getByText('0 items scheduled')).toBeInTheDocument();
    expect(screen.getByText('No events scheduled')).toBeInTheDocument();
    expect(
      screen.getByText('This day is free from tasks and project deadlines.'),
    ).toBeInTheDocument();
  });

  it('is closed without a day', () => {
    renderDialog({ day: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
