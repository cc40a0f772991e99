import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentFixture } from '../../api/comments/comment-fixture.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TaskDetailDialog } from '../tasks/task-detail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const task = taskFixture({ id: 't1', project_id: 'p1', title: 'Ship the beta' });
const grace = {
  id: 'm2',
  user_id: 'u-grace',
  name: 'Grace Hopper',
  user_name: 'Grace Hopper',
  email: 'grace@example.com',
  avatar: null,
  initials: 'GH',
  role: 'member',
  is_owner: false,
  joined_at: '2025-01-01T00:00:00.000Z',
  online: false,
  assigned_tasks: 0,
};

function renderDialog(canComment: boolean) {
  const onClose = vi.fn();
  const project = projectFixture({
    id: 'p1',
    can: { ...projectFixture().can, comment: canComment },
  });
  const view = renderWithApp(<TaskDetailDialog task={task} project={project} onClose={onClose} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/tasks/t1/comments', () => ({
        status: 200,
        body: { comments: [commentFixture({ id: 'c1', task_id: 't1', text: 'On the task' })] },
      }));
      server.on('GET /api/projects/p1', () => ({ status: 200, body: project }));
      server.on('GET /api/projects/p1/members', () => ({ status: 200, body: [grace] }));
      server.on('POST /api/tasks/t1/comments', (call) => ({
        status: 201,
        body: commentFixture({ id: 'c2', task_id: 't1', ...(call.body as object) }),
      }));
    },
  });
  return { ...view, onClose };
}

describe('Task comments in the task dialog', { timeout: 15_000 }, () => {
  it("shows the task's comments and posts to the task", async () => {
    const user = userEvent.setup();
    const { server } = renderDialog(true);
    const dialog = await screen.findByRole('dialog', { name: 'Ship the beta' });
    expect(await within(dialog).findByText('On the task')).toBeInTheDocument();
    const box = await within(dialog).findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Ready');
    await user.click(within(dialog).getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.url).toBe('/api/tasks/t1/comments'),
    );
    expect(await within(dialog).findByText('Ready')).toBeInTheDocument();
  });

  it('Escape closes the suggestions or the inline edit, not the dialog', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(true);
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '@gr');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Comment text' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('gives observers no composer', async () => {
    renderDialog(false);
    await screen.findByText('On the task');
    await screen.findByText('Observers can read comments but not write them.');
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });
});
