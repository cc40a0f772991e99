import type { DataExportJson } from '@crewline/shared/contracts/account';
import type { ProjectJson } from '@crewline/shared/contracts/project-responses';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, type FakeCall, type FakeReply } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { useAuth } from '../../app/auth/use-auth.ts';
import { AccountTab } from './account-tab.tsx';

/** Where a sign-out asked the auth gate to go. */
function ExitProbe() {
  return <p data-testid="exit-to">{useAuth().exitTo ?? ''}</p>;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const GRACE = { id: 'grace-id', name: 'Grace Hopper', avatar: null, online: false };

function project(id: string, name: string, team: ProjectJson['team']): ProjectJson {
  return {
    id,
    title: name,
    name,
    description: '',
    status: 'in_progress',
    due_date: null,
    owner_id: fakeUser.id,
    created_at: '2025-01-01T00:00:00.000Z',
    last_updated: '2025-01-01T00:00:00.000Z',
    progress: 0,
    tasks: { completed: 0, total: 0 },
    team,
    role: 'owner',
    can: {} as ProjectJson['can'],
  } as ProjectJson;
}

const ME = { id: fakeUser.id, name: fakeUser.name, avatar: null, online: true, role: 'owner' };
const SHARED = project('p-shared', 'Apollo', [ME, { ...GRACE, role: 'member' }] as never);
const ALONE = project('p-alone', 'Solo', [ME] as never);
const THEIRS = { ...project('p-theirs', 'Not mine', [ME] as never), owner_id: 'someone-else' };

function setup(
  options: {
    remove?: (call: FakeCall) => FakeReply;
    request?: (call: FakeCall) => FakeReply;
    status?: () => FakeReply;
    url?: string;
  } = {},
) {
  return renderWithApp(
    <>
      <AccountTab />
      <ExitProbe />
    </>,
    {
      path: '/dashboard/settings',
      url: options.url ?? '/dashboard/settings?tab=account',
      routes: (server) => {
        server.on('GET /api/projects', () => ({ status: 200, body: [SHARED, ALONE, THEIRS] }));
        server.on('POST /api/auth/delete-account', options.remove ?? (() => ({ status: 204 })));
        server.on('POST /api/auth/logout', () => ({ status: 204 }));
        server.on(
          'POST /api/auth/export',
          options.request ?? (() => ({ status: 202, body: PENDING })),
        );
        server.on(
          `GET /api/auth/export/${PENDING.id}`,
          options.status ?? (() => ({ status: 200, body: PENDING })),
        );
      },
    },
  );
}

const PENDING: DataExportJson = {
  id: 'e1e1e1e1-0000-4000-8000-000000000001',
  status: 'pending',
  download_url: null,
  expires_at: null,
  created_at: '2025-03-01T10:00:00.000Z',
};
const READY: DataExportJson = {
  ...PENDING,
  status: 'ready',
  download_url: `/api/auth/export/${PENDING.id}/download?token=abc`,
  expires_at: '2999-03-08T10:00:00.000Z',
};

describe('AccountTab: delete account', () => {
  it('hands over or deletes each owned project, asks twice for deletions, then signs out to the landing page', async () => {
    const user = userEvent.setup();
    const view = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(
      screen.getByText(
        'Are you sure you want to delete your account? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    // Only the projects the person owns are asked about; one with no other member can only go.
    expect(screen.getByLabelText('New owner of Apollo')).toBeInTheDocument();
    expect(screen.getByLabelText('New owner of Solo')).toHaveValue('delete');
    expect(screen.queryByLabelText('New owner of Not mine')).not.toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Delete my account' });
    await user.type(
      screen.getByLabelText('Type your email address or your password to confirm'),
      fakeUser.email,
    );
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('New owner of Apollo'), 'Grace Hopper');
    // The second confirmation for the project deleted with the account.
    expect(submit).toBeDisabled();
    await user.click(
      screen.getByLabelText(
        'I understand that 1 project will be deleted with all its tasks, comments and messages.',
      ),
    );
    await user.click(submit);

    // Signed out with the landing page as the destination (the auth gate takes it from there).
    await waitFor(() => expect(localStorage.getItem('access_token')).toBeNull());
    expect(view.server.calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
    expect(screen.getByTestId('exit-to')).toHaveTextContent(/^\/$/);
    const sent = view.server.calls.find((c) => c.url === '/api/auth/delete-account');
    expect(sent?.body).toEqual({
      confirm: fakeUser.email,
      transfers: [{ project_id: 'p-shared', new_owner_id: 'grace-id' }],
      delete_projects: ['p-alone'],
    });
  });

  it('says so when the confirmation is wrong, and stays signed in', async () => {
    const user = userEvent.setup();
    setup({
      remove: () => ({
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: 'x',
          detail: [{ loc: ['body', 'confirm'], msg: 'x' }],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.selectOptions(screen.getByLabelText('New owner of Apollo'), 'Grace Hopper');
    await user.click(screen.getByRole('checkbox'));
    await user.type(
      screen.getByLabelText('Type your email address or your password to confirm'),
      'wrong',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(
      await screen.findByText('This is neither your email address nor your password.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('access');
  });
});

describe('AccountTab: data export', () => {
  it('requests an export, follows it while pending and offers the download once ready', async () => {
    const user = userEvent.setup();
    let ready = false;
    setup({ status: () => ({ status: 200, body: ready ? READY : PENDING }) });
    await user.click(await screen.findByRole('button', { name: 'Request Data Export' }));
    expect(
      await screen.findByText(
        'Your export is being prepared. You will get a notification when it is ready.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Data Export' })).toBeDisabled();
    ready = true;
    const link = await screen.findByRole(
      'link',
      { name: 'Download data export' },
      { timeout: 8000 },
    );
    expect(link).toHaveAttribute('href', READY.download_url);
  }, 15_000);

  it('shows the export a notification links to, though another device asked for it', async () => {
    setup({
      url: `/dashboard/settings?tab=account&export=${PENDING.id}`,
      status: () => ({ status: 200, body: READY }),
    });
    const link = await screen.findByRole('link', { name: 'Download data export' });
    expect(link).toHaveAttribute('href', READY.download_url);
  });

  it('explains the hourly limit', async () => {
    const user = userEvent.setup();
    setup({
      request: () => ({
        status: 429,
        body: {
          error: 'RATE_LIMITED',
          message: 'You can request one data export per hour. Try again in 1800 seconds.',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Request Data Export' }));
    expect(
      await screen.findByText('You can request one data export per hour. Try again in 30 min.'),
    ).toBeInTheDocument();
  });
});
