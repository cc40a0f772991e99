import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProject } from '../../api/projects/use-project.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import type { Project } from '../../api/projects/types.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ProjectSettings } from '../../pages/project/advanced-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const NAME = 'New time is billable by default';

function Harness() {
  const project = useProject('p1');
  return project.data ? <ProjectSettings project={project.data} /> : null;
}

function renderSettings(project: Project) {
  const state = { project };
  return renderWithApp(<Harness />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/projects/p1', () => ({ status: 200, body: state.project }));
      server.on('PUT /api/projects/p1', (call) => {
        state.project = { ...state.project, ...(call.body as Partial<Project>) };
        return { status: 200, body: state.project };
      });
    },
  });
}

describe('the billable default in project settings', { timeout: 15_000 }, () => {
  it('shows the project’s setting and saves a change at once', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(projectFixture({ id: 'p1', billable_by_default: true }));
    const box = await screen.findByRole('checkbox', { name: NAME });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    const put = server.calls.filter((c) => c.method === 'PUT');
    expect(put).toEqual([expect.objectContaining({ body: { billable_by_default: false } })]);
  });

  it('is not offered to someone who cannot edit the project', async () => {
    const base = projectFixture({ id: 'p1' });
    renderSettings({ ...base, role: 'member', can: { ...base.can, update: false } });
    expect(
      await screen.findByText('Only the project owner can edit project details'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: NAME })).toBeNull();
  });
});
