import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskFixture } from '../../../api/tasks/task-fixture.ts';
import { authReply, fakeJwt } from '../../../api/test-fakes.ts';
import { queryClient } from '../../../app/query/query-client-instance.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { TasksTestPage } from './tasks-test-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const apollo = projectFixture({ id: 'p-apollo', name: 'Apollo' });
const tasks = [
  taskFixture({ id: 't-1', title: 'Write the brief', project_id: apollo.id }),
  taskFixture({ id: 't-2', title: 'Book the room', project_id: apollo.id, status: 'done' }),
];

describe('TasksTestPage', { timeout: 15_000 }, () => {
  it('signs in through the app’s auth client, then lists the projects and tasks with counts', async () => {
    let taskReads = 0;
    const { server } = renderRoute(<TasksTestPage />, '/tasks-test', '/tasks-test', {}, (fake) => {
      fake.on('POST /api/auth/login', () => ({
        status: 200,
        body: authReply(fakeJwt(4_000_000_000), 'refresh'),
      }));
      fake.on('GET /api/projects', () => ({ status: 200, body: [apollo] }));
      fake.on('GET /api/tasks', () => {
        taskReads += 1;
        return { status: 200, body: tasks };
      });
    });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Projects: 1 · Tasks: 2')).toHaveAttribute(
      'data-testid',
      'tasks-counts',
    );
    expect(server.calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    const taskTable = await screen.findByRole('table', { name: 'Tasks (2)' });
    expect(within(taskTable).getByText('Write the brief')).toBeInTheDocument();
    expect(within(taskTable).getByText('done')).toBeInTheDocument();
    expect(within(taskTable).getAllByText('Apollo')).toHaveLength(2);
    const projectTable = screen.getByRole('table', { name: 'Projects (1)' });
    expect(within(projectTable).getByText('p-apollo')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Refetch' }));
    await vi.waitFor(() => expect(taskReads).toBe(2));
  });

  it('says why a sign-in failed', async () => {
    renderRoute(<TasksTestPage />, '/tasks-test', '/tasks-test', {}, (fake) => {
      fake.on('POST /api/auth/login', () => ({
        status: 401,
        body: { error: 'UNAUTHORIZED', message: 'Invalid email or password. Please try again.' },
      }));
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'a@b.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
  });
});
