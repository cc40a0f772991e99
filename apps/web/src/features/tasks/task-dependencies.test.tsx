import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeReply } from '../../api/test-fakes.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskDependencies } from './task-dependencies.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const P = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const A = '7a7a7a7a-0000-4000-8000-00000000000a';
const B = '7a7a7a7a-0000-4000-8000-00000000000b';
const C = '7a7a7a7a-0000-4000-8000-00000000000c';
const D = '7a7a7a7a-0000-4000-8000-00000000000d';

const linked = (id: string, title: string, project = 'Apollo') => ({
  id,
  title,
  status: 'in_progress',
  project_id: P,
  project_name: project,
  due_date: null,
  start_date: null,
});

function setup(canEdit: boolean, post?: (url: string, body: unknown) => FakeReply) {
  const task = taskFixture({
    id: A,
    title: 'Design',
    project_id: P,
    can: { update: canEdit, delete: canEdit },
  });
  return renderWithApp(<TaskDependencies task={task} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/tasks/${A}/dependencies`, () => ({
        status: 200,
        body: {
          blocks: [linked(B, 'Build')],
          blocked_by: [],
          hidden_blocks: 0,
          hidden_blocked_by: 2,
        },
      }));
      server.on(`GET /api/projects/${P}/tasks`, () => ({
        status: 200,
        body: [
          taskFixture({ id: A, title: 'Design', project_id: P }),
          taskFixture({ id: B, title: 'Build', project_id: P }),
          taskFixture({ id: C, title: 'Research', project_id: P }),
          taskFixture({ id: D, title: 'Test', project_id: P }),
        ],
      }));
      if (post) {
        for (const id of [A, C, D]) {
          server.on(`POST /api/tasks/${id}/dependencies`, (call) => post(call.url, call.body));
        }
      }
    },
  });
}

describe('TaskDependencies', () => {
  it('lists both sides with project, status and the count of hidden links; readers get no controls', async () => {
    setup(false);
    const blocks = await screen.findByRole('region', { name: 'Blocks' });
    expect(within(blocks).getByRole('listitem').textContent).toContain('Build');
    expect(within(blocks).getByRole('listitem').textContent).toContain('Apollo');
    expect(within(blocks).getByRole('listitem').textContent).toContain('In Progress');
    const blockedBy = screen.getByRole('region', { name: 'Blocked by' });
    expect(blockedBy.textContent).toContain('Tasks in other projects: 2');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
  });

  it('adds "blocks" on this task and "blocked by" on the other; a cycle shows as returned', async () => {
    const post = vi
      .fn<(url: string, body: unknown) => FakeReply>()
      .mockReturnValueOnce({ status: 201, body: null })
      .mockReturnValueOnce({
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'This link would make a cycle: Design → Test → Design',
          cycle: [A, D],
        },
      });
    setup(true, post);
    const blocks = await screen.findByRole('region', { name: 'Blocks' });
    const select = within(blocks).getByLabelText(/^Add a task this one blocks/);
    // Itself and tasks already linked are not offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a task', 'Research', 'Test']),
    );
    await userEvent.selectOptions(select, C);
    await userEvent.click(within(blocks).getByRole('button', { name: /^Add/ }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual([`/api/tasks/${A}/dependencies`, { blocks_task_id: C }]);

    const blockedBy = screen.getByRole('region', { name: 'Blocked by' });
    await userEvent.selectOptions(
      within(blockedBy).getByLabelText(/^Add a task blocking this one/),
      D,
    );
    await userEvent.click(within(blockedBy).getByRole('button', { name: /^Add/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link would make a cycle: Design → Test → Design',
    );
    expect(post.mock.calls[1]).toEqual([`/api/tasks/${D}/dependencies`, { blocks_task_id: A }]);
  });

  it('removes a link', async () => {
    const { server } = setup(true);
    server.on(`DELETE /api/tasks/${A}/dependencies/${B}`, () => ({ status: 204 }));
    await userEvent.click(await screen.findByRole('button', { name: /^Remove link to Build/ }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `/api/tasks/${A}/dependencies/${B}`,
      ]),
    );
  });
});
