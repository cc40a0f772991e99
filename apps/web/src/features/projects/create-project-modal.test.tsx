import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateProjectModal } from './create-project-modal.tsx';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = (routes?: Parameters<typeof renderWithApp>[1]['routes']) =>
  renderWithApp(<CreateProjectModal open onOpenChange={() => undefined} />, {
    path: '/dashboard/projects',
    url: '/dashboard/projects',
    routes,
  });

const posts = (server: ReturnType<typeof setup>['server']) =>
  server.calls.filter((call) => call.method === 'POST' && call.url === '/api/projects');

// Generous timeout: these drive whole dialogs and the suite runs beside other workspaces.
describe('CreateProjectModal', { timeout: 15_000 }, () => {
  it('says "Please enter a project name" for an empty or blank name and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a project name');
    await user.type(screen.getByLabelText('Project name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a project name');
    expect(screen.getByLabelText('Project name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(server)).toHaveLength(0);
  });

  it('creates the project with the trimmed name in this device’s time zone and opens it', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Tokyo' };
    });
    const user = userEvent.setup();
    const created = projectFixture({ id: 'new-id', title: 'Apollo' });
    const { server } = setup((s) =>
      s.on('POST /api/projects', () => ({ status: 201, body: created })),
    );
    await user.type(screen.getByLabelText('Project name'), '  Apollo  ');
    await user.type(screen.getByLabelText('Description (optional)'), 'To the moon');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard/projects/new-id');
    expect(posts(server)[0]?.body).toEqual({
      name: 'Apollo',
      description: 'To the moon',
      time_zone: 'Asia/Tokyo',
    });
  });

  it('shows "Failed to create project: …" in a sentence when the server refuses', async () => {
    const user = userEvent.setup();
    setup((s) =>
      s.on('POST /api/projects', () => ({
        status: 400,
        body: { error: 'BAD_REQUEST', message: 'Name too long' },
      })),
    );
    await user.type(screen.getByLabelText('Project name'), 'Apollo');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create project: Name too long',
    );
  });
});
