import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { taskFixture } from '../../api/tasks/task-fixture.ts';
import { TasksTab } from '../../pages/project/tasks-tab.tsx';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-0000000000c1', title: 'Apollo' });
const S1 = '5b5b5b5b-0000-4000-8000-000000000001';
const S2 = '5b5b5b5b-0000-4000-8000-000000000002';

function setup() {
  return renderWithApp(<TasksTab project={project} />, {
    path: '/dashboard/projects/:id',
    url: `/dashboard/projects/${project.id}`,
    routes: (server) => {
      server.on(`GET /api/projects/${project.id}/tasks`, () => ({
        status: 200,
        body: [
          taskFixture({ id: 'a', project_id: project.id, title: 'In one', sprint_id: S1 }),
          taskFixture({ id: 'b', project_id: project.id, title: 'In two', sprint_id: S2 }),
          taskFixture({ id: 'c', project_id: project.id, title: 'In none', sprint_id: null }),
        ],
      }));
      server.on(`GET /api/projects/${project.id}/members`, () => ({ status: 200, body: [] }));
      server.on(`GET /api/projects/${project.id}/sprints`, () => ({
        status: 200,
        body: [
          { id: S2, name: 'Sprint 2', closed_at: '2030-01-01T00:00:00Z' },
          { id: S1, name: 'Sprint 1', closed_at: null },
        ],
      }));
    },
  });
}

const titles = () =>
  screen.getAllByTestId('task-card').map((card) => within(card).getByRole('heading').textContent);

describe('sprint filter on the project board', () => {
  it('shows all sprints, then one sprint, then the tasks in no sprint', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByText('In one');
    expect(titles().sort()).toEqual(['In none', 'In one', 'In two']);
    const filter = screen.getByLabelText(/^Sprint/);
    await screen.findByRole('option', { name: 'Sprint 1' });
    // Open sprints first; a closed one is marked.
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sprints', 'No sprint', 'Sprint 1', 'Sprint 2 (Closed)']);
    await user.selectOptions(filter, S1);
    await waitFor(() => expect(titles()).toEqual(['In one']));
    // Its card names the sprint.
    expect(screen.getByTestId('task-card').textContent).toContain('Sprint 1');
    await user.selectOptions(filter, 'none');
    await waitFor(() => expect(titles()).toEqual(['In none']));
    await user.selectOptions(filter, 'all');
    await waitFor(() => expect(titles()).toHaveLength(3));
  });
});
