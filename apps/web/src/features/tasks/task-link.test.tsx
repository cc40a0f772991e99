import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskDialogs } from './task-dialogs.tsx';
import { useTaskDialogs } from './use-task-dialogs.ts';

const project = projectFixture({ id: 'p1' });
const task = taskFixture({ id: 'linked-1', project_id: 'p1', title: 'Made from chat' });

function Harness() {
  const dialogs = useTaskDialogs();
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      <TaskDialogs dialogs={dialogs} tasks={[task]} projects={[project]} />
    </>
  );
}

describe('a ?task= link (a chat message’s task chip)', { timeout: 15_000 }, () => {
  it('opens that task’s detail, and closing it drops the parameter', async () => {
    renderWithApp(<Harness />, { path: '/dashboard/tasks', url: '/dashboard/tasks?task=linked-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Made from chat' });
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^$/);
  });

  it('opens nothing without the parameter', async () => {
    renderWithApp(<Harness />, { path: '/dashboard/tasks', url: '/dashboard/tasks' });
    await screen.findByLabelText('Address');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
