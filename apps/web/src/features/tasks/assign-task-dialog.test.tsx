import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AssignTaskDialog } from './assign-task-dialog.tsx';
import { CreateFromMessageDialog } from './create-from-message-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const projectId = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const grace = { id: '6f1c1b7e-2a8d-4a53-9a55-2a3c1b1f0a22', name: 'Grace Hopper' };
const posts = (server: ReturnType<typeof renderWithApp>['server']) =>
  server.calls.filter((call) => call.method === 'POST');

describe('AssignTaskDialog', { timeout: 15_000 }, () => {
  it('says "Task title is required" for a blank title, then creates the task assigned to the member', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { server } = renderWithApp(
      <AssignTaskDialog open onOpenChange={onOpenChange} projectId={projectId} member={grace} />,
      {
        path: '/x',
        url: '/x',
        routes: (s) => s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() })),
      },
    );
    expect(screen.getByRole('dialog', { name: 'Assign Task' })).toHaveTextContent('Grace Hopper');
    await user.type(screen.getByLabelText('Title'), '  ');
    await user.click(screen.getByRole('button', { name: 'Assign Task' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Task title is required');
    expect(posts(server)).toHaveLength(0);
    await user.type(screen.getByLabelText('Title'), 'Review the budget');
    await user.click(screen.getByRole('button', { name: 'Assign Task' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posts(server)[0]?.body).toEqual({
      title: 'Review the budget',
      project_id: projectId,
      priority: 'medium',
      assignee_id: grace.id,
    });
  });
});

describe('CreateFromMessageDialog', { timeout: 15_000 }, () => {
  it('fills the form from the message and requires a title', async () => {
    const user = userEvent.setup();
    const { server } = renderWithApp(
      <CreateFromMessageDialog
        open
        onOpenChange={() => undefined}
        projectId={projectId}
        message={'TODO: fix the login page\nusers see a blank screen\nurgent, due 2030-02-03'}
      />,
      {
        path: '/x',
        url: '/x',
        routes: (s) => s.on('POST /api/tasks', () => ({ status: 201, body: taskFixture() })),
      },
    );
    expect(screen.getByRole('dialog', { name: 'Create Task from Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('fix the login page');
    expect(screen.getByLabelText('Priority')).toHaveValue('high');
    expect(screen.getByLabelText('Due date')).toHaveValue('2030-02-03');
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Task title is required');
    await user.type(screen.getByLabelText('Title'), 'Fix login');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(posts(server)).toHaveLength(1));
    expect(posts(server)[0]?.body).toMatchObject({
      title: 'Fix login',
      project_id: projectId,
      priority: 'high',
      due_date: '2030-02-03T00:00:00.000Z',
    });
  });
});
