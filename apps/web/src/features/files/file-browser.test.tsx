import type { FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../api/chat-uploads/fake-xhr.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import { FilesTab } from '../../pages/project/files-tab.tsx';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const project = projectFixture({ id: 'p1', name: 'Apollo', title: 'Apollo' });

function version(fileId: string, n: number): FileVersionJson {
  return {
    id: `${fileId}-v${n}`,
    file_id: fileId,
    version: n,
    storage_path: `/api/files/${fileId}/versions/${fileId}-v${n}/download`,
    file_name: 'plan.pdf',
    mime_type: 'application/pdf',
    file_size: 2048 * n,
    uploaded_by_id: fakeUser.id,
    uploaded_by_name: fakeUser.name,
    upload_date: '2030-01-0' + n + 'T10:00:00.000Z',
    comment: '',
    can: { delete: true },
  };
}

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

const docs = file({ id: 'f-docs', name: 'Docs', file_type: 'folder' });
const plan = file({
  id: 'f-plan',
  name: 'plan.pdf',
  versions: 2,
  latest_version: version('f-plan', 2),
});
const locked = file({
  id: 'f-logo',
  name: 'logo.png',
  file_type: 'image',
  versions: 1,
  latest_version: version('f-logo', 1),
  can: { edit: false, delete: false },
});

function renderTab(routes: Parameters<typeof renderWithApp>[1]['routes'] = () => undefined) {
  return renderWithApp(<FilesTab project={project} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on('GET /api/projects', () => ({ status: 200, body: [project] }));
      server.on('GET /api/projects/p1/files?limit=200', () => ({
        status: 200,
        body: [docs, plan, locked],
      }));
      server.on('GET /api/projects/p1/files?parent_id=f-docs&limit=200', () => ({
        status: 200,
        body: [],
      }));
      routes(server);
    },
  });
}

describe('FilesTab', () => {
  it('lists the project root with a lock on files the caller may not change', async () => {
    renderTab();
    expect(await screen.findByRole('button', { name: 'plan.pdf' })).toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'logo.png' }).closest('li')!;
    expect(within(row).getByRole('img', { name: /Locked/ })).toBeInTheDocument();
    const planRow = screen.getByRole('button', { name: 'plan.pdf' }).closest('li')!;
    expect(within(planRow).queryByRole('img', { name: /Locked/ })).toBeNull();
  });

  it('opens a folder with Enter, shows the breadcrumb and the empty text, and goes Up', async () => {
    const user = userEvent.setup();
    renderTab();
    const folder = await screen.findByRole('button', { name: 'Docs' });
    folder.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('button', { name: 'Root' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Docs').closest('[aria-current="page"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Up' }));
    expect(await screen.findByRole('button', { name: 'plan.pdf' })).toBeInTheDocument();
  });

  it('opens a folder on double-click', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.dblClick(await screen.findByRole('button', { name: 'Docs' }));
    expect(await screen.findByText('This folder is empty.')).toBeInTheDocument();
  });

  it('selects all, counts them, and refuses Delete while a locked file is chosen', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('button', { name: 'plan.pdf' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 item(s) selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select logo.png' }));
    expect(screen.getByText('2 item(s) selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('deletes the selection after confirmation', async () => {
    const user = userEvent.setup();
    const { server } = renderTab((s) => s.on('DELETE /api/files/f-plan', () => ({ status: 204 })));
    await user.click(await screen.findByRole('checkbox', { name: 'Select plan.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 item(s)?' });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'DELETE' && c.url === '/api/files/f-plan')).toBe(
        true,
      ),
    );
  });

  it('renames the one chosen file it may change, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    let reply = {
      status: 422,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'Validation error',
        detail: [{ loc: ['body', 'name'], msg: 'Name is taken' }],
      },
    };
    const { server } = renderTab((s) =>
      s.on('PUT /api/files/f-plan', () => reply as { status: number; body: unknown }),
    );
    const rename = () => screen.getByRole('button', { name: 'Rename' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select logo.png' }));
    expect(rename()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select logo.png' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select plan.pdf' }));
    await user.click(rename());
    const dialog = await screen.findByRole('dialog', { name: 'Rename “plan.pdf”' });
    const field = within(dialog).getByLabelText('New name');
    expect(field).toHaveValue('plan.pdf');
    await user.clear(field);
    await user.type(field, 'plan-v2.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(/Name is taken/)).toBeInTheDocument();
    reply = { status: 200, body: { ...plan, name: 'plan-v2.pdf' } as never };
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const puts = server.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ name: 'plan-v2.pdf' }, { name: 'plan-v2.pdf' }]);
  });

  it('refuses a folder name with a slash in the reader’s words, before asking the server', async () => {
    const user = userEvent.setup();
    const { server } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Folder name'), 'a/b');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A name cannot contain / or \\.');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when nothing matches a search', async () => {
    renderTab((s) =>
      s.on('GET /api/projects/p1/files?q=zzz&limit=200', () => ({ status: 200, body: [] })),
    );
    await screen.findByRole('button', { name: 'plan.pdf' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files...' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No files match your search.')).toBeInTheDocument();
  });

  it('filters by type on the server, so every page holds only that type', async () => {
    const user = userEvent.setup();
    renderTab((s) =>
      s.on('GET /api/projects/p1/files?type=image&limit=200', () => ({
        status: 200,
        body: [locked],
      })),
    );
    await screen.findByRole('button', { name: 'plan.pdf' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'image');
    expect(screen.getByRole('button', { name: 'logo.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'plan.pdf' })).toBeNull();
  });

  it('uploads a new file with a progress bar: creates the row, then sends version 1', async () => {
    const Xhr = installFakeXhr();
    const { server } = renderTab((s) =>
      s.on('POST /api/files', (call) => ({
        status: 201,
        body: file({ id: 'f-new', name: (call.body as { name: string }).name }),
      })),
    );
    await screen.findByRole('button', { name: 'plan.pdf' });
    const input = screen.getByTestId('file-upload-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    const create = server.calls.find((c) => c.method === 'POST' && c.url === '/api/files');
    expect(create?.body).toMatchObject({
      name: 'notes.txt',
      project_id: 'p1',
      file_type: 'document',
    });
    expect(Xhr.requests[0]!.url).toBe('/api/files/f-new/versions');
    expect(Xhr.requests[0]!.fileName).toBe('notes.txt');
    Xhr.requests[0]!.progress(1, 2);
    expect(await screen.findByRole('progressbar', { name: 'notes.txt' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    Xhr.requests[0]!.respond(201, version('f-new', 1));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
  });

  it('uploads a same-named file as a new version of it, and shows a 413 message', async () => {
    const Xhr = installFakeXhr();
    const { server } = renderTab();
    await screen.findByRole('button', { name: 'plan.pdf' });
    fireEvent.change(screen.getByTestId('file-upload-input'), {
      target: { files: [new File(['x'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    expect(Xhr.requests[0]!.url).toBe('/api/files/f-plan/versions');
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/files')).toBe(false);
    Xhr.requests[0]!.respond(413, {
      message: 'File size too large. Please upload files smaller than 10MB.',
    });
    // The limit in the reader's words and units, not the server's English sentence.
    expect(
      await screen.findByText('This file is larger than 10 MB, the most one version may be.'),
    ).toBeInTheDocument();
  });

  it('shows the version history and restores an older version', async () => {
    const user = userEvent.setup();
    const { server } = renderTab((s) => {
      s.on('GET /api/files/f-plan/versions', () => ({
        status: 200,
        body: [version('f-plan', 2), version('f-plan', 1)],
      }));
      s.on('POST /api/files/f-plan/versions/f-plan-v1/restore', () => ({
        status: 201,
        body: version('f-plan', 3),
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Version history of plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history of plan.pdf' });
    expect(await within(dialog).findByText('Version 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore Version 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Restore Version 1' }));
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.url === '/api/files/f-plan/versions/f-plan-v1/restore'),
      ).toBe(true),
    );
    expect(await screen.findByText('Version 1 restored as the newest.')).toBeInTheDocument();
  });

  it('hides Upload and New folder actions from observers', async () => {
    renderWithApp(<FilesTab project={{ ...project, role: 'observer' }} />, {
      path: '/',
      url: '/',
      routes: (server) =>
        server.on('GET /api/projects/p1/files?limit=200', () => ({ status: 200, body: [plan] })),
    });
    await screen.findByRole('button', { name: 'plan.pdf' });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'New folder' })).toBeDisabled();
  });
});

describe('FilesTab paging', () => {
  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      file({ id: `f-${from + i}`, name: `n${String(from + i).padStart(3, '0')}.txt` }),
    );
  // The fake server answers `limit=200` with a short page and a cursor: what matters is the
  // cursor (a page's size is the server's business), and a small DOM keeps the test quick.
  const first = many(0, 3);
  const second = many(3, 2);

  function renderPaged(routes: Parameters<typeof renderTab>[0] = () => undefined) {
    return renderTab((s) => {
      s.on('GET /api/projects/p1/files?limit=200', () => ({
        status: 200,
        body: first,
        headers: { 'X-Next-Cursor': 'c1' },
      }));
      s.on('GET /api/projects/p1/files?limit=200&cursor=c1', () => ({
        status: 200,
        body: second,
      }));
      routes(s);
    });
  }

  it('loads the next page with "Load more", and select all takes what is loaded', async () => {
    const user = userEvent.setup();
    const { server } = renderPaged();
    await screen.findByRole('button', { name: 'n002.txt' });
    expect(screen.queryByRole('button', { name: 'n003.txt' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 item(s) selected Only the loaded items are selected',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'n004.txt' })).toBeInTheDocument();
    // The last page carried no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(server.calls.filter((c) => c.url.startsWith('/api/projects/p1/files'))).toHaveLength(2);
    // Three of five chosen now: select all takes the rest, and says nothing of unloaded ones.
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^5 item\(s\) selected$/);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push({ callback });
        }
        observe(target: Element) {
          observed[observed.length - 1]!.target = target;
        }
        disconnect() {}
      },
    );
    renderPaged();
    await screen.findByRole('button', { name: 'n002.txt' });
    const sentinel = observed.at(-1)!;
    expect(sentinel.target).toContainElement(screen.getByRole('button', { name: 'Load more' }));
    sentinel.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(await screen.findByRole('button', { name: 'n004.txt' })).toBeInTheDocument();
  });

  it('uploads a same-named file not loaded yet as a new version, found on the server', async () => {
    const Xhr = installFakeXhr();
    const far = file({ id: 'f-far', name: 'far.pdf', versions: 1 });
    const { server } = renderPaged((s) =>
      s.on('GET /api/projects/p1/files?q=far.pdf&limit=500', () => ({
        status: 200,
        body: [file({ id: 'f-deeper', name: 'far.pdf', parent_id: 'f-docs' }), far],
      })),
    );
    await screen.findByRole('button', { name: 'n002.txt' });
    fireEvent.change(screen.getByTestId('file-upload-input'), {
      target: { files: [new File(['x'], 'far.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(Xhr.requests).toHaveLength(1));
    expect(Xhr.requests[0]!.url).toBe('/api/files/f-far/versions');
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/files')).toBe(false);
  });
});
