import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_INVALID } from '@crewline/shared/contracts/notifications';
import { useProject } from '../../../api/projects/use-project.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import type { Project } from '../../../api/projects/types.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ProjectSettings } from '../advanced-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const ZONE = /^Time zone/;
const DAYS = /^Mark tasks stalled after \(days\)/;

function Harness() {
  const project = useProject('p1');
  return project.data ? <ProjectSettings project={project.data} /> : null;
}

type Reply = { status: number; body: unknown };

/** The settings of project p1; `refuse` answers a save instead of the fake server's store. */
function renderSettings(project: Project, refuse?: Reply) {
  const state = { project };
  return renderWithApp(<Harness />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/projects/p1', () => ({ status: 200, body: state.project }));
      server.on('PUT /api/projects/p1', (call) => {
        if (refuse) return refuse;
        state.project = { ...state.project, ...(call.body as Partial<Project>) };
        return { status: 200, body: state.project };
      });
    },
  });
}

describe('the insight settings of a project', { timeout: 15_000 }, () => {
  it('shows the project’s zone and days, labelled by their visible text', async () => {
    renderSettings(projectFixture({ id: 'p1', time_zone: 'Asia/Tokyo', stalled_after_days: 14 }));
    expect(await screen.findByRole('combobox', { name: ZONE })).toHaveValue('Asia/Tokyo');
    expect(screen.getByRole('spinbutton', { name: DAYS })).toHaveValue(14);
    expect(screen.getByRole('form', { name: 'Insights' })).toBeVisible();
  });

  it('saves both with one update and shows the saved values', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(projectFixture({ id: 'p1' }));
    const zone = await screen.findByRole('combobox', { name: ZONE });
    await user.selectOptions(zone, 'Europe/Berlin');
    const days = screen.getByRole('spinbutton', { name: DAYS });
    await user.clear(days);
    await user.type(days, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Insight settings saved')).toBeVisible();
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts).toEqual([
      expect.objectContaining({ body: { time_zone: 'Europe/Berlin', stalled_after_days: 21 } }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: ZONE })).toHaveValue('Europe/Berlin'),
    );
    expect(screen.getByRole('spinbutton', { name: DAYS })).toHaveValue(21);
  });

  it('shows the server’s sentence when it refuses the values', async () => {
    const user = userEvent.setup();
    renderSettings(projectFixture({ id: 'p1' }), {
      status: 422,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'Invalid request',
        detail: [{ loc: ['body', 'time_zone'], msg: TIME_ZONE_INVALID }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIME_ZONE_INVALID);
  });

  it('sends an emptied number of days as null, for the server to refuse', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings(projectFixture({ id: 'p1' }));
    await user.clear(await screen.findByRole('spinbutton', { name: DAYS }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([
        expect.objectContaining({ body: { time_zone: 'UTC', stalled_after_days: null } }),
      ]),
    );
  });

  it('is not offered to someone who cannot edit the project', async () => {
    const base = projectFixture({ id: 'p1' });
    renderSettings({ ...base, role: 'member', can: { ...base.can, update: false } });
    expect(
      await screen.findByText('Only the project owner can edit project details'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: ZONE })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: DAYS })).toBeNull();
  });
});
