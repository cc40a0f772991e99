import type { RoadmapJson, RoadmapMilestoneJson } from '@crewline/shared/contracts/roadmaps';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { RoadmapsPage } from './roadmaps-page.tsx';

const APOLLO = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const ZEPHYR = '0b8b5f0e-1111-4c1a-9a55-000000000002';

const milestone = (
  id: string,
  name: string,
  status: RoadmapMilestoneJson['status'],
  projectId = APOLLO,
): RoadmapMilestoneJson => ({
  id,
  project_id: projectId,
  project_name: projectId === APOLLO ? 'Apollo' : 'Zephyr',
  name,
  start_date: '2030-01-01',
  due_date: '2030-03-31',
  status,
  progress: 40,
});

const person = (id: string, name: string) => ({ id, name, avatar: null });

const launch: RoadmapJson = {
  id: 'r-launch',
  title: 'Launch plan',
  description: 'Everything for the spring launch',
  visibility: 'members',
  owner: person('u1', 'Ada Lovelace'),
  can_edit: true,
  status: 'at_risk',
  progress: 40,
  start_date: '2030-01-01',
  end_date: '2030-03-31',
  milestones: [milestone('m1', 'Beta', 'at_risk'), milestone('m2', 'Docs', 'on_track', ZEPHYR)],
  projects: [
    { id: APOLLO, name: 'Apollo' },
    { id: ZEPHYR, name: 'Zephyr' },
  ],
  team: {
    members: [person('u1', 'Ada Lovelace'), person('u2', 'Bob Stone'), person('u3', 'Cy Watcher')],
    count: 5,
  },
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-02T00:00:00Z',
};

const shared: RoadmapJson = {
  ...launch,
  id: 'r-shared',
  title: 'Someone else’s plan',
  description: '',
  owner: person('u2', 'Bob Stone'),
  can_edit: false,
  status: 'completed',
  progress: 100,
  milestones: [milestone('m3', 'Done', 'completed')],
  projects: [{ id: APOLLO, name: 'Apollo' }],
  team: { members: [person('u2', 'Bob Stone')], count: 1 },
};

let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  // jsdom makes no object URLs and follows no download links: record them instead.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function setup(roadmaps: RoadmapJson[] = [launch, shared]) {
  return renderWithApp(<RoadmapsPage />, {
    path: '/dashboard/roadmaps',
    url: '/dashboard/roadmaps',
    routes: (server) => {
      server.on('GET /api/roadmaps', () => ({ status: 200, body: { roadmaps } }));
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [projectFixture({ id: APOLLO, title: 'Apollo' })],
      }));
      server.on(`GET /api/projects/${APOLLO}/milestones`, () => ({
        status: 200,
        body: [
          { id: 'm9', project_id: APOLLO, name: 'Release candidate' },
          { id: 'm1', project_id: APOLLO, name: 'Beta' },
        ],
      }));
      server.on('POST /api/roadmaps', (call) => ({
        status: 201,
        body: { ...launch, id: 'r-new', title: (call.body as { title: string }).title },
      }));
    },
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('RoadmapsPage', { timeout: 15_000 }, () => {
  it('shows each roadmap as a card with progress, team, status and dates, and real tiles', async () => {
    setup();
    expect(await screen.findByRole('article', { name: 'Launch plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Roadmaps' })).toBeInTheDocument();
    const mine = within(card('Launch plan'));
    expect(mine.getByText('Everything for the spring launch')).toBeInTheDocument();
    expect(mine.getByText('40%')).toBeInTheDocument();
    expect(mine.getByRole('progressbar', { name: 'Progress of Launch plan' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(mine.getByText('At Risk')).toBeInTheDocument();
    expect(mine.getByText('+2')).toBeInTheDocument();
    expect(
      mine.getByRole('img', { name: 'Team: Ada Lovelace, Bob Stone, Cy Watcher' }),
    ).toBeVisible();
    expect(mine.getByText('Jan 1, 2030 – Mar 31, 2030')).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Edit Launch plan' })).toBeInTheDocument();
    // Only its creator edits a roadmap.
    expect(
      within(card('Someone else’s plan')).queryByRole('button', { name: /^Edit/ }),
    ).not.toBeInTheDocument();
    // Three distinct milestones: one at risk; two of three healthy.
    const tiles = screen.getByRole('region', { name: 'Roadmaps' });
    expect(within(tiles).getByText('Milestones at risk').nextSibling).toHaveTextContent('1');
    expect(within(tiles).getByText('Health score').nextSibling).toHaveTextContent('66%');
  });

  it('searches and filters by status and project', async () => {
    setup();
    await screen.findByRole('article', { name: 'Launch plan' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search roadmaps' }), 'spring');
    expect(screen.queryByRole('article', { name: 'Someone else’s plan' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search roadmaps' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(screen.queryByRole('article', { name: 'Launch plan' })).not.toBeInTheDocument();
    expect(card('Someone else’s plan')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Zephyr');
    expect(screen.queryByRole('article', { name: 'Someone else’s plan' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search roadmaps' }), 'nothing');
    expect(screen.getByText('No roadmap matches these filters.')).toBeInTheDocument();
  });

  it('opens a roadmap on its milestones, each linking to its project', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'View Launch plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Launch plan' });
    expect(within(dialog).getByText('Beta')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Zephyr' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${ZEPHYR}?tab=gantt`,
    );
  });

  it('creates a roadmap from milestones picked by project', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'New Roadmap' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Roadmap' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Q3');
    await userEvent.click(within(dialog).getByLabelText(/^Members of its projects/));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Project' }),
      'Apollo',
    );
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Add Release candidate' }),
    );
    expect(within(dialog).getByRole('button', { name: 'Remove Release candidate' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roadmap' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Q3',
        description: '',
        visibility: 'members',
        milestone_ids: ['m9'],
      }),
    );
  });

  it('exports the roadmaps as filtered to CSV, from the list view', async () => {
    setup();
    await screen.findByRole('article', { name: 'Launch plan' });
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('table')).toHaveTextContent('Someone else’s plan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'At Risk');
    await userEvent.click(screen.getByRole('button', { name: /^CSV/ }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^Roadmaps-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]!.blob.text();
    expect(text.trim().split('\n')).toEqual([
      expect.stringContaining('Title,Status,Progress,Start,End,Projects'),
      'Launch plan,At Risk,40%,"Jan 1, 2030","Mar 31, 2030","Apollo, Zephyr"',
    ]);
  });

  it('says so honestly when there are none, in Arabic too', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    await act(() => i18n.changeLanguage('ar'));
    setup([]);
    expect(await screen.findByText(ar.roadmaps.emptyBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.roadmaps.newRoadmap })).toBeInTheDocument();
  });
});
