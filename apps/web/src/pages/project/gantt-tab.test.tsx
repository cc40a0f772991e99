import type { SchedulePreviewJson, TimelineJson } from '@crewline/shared/contracts/schedule';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import type { createFakeServer } from '../../api/test-fakes.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { GanttTab } from './gantt-tab.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const APOLLO = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const DESIGN = '5c5c5c5c-0000-4000-8000-000000000001';
const BUILD = '5c5c5c5c-0000-4000-8000-000000000002';
const DOCS = '5c5c5c5c-0000-4000-8000-000000000003';
const BETA = '7d7d7d7d-0000-4000-8000-000000000001';

function timeline(overrides: Partial<TimelineJson> = {}): TimelineJson {
  return {
    scheduling_mode: 'auto',
    today: '2030-01-02',
    tasks: [
      {
        id: DESIGN,
        title: 'Design',
        status: 'in_progress',
        assignee_id: null,
        start_date: '2030-01-01',
        due_date: '2030-01-03',
        milestone_id: BETA,
        slack_days: 0,
        critical: true,
      },
      {
        id: BUILD,
        title: 'Build',
        status: 'todo',
        assignee_id: null,
        start_date: '2030-01-04',
        due_date: '2030-01-06',
        milestone_id: BETA,
        slack_days: 0,
        critical: true,
      },
      {
        id: DOCS,
        title: 'Docs',
        status: 'todo',
        assignee_id: null,
        start_date: null,
        due_date: '2030-01-03',
        milestone_id: null,
        slack_days: 3,
        critical: false,
      },
    ],
    milestones: [{ id: BETA, name: 'Beta', start_date: '2030-01-01', due_date: '2030-01-06' }],
    dependencies: [{ blocker_task_id: DESIGN, blocked_task_id: BUILD, violated: false }],
    external_tasks: [],
    critical_path: [DESIGN, BUILD],
    ...overrides,
  };
}

const pushed: SchedulePreviewJson = {
  moves: [
    {
      kind: 'task',
      id: DESIGN,
      title: 'Design',
      project_id: APOLLO,
      from: { start_date: '2030-01-01', due_date: '2030-01-03' },
      to: { start_date: '2030-01-02', due_date: '2030-01-04' },
      can_edit: true,
    },
    {
      kind: 'task',
      id: BUILD,
      title: 'Build',
      project_id: APOLLO,
      from: { start_date: '2030-01-04', due_date: '2030-01-06' },
      to: { start_date: '2030-01-05', due_date: '2030-01-07' },
      can_edit: true,
    },
  ],
  hidden_moves: 1,
  violations: [],
};

function setup({
  data = timeline(),
  preview = pushed,
  project = projectFixture({ id: APOLLO }),
  routes,
}: {
  data?: TimelineJson;
  preview?: SchedulePreviewJson;
  project?: ReturnType<typeof projectFixture>;
  routes?: (server: ReturnType<typeof createFakeServer>) => void;
} = {}) {
  return renderWithApp(<GanttTab project={project} />, {
    path: '/p',
    url: '/p',
    routes: (server) => {
      server.on(`GET /api/projects/${APOLLO}/timeline`, () => ({ status: 200, body: data }));
      server.on(`POST /api/projects/${APOLLO}/schedule/preview`, () => ({
        status: 200,
        body: preview,
      }));
      server.on(`POST /api/projects/${APOLLO}/schedule/apply`, () => ({
        status: 200,
        body: preview,
      }));
      routes?.(server);
    },
  });
}

async function moveDesignOneDay() {
  const design = await screen.findByRole('button', { name: /^Design, / });
  design.focus();
  await userEvent.keyboard('{ArrowRight}{Enter}');
}

describe('GanttTab', { timeout: 15_000 }, () => {
  it('draws tasks and milestones with the critical path, the mode and the scale', async () => {
    setup();
    const chart = await screen.findByRole('region', { name: 'Gantt chart of Apollo' });
    expect(within(chart).getByRole('button', { name: /^Design, .*Critical path$/ })).toBeVisible();
    expect(within(chart).getByRole('button', { name: /^Build, .*Critical path$/ })).toBeVisible();
    expect(within(chart).getByRole('button', { name: /^Docs, / })).not.toHaveAccessibleName(
      /Critical path/,
    );
    // Milestones are drawn but never moved from here.
    expect(within(chart).queryByRole('button', { name: /^Beta/ })).toBeNull();
    expect(chart).toHaveTextContent('Beta');
    expect(screen.getByText(/^Automatic scheduling/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('previews a keyboard move, lists what else moves and applies the same change', async () => {
    const { server } = setup();
    await moveDesignOneDay();
    const body = { task_id: DESIGN, start_date: '2030-01-02', due_date: '2030-01-04' };
    await waitFor(() =>
      expect(server.calls.find((c) => c.url.endsWith('/schedule/preview'))?.body).toEqual(body),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move Design?' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Design: Jan 1, 2030 – Jan 3, 2030 → Jan 2, 2030 – Jan 4, 2030',
      'Build: Jan 4, 2030 – Jan 6, 2030 → Jan 5, 2030 – Jan 7, 2030',
      'and 1 task you cannot see',
    ]);
    // Behind the dialog, the chart outlines where both bars would go.
    const chart = document.querySelector('[aria-label="Gantt chart of Apollo"]');
    expect(chart?.querySelectorAll('.border-dashed')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((c) => c.url.endsWith('/schedule/apply'))?.body).toEqual(body);
    // The timeline is read again after the change.
    expect(server.calls.filter((c) => c.url.endsWith('/timeline')).length).toBeGreaterThan(1);
  });

  it('cancels a preview without applying anything', async () => {
    const { server } = setup();
    await moveDesignOneDay();
    const dialog = await screen.findByRole('dialog', { name: 'Move Design?' });
    await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((c) => c.url.endsWith('/schedule/apply'))).toBe(false);
  });

  it('shows the refusal of an apply in the dialog, naming what may not be changed', async () => {
    setup({
      preview: {
        ...pushed,
        moves: [pushed.moves[0]!, { ...pushed.moves[1]!, can_edit: false }],
      },
      routes: (server) =>
        server.on(`POST /api/projects/${APOLLO}/schedule/apply`, () => ({
          status: 403,
          body: {
            error: 'FORBIDDEN',
            message: 'This change would move what you may not edit: Build',
          },
        })),
    });
    await moveDesignOneDay();
    const dialog = await screen.findByRole('dialog', { name: 'Move Design?' });
    await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to perform this action');
    expect(alert).toHaveTextContent('You may not change: Build');
    // Nothing was applied: the dialog stays open with the preview.
    expect(within(dialog).getByText(/^Build: /)).toBeVisible();
  });

  it('reports broken links in manual mode', async () => {
    setup({
      data: timeline({
        scheduling_mode: 'manual',
        dependencies: [{ blocker_task_id: DESIGN, blocked_task_id: BUILD, violated: true }],
      }),
      preview: {
        moves: [pushed.moves[0]!],
        hidden_moves: 0,
        violations: [{ blocker_task_id: DESIGN, blocked_task_id: BUILD }],
      },
    });
    expect(await screen.findByText(/^Manual scheduling/)).toBeVisible();
    await moveDesignOneDay();
    const dialog = await screen.findByRole('dialog', { name: 'Move Design?' });
    expect(await within(dialog).findByText('Links this leaves broken:')).toBeVisible();
    expect(within(dialog).getByText('Design → Build')).toBeVisible();
  });

  it('lists the same rows as a table, and offers no moves to those who may not edit', async () => {
    setup({
      project: projectFixture({
        id: APOLLO,
        role: 'observer',
        can: { ...projectFixture().can, edit_tasks: false, set_scheduling_mode: false },
      }),
    });
    const chart = await screen.findByRole('region', { name: 'Gantt chart of Apollo' });
    expect(within(chart).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Scheduling' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const table = screen.getByRole('table', {
      name: 'Tasks and milestones of Apollo with their dates',
    });
    expect(within(table).getByRole('row', { name: /^Build/ })).toHaveTextContent('Design');
    expect(within(table).getByRole('row', { name: /^Beta/ })).toBeVisible();
  });

  it('lets the owner switch the scheduling mode', async () => {
    const { server } = setup({
      routes: (server) =>
        server.on(`PUT /api/projects/${APOLLO}`, () => ({
          status: 200,
          body: projectFixture({ id: APOLLO, scheduling_mode: 'manual' }),
        })),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Scheduling' }),
      'manual',
    );
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        scheduling_mode: 'manual',
      }),
    );
  });

  it('reads in Arabic, where the left arrow moves a bar later', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    const { server } = setup();
    await screen.findByRole('region', { name: 'Gantt chart of Apollo' });
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('button', { name: 'أسبوع' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^جدولة تلقائية/)).toBeVisible();
    screen.getByRole('button', { name: /^Design[،,] / }).focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(server.calls.find((c) => c.url.endsWith('/schedule/preview'))?.body).toEqual({
        task_id: DESIGN,
        start_date: '2030-01-02',
        due_date: '2030-01-04',
      }),
    );
  });

  it('says when nothing has dates, and offers a retry when the timeline fails', async () => {
    let fail = true;
    setup({
      data: timeline({ tasks: [], milestones: [], dependencies: [], critical_path: [] }),
      routes: (server) =>
        server.on(`GET /api/projects/${APOLLO}/timeline`, () =>
          fail
            ? { status: 500, body: { error: 'INTERNAL', message: 'boom' } }
            : {
                status: 200,
                body: timeline({ tasks: [], milestones: [], dependencies: [], critical_path: [] }),
              },
        ),
    });
    expect(
      await screen.findByText('Could not load the timeline.', {}, { timeout: 8000 }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^No task has a due date yet/)).toBeVisible();
  });
});
