import { act, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteDeletions } from '../../api/realtime/remote-deletions.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import type { Task } from '../../api/tasks/types.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskDialogs } from './task-dialogs.tsx';
import { useTaskDialogs } from './use-task-dialogs.ts';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ id: 'p1' });

// Lets a test replace the tasks on screen, as a socket event would.
let setTasks: (tasks: Task[]) => void = () => undefined;

function Harness({ initial, open }: { initial: Task[]; open: 'detail' | 'edit' }) {
  const dialogs = useTaskDialogs();
  const [tasks, replace] = useState(initial);
  setTasks = replace;
  const first = tasks[0];
  // Opens once, on the first render's task.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !first) return;
    opened.current = true;
    if (open === 'detail') dialogs.openDetail(first);
    else dialogs.openEdit(first);
  }, [dialogs, first, open]);
  return <TaskDialogs dialogs={dialogs} tasks={tasks} projects={[project]} />;
}

function setup(id: string, open: 'detail' | 'edit') {
  const task = taskFixture({ id, project_id: 'p1', title: 'Ship it' });
  const view = renderWithApp(<Harness initial={[task]} open={open} />, {
    path: '/dashboard/tasks',
    url: '/dashboard/tasks',
  });
  return { task, view };
}

describe('task dialogs when someone else deletes the task', { timeout: 15_000 }, () => {
  it('the detail dialog stays open and says so, without Edit', async () => {
    setup('gone-1', 'detail');
    expect(await screen.findByRole('dialog', { name: 'Ship it' })).toBeInTheDocument();
    act(() => {
      remoteDeletions.mark('gone-1');
      setTasks([]);
    });
    expect(screen.getByRole('dialog', { name: 'Ship it' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This task was deleted by someone else.');
    expect(screen.queryByRole('button', { name: 'Edit Task' })).not.toBeInTheDocument();
  });

  it('the edit dialog says so and offers no update', async () => {
    setup('gone-2', 'edit');
    expect(await screen.findByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Task' })).toBeEnabled();
    act(() => remoteDeletions.mark('gone-2'));
    expect(screen.getByRole('alert')).toHaveTextContent('This task was deleted by someone else.');
    expect(screen.getByRole('button', { name: 'Update Task' })).toBeDisabled();
  });
});
