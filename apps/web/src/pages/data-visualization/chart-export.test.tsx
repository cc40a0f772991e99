import type { FlowJson } from '@crewline/shared/contracts/insights';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { DataVisualizationPage } from './data-visualization-page.tsx';
import { ChartFigure, DataTable } from './chart-parts.tsx';

const APOLLO = '0b8b5f0e-1111-4c1a-9a55-000000000001';

const flow: FlowJson = {
  from: '2030-01-01',
  to: '2030-01-02',
  time_zone: 'UTC',
  cycle_time: { unit: 'hours', count: 0, median: null, p85: null, samples: [] },
  lead_time: { unit: 'hours', count: 0, median: null, p85: null, samples: [] },
  cumulative_flow: [
    { day: '2030-01-01', todo: 2, in_progress: 1, in_review: 0, done: 0 },
    { day: '2030-01-02', todo: 1, in_progress: 1, in_review: 0, done: 1 },
  ],
  throughput: [
    { day: '2030-01-01', done: 0 },
    { day: '2030-01-02', done: 1 },
  ],
};

/** What the page handed the browser to download: each file's name and text. */
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
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 5, 10, 0));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderFigure() {
  return renderWithApp(
    <ChartFigure
      title="Tasks done per week"
      description="Tasks finished each week."
      chart={<svg />}
      table={
        <DataTable
          caption="Tasks done per week"
          head={['Week', 'Done']}
          rows={[
            ['Dec 31, 2029', '3'],
            ['=cmd|"/c calc"!A1', '-2'],
          ]}
        />
      }
    />,
    { path: '/', url: '/' },
  );
}

describe('ChartFigure exports', () => {
  it('offers PNG and CSV downloads whose names start with their visible text', async () => {
    renderFigure();
    const png = screen.getByRole('button', {
      name: 'PNG: download “Tasks done per week” as an image',
    });
    const csv = screen.getByRole('button', {
      name: 'CSV: download the data of “Tasks done per week”',
    });
    expect(png).toHaveTextContent(/^PNG$/);
    expect(csv).toHaveTextContent(/^CSV$/);
    // Reached by the keyboard after the table toggle, in reading order.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show table' })).toHaveFocus();
    await userEvent.tab();
    expect(png).toHaveFocus();
    await userEvent.tab();
    expect(csv).toHaveFocus();
  });

  it('downloads the table as CSV: BOM, headers, the rows shown, formulas defused', async () => {
    renderFigure();
    await userEvent.click(screen.getByRole('button', { name: /^CSV/ }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('Tasks-done-per-week-2030-01-05.csv');
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Week,Done\r\n"Dec 31, 2029",3\r\n"\'=cmd|""/c calc""!A1",-2',
    );
  });

  it('says so when this browser cannot draw the image, and downloads nothing', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderFigure();
    await userEvent.click(screen.getByRole('button', { name: /^PNG/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be made');
    expect(downloads).toEqual([]);
  });
});

function setupPage() {
  return renderWithApp(<DataVisualizationPage />, {
    path: '/dashboard/data-visualization',
    url: '/dashboard/data-visualization',
    routes: (server) => {
      server.on('GET /api/projects', () => ({
        status: 200,
        body: [projectFixture({ id: APOLLO, title: 'Apollo' })],
      }));
      server.on('GET /api/insights/overview', () => ({
        status: 200,
        body: { projects: [], open_tasks_by_member: [] },
      }));
      server.on(`GET /api/projects/${APOLLO}/sprints`, () => ({ status: 200, body: [] }));
      server.on(`GET /api/projects/${APOLLO}/insights/risk`, () => ({
        status: 200,
        body: { time_zone: 'UTC', stalled_after_days: 7, overdue: [], stalled: [], workload: [] },
      }));
      server.on(`GET /api/projects/${APOLLO}/insights/burndown`, () => ({
        status: 200,
        body: {
          from: '2030-01-01',
          to: '2030-01-02',
          time_zone: 'UTC',
          skip_weekends: false,
          unit: 'tasks',
          starting_scope: 2,
          starting_remaining: 2,
          points: [
            { day: '2030-01-01', remaining: 2, done: 0, total: 2, ideal: 2 },
            { day: '2030-01-02', remaining: 1, done: 1, total: 2, ideal: 0 },
          ],
          scope_changes: [],
        },
      }));
      server.on(`GET /api/projects/${APOLLO}/insights/velocity`, () => ({
        status: 200,
        body: {
          time_zone: 'UTC',
          weeks: [{ week_start: '2029-12-31', done: 1 }],
          sprints: [],
          suggested_load: null,
        },
      }));
      server.on(`GET /api/projects/${APOLLO}/insights/flow`, () => ({ status: 200, body: flow }));
    },
  });
}

async function openTab(project: string, tab: string) {
  const picker = screen.getAllByRole('combobox')[0]!;
  await screen.findByRole('option', { name: project });
  await userEvent.selectOptions(picker, project);
  await userEvent.click(screen.getByRole('tab', { name: tab }));
}

describe('every chart of the page', { timeout: 15_000 }, () => {
  it('has its PNG and CSV downloads', async () => {
    setupPage();
    await openTab('Apollo', 'Burndown Charts');
    for (const title of ['Burndown', 'Velocity']) {
      expect(
        await screen.findByRole('button', { name: `PNG: download “${title}” as an image` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `CSV: download the data of “${title}”` }),
      ).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Flow' }));
    for (const title of ['Cumulative flow', 'Throughput']) {
      expect(
        await screen.findByRole('button', { name: `PNG: download “${title}” as an image` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `CSV: download the data of “${title}”` }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^PNG: / })).toHaveLength(2);
  });

  it('downloads the cumulative flow as the table shows it', async () => {
    setupPage();
    await openTab('Apollo', 'Flow');
    await userEvent.click(await screen.findByRole('button', { name: /^CSV: .*Cumulative flow/ }));
    expect(downloads.map((download) => download.name)).toEqual(['Cumulative-flow-2030-01-05.csv']);
    const text = new TextDecoder().decode(await downloads[0]!.blob.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      'Day,To Do,In Progress,In Review,Done',
      '"Jan 1, 2030",2,1,0,0',
      '"Jan 2, 2030",1,1,0,1',
    ]);
  });

  it('exports in the reader’s language, Arabic headers and digits kept in UTF-8', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    setupPage();
    await screen.findByRole('combobox', { name: 'Project' });
    await act(() => i18n.changeLanguage('ar'));
    await openTab('Apollo', ar.dataViz.tabs.flow);
    const throughput = ar.dataViz.flow.throughputTitle;
    await userEvent.click(
      await screen.findByRole('button', { name: `CSV: تنزيل بيانات «${throughput}»` }),
    );
    expect(downloads[0]!.name).toBe(`${throughput.replace(/\s+/g, '-')}-2030-01-05.csv`);
    const text = new TextDecoder().decode(await downloads[0]!.blob.arrayBuffer());
    const [head, ...rows] = text.split('\r\n');
    expect(head).toBe(`${ar.dataViz.flow.day},${ar.dataViz.flow.done}`);
    expect(rows[1]).toContain(new Intl.NumberFormat('ar').format(1));
    expect(rows).toHaveLength(2);
  });
});
