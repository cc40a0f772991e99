import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../api/projects/types.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AdvancedTab } from './advanced-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const NONE = Object.fromEntries(
  Object.keys(projectFixture().can).map((key) => [key, false]),
) as Project['can'];

function setup(project: Project) {
  return renderWithApp(<AdvancedTab project={project} />, {
    path: '/dashboard/projects/:projectId/advanced',
    url: `/dashboard/projects/${project.id}/advanced`,
    routes: (server) => {
      server.on(`DELETE /api/projects/${project.id}`, () => ({ status: 204 }));
      server.on('GET /api/projects', () => ({ status: 200, body: [] }));
    },
  });
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Delete Project' }));
  return screen.getByRole('dialog');
};

// Generous timeout: these drive whole dialogs and the suite runs beside other workspaces.
describe('AdvancedTab', { timeout: 15_000 }, () => {
  it('keeps the delete confirmation disabled until the exact project name is typed', async () => {
    const user = userEvent.setup();
    const { server } = setup(projectFixture({ title: 'Apollo', name: 'Apollo' }));
    await openDialog(user);
    const confirm = screen.getByRole('button', { name: 'Delete permanently' });
    const field = screen.getByLabelText('Type Apollo to confirm.');
    expect(confirm).toBeDisabled();
    await user.type(field, 'apollo');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Apollo ');
    expect(confirm).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard/projects');
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('asks for "Unnamed Project" when the project has no name', async () => {
    const user = userEvent.setup();
    setup(projectFixture({ title: '', name: '' }));
    await openDialog(user);
    const confirm = screen.getByRole('button', { name: 'Delete permanently' });
    await user.type(screen.getByLabelText('Type Unnamed Project to confirm.'), 'Unnamed Project');
    expect(confirm).toBeEnabled();
  });

  it('shows the server message when deletion fails', async () => {
    const user = userEvent.setup();
    const project = projectFixture();
    const { server } = setup(project);
    server.on(`DELETE /api/projects/${project.id}`, () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Try again in a moment' },
    }));
    await openDialog(user);
    await user.type(screen.getByRole('textbox'), 'Apollo');
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Try again in a moment')).toBeInTheDocument();
  });

  it('sends a non-owner to the overview', async () => {
    const project = projectFixture({ role: 'member', can: NONE });
    setup(project);
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      `/dashboard/projects/${project.id}`,
    );
  });
});
