import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { TasksPage } from './tasks-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const apollo = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });
const gemini = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Gemini' });
const S1 = '5b5b5b5b-0000-4000-8000-000000000001';

describe('Tasks screen sprint filter', { timeout: 15_000 }, () => {
  it('offers a project’s sprints once it is filtered, and keeps only that sprint’s tasks', async () => {
    const user = userEvent.setup();
    renderWithApp(<TasksPage />, {
      path: '/dashboard/tasks',
      url: '/dashboard/tasks',
      routes: (s) => {
        s.on('GET /api/projects', () => ({ status: 200, body: [apollo, gemini] }));
        s.on('GET /api/tasks', () => ({
          status: 200,
          body: [
            taskFixture({ id: 'a', project_id: apollo.id, title: 'Planned', sprint_id: S1 }),
            taskFixture({ id: 'b', project_id: apollo.id, title: 'Backlog item', sprint_id: null }),
            taskFixture({ id: 'c', project_id: gemini.id, title: 'Elsewhere', sprint_id: null }),
          ],
        }));
        s.on(`GET /api/projects/${apollo.id}/sprints`, () => ({
          status: 200,
          body: [{ id: S1, name: 'Sprint 1', closed_at: null }],
        }));
      },
    });
    await screen.findByText('Planned');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    // With every project shown, only "No sprint" narrows: sprints belong to one project.
    expect(screen.queryByRole('menuitemradio', { name: 'Sprint 1' })).toBeNull();
    await user.click(screen.getByRole('menuitemradio', { name: 'No sprint' }));
    await waitFor(() => expect(screen.queryByText('Planned')).toBeNull());
    expect(screen.getByText('Backlog item')).toBeTruthy();
    expect(screen.getByText('Elsewhere')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Apollo' }));
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Sprint 1' }));
    await waitFor(() => expect(screen.queryByText('Backlog item')).toBeNull());
    expect(screen.getByText('Planned')).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });
});
