import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ProjectDetailsEditor } from './project-details-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ title: 'Apollo', name: 'Apollo', description: 'Moon' });

function setup() {
  return renderWithApp(<ProjectDetailsEditor project={project} heading="Project details" />, {
    path: '/',
    url: '/',
    routes: (server) =>
      server.on(`PUT /api/projects/${project.id}`, (call) => ({
        status: 200,
        body: { ...project, ...(call.body as object) },
      })),
  });
}
const puts = (server: ReturnType<typeof setup>['server']) =>
  server.calls.filter((call) => call.method === 'PUT');

// Generous timeout: these drive whole dialogs and the suite runs beside other workspaces.
describe('ProjectDetailsEditor', { timeout: 15_000 }, () => {
  it('Escape cancels the edit without saving', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), 'Gemini{Escape}');
    expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument();
    expect(screen.getByText('Apollo')).toBeInTheDocument();
    expect(puts(server)).toHaveLength(0);
  });

  it('Ctrl+Enter in the description saves name and description', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Description'), ' landing{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(puts(server)[0]?.body).toEqual({ name: 'Apollo', description: 'Moon landing' });
  });

  it('says "Project name is required" for a blank name and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Project name is required');
    expect(puts(server)).toHaveLength(0);
  });

  it('offers no Edit without the update right', () => {
    renderWithApp(
      <ProjectDetailsEditor
        project={{ ...project, can: { ...project.can, update: false } }}
        heading="x"
      />,
      { path: '/', url: '/' },
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
