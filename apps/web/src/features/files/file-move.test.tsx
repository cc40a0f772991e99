import type { FileJson } from '@crewline/shared/contracts/files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { FilesTab } from '../../pages/project/files-tab.tsx';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = projectFixture({ id: 'p1', name: 'Apollo', title: 'Apollo' });

function file(overrides: Partial<FileJson> & Pick<FileJson, 'id' | 'name'>): FileJson {
  return {
    project_id: 'p1',
    project_name: 'Apollo',
    parent_id: null,
    description: '',
    file_type: 'document',
    comment: '',
    versions: 0,
    latest_version: null,
    created_by_id: fakeUser.id,
    created_by_name: fakeUser.name,
    created: '2030-01-01T00:00:00.000Z',
    updated: '2030-01-01T00:00:00.000Z',
    can: { edit: true, delete: true },
    ...overrides,
  };
}

const longName = 'x'.repeat(200);
const docs = file({ id: 'f-docs', name: 'Docs', file_type: 'folder' });
const deep = file({ id: 'f-deep', name: longName, file_type: 'folder', parent_id: 'f-docs' });
const plan = file({ id: 'f-plan', name: 'plan.pdf' });
const inner = file({ id: 'f-inner', name: 'inner.txt', parent_id: 'f-docs' });

function renderTab() {
  return renderWithApp(<FilesTab project={project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/projects', () => ({ status: 200, body: [project] }));
      server.on('GET /api/projects/p1/files?limit=200', () => ({
        status: 200,
        body: [docs, plan],
      }));
      server.on('GET /api/projects/p1/files?parent_id=f-docs&limit=200', () => ({
        status: 200,
        body: [deep, inner],
      }));
      server.on('GET /api/projects/p1/files?type=folder&limit=200', () => ({
        status: 200,
        body: [docs],
      }));
      server.on('GET /api/projects/p1/files?parent_id=f-docs&type=folder&limit=200', () => ({
        status: 200,
        body: [deep],
      }));
      server.on('POST /api/files/f-plan/move', () => ({
        status: 200,
        body: { ...plan, parent_id: 'f-docs' },
      }));
      server.on('POST /api/files/f-inner/move', () => ({
        status: 200,
        body: { ...inner, parent_id: null },
      }));
    },
  });
}

/** A DataTransfer stand-in (jsdom has none): what one drag carries from start to drop. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    get types() {
      return [...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function drag(from: HTMLElement, to: HTMLElement) {
  const carried = dataTransfer();
  fireEvent.dragStart(from, { dataTransfer: carried });
  fireEvent.dragOver(to, { dataTransfer: carried });
  fireEvent.drop(to, { dataTransfer: carried });
}

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('li')!;

describe('moving files', () => {
  it('moves the chosen file to a folder picked in the Move dialog, by keyboard', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Select plan.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 item(s) to…' });
    // Already at the root: moving there would change nothing.
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    within(dialog).getByRole('button', { name: 'Docs' }).focus();
    await user.keyboard('{Enter}');
    // A long name truncates, with the whole name on hover and for screen readers.
    const long = await within(dialog).findByRole('button', { name: longName });
    expect(long).toHaveAttribute('title', longName);
    const here = within(dialog).getByRole('navigation', { name: 'Destination folder' });
    expect(within(here).getByText('Docs').closest('[aria-current="location"]')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const moves = server.calls.filter((c) => c.url === '/api/files/f-plan/move');
    expect(moves.map((c) => [c.method, c.body])).toEqual([['POST', { parent_id: 'f-docs' }]]);
    expect(await screen.findByText('1 item(s) moved.')).toBeInTheDocument();
  });

  it('moves a file dropped on a folder’s row', async () => {
    const { server } = renderTab();
    await screen.findByRole('button', { name: 'plan.pdf' });
    drag(rowOf('plan.pdf'), rowOf('Docs'));
    await waitFor(() =>
      expect(server.calls.find((c) => c.url === '/api/files/f-plan/move')?.body).toEqual({
        parent_id: 'f-docs',
      }),
    );
  });

  it('moves a file dropped on the breadcrumb of the folder above', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    await user.dblClick(await screen.findByRole('button', { name: 'Docs' }));
    await screen.findByRole('button', { name: 'inner.txt' });
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    drag(rowOf('inner.txt'), within(crumbs).getByRole('button', { name: 'Root' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.url === '/api/files/f-inner/move')?.body).toEqual({
        parent_id: null,
      }),
    );
  });

  it('downloads a selection holding a folder as one ZIP of the server', async () => {
    const user = userEvent.setup();
    // jsdom makes no object URLs and follows no download links.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:zip';
        static override revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server } = renderTab();
    server.on('POST /api/projects/p1/files/zip', () => ({ status: 200, body: 'PK' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Docs' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.url === '/api/projects/p1/files/zip')?.body).toEqual({
        ids: ['f-docs'],
      }),
    );
  });
});
