import { screen, waitFor, within } from '@testing-library/react';
import { commentLink, taskLink } from '@crewline/shared/domain/item-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentFixture } from '../../api/comments/comment-fixture.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ProjectPage } from './project-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ id: 'p1' });
const task = taskFixture({ id: 't1', project_id: 'p1', title: 'Ship the beta' });

function renderProject(url: string) {
  return renderWithApp(<ProjectPage />, {
    // One route for the overview and its tabs, as the app's router gives them one page.
    path: '/dashboard/projects/:projectId/*',
    url,
    routes: (server) => {
      server.on('GET /api/projects/p1', () => ({ status: 200, body: project }));
      server.on('GET /api/projects/p1/tasks', () => ({ status: 200, body: [task] }));
      server.on('GET /api/projects/p1/members', () => ({ status: 200, body: [] }));
      server.on('GET /api/tasks/t1/comments', () => ({
        status: 200,
        body: {
          comments: [
            commentFixture({ id: 'c1', task_id: 't1', text: 'First thoughts' }),
            commentFixture({ id: 'c2', task_id: 't1', text: 'The one you were mentioned in' }),
          ],
        },
      }));
    },
  });
}

describe('item addresses on the project page', { timeout: 20_000 }, () => {
  it('a task’s address opens its dialog on the task board', async () => {
    renderProject(taskLink('p1', 't1'));
    expect(await screen.findByRole('dialog', { name: 'Ship the beta' })).toBeInTheDocument();
  });

  it('an old `/dashboard/projects/<id>?task=<id>` link opens the task too, not the overview', async () => {
    const { router } = renderProject('/dashboard/projects/p1?task=t1');
    expect(await screen.findByRole('dialog', { name: 'Ship the beta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/projects/p1/tasks');
    expect(router.state.location.search).toBe('?task=t1');
  });

  it('a comment’s address opens the task with that comment marked', async () => {
    renderProject(commentLink({ projectId: 'p1', taskId: 't1', commentId: 'c2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship the beta' });
    const linked = (await within(dialog).findByText('The one you were mentioned in')).closest('li');
    expect(linked).toHaveAttribute('aria-current', 'true');
    expect(linked).toHaveAttribute('id', 'comment-c2');
    const other = within(dialog).getByText('First thoughts').closest('li');
    expect(other).not.toHaveAttribute('aria-current');
  });

  it('closing the dialog leaves the board and drops the task and comment from the address', async () => {
    const { router } = renderProject(
      commentLink({ projectId: 'p1', taskId: 't1', commentId: 'c2' }),
    );
    await screen.findByRole('dialog', { name: 'Ship the beta' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /close/i }).length).toBeGreaterThan(0),
    );
    screen.getAllByRole('button', { name: /close/i })[0]!.click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/projects/p1/tasks');
    expect(router.state.location.search).toBe('');
  });
});
