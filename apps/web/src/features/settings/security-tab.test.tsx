import {
  SECURITY_MESSAGES,
  type IdentitiesResponse,
  type SessionJson,
} from '@crewline/shared/contracts/security';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeReply } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { SecurityTab } from './security-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const HERE: SessionJson = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Windows',
  browser: 'Chrome 131',
  created_at: '2025-03-01T10:00:00.000Z',
  last_used_at: '2025-03-02T10:00:00.000Z',
  current: true,
};
const PHONE: SessionJson = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'iPhone',
  browser: 'Safari 17',
  created_at: '2025-02-01T10:00:00.000Z',
  last_used_at: '2025-03-03T10:00:00.000Z',
  current: false,
};
const OLD_LAPTOP: SessionJson = {
  ...PHONE,
  id: '33333333-3333-4333-8333-333333333333',
  device: null,
  browser: null,
};

type Setup = {
  methods?: IdentitiesResponse;
  sessions?: SessionJson[];
  password?: (call: FakeCall) => FakeReply;
  unlink?: (call: FakeCall) => FakeReply;
  url?: string;
};

function setup({
  methods = { has_password: true, identities: [] },
  sessions = [PHONE, HERE, OLD_LAPTOP],
  password = () => ({ status: 204 }),
  unlink = () => ({ status: 204 }),
  url = '/dashboard/settings?tab=security',
}: Setup = {}) {
  let listed = [...sessions];
  const navigate = vi.fn();
  const view = renderWithApp(<SecurityTab navigate={navigate} />, {
    path: '/dashboard/settings',
    url,
    routes: (server) => {
      server.on('GET /api/auth/identities', () => ({ status: 200, body: methods }));
      server.on('GET /api/auth/providers', () => ({
        status: 200,
        body: {
          providers: [
            { id: 'google', configured: false },
            { id: 'github', configured: true },
            { id: 'microsoft', configured: true },
          ],
        },
      }));
      server.on('GET /api/auth/sessions', () => ({ status: 200, body: { sessions: listed } }));
      server.on('POST /api/auth/password', password);
      for (const session of sessions) {
        server.on(`DELETE /api/auth/sessions/${session.id}`, () => {
          listed = listed.filter((item) => item.id !== session.id);
          return { status: 204 };
        });
      }
      server.on('POST /api/auth/sessions/revoke-others', () => {
        const revoked = listed.filter((item) => !item.current).length;
        listed = listed.filter((item) => item.current);
        return { status: 200, body: { revoked } };
      });
      server.on('DELETE /api/auth/identities/github', unlink);
      server.on('POST /api/auth/identities/microsoft/link', () => ({
        status: 200,
        body: { url: 'https://login.example.test/authorize?state=s' },
      }));
    },
  });
  const calls = (method: string, path: string) =>
    view.server.calls.filter((c: FakeCall) => c.method === method && c.url === path);
  return { ...view, calls, navigate };
}

describe('SecurityTab: password', { timeout: 15_000 }, () => {
  it('changes the password with the current one and says the others were signed out', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old!pass1');
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Every other device was signed out.'),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/auth/password')[0]!.body).toEqual({
      current_password: 'Old!pass1',
      new_password: 'N3w!password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the rules and the confirmation before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old!pass1');
    await user.type(screen.getByLabelText('New password'), 'weak');
    expect(screen.getByText('8+ characters').closest('li')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Confirm new password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The new password does not meet every rule below.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls('POST', '/api/auth/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field', async () => {
    const user = userEvent.setup();
    setup({
      password: () => ({
        status: 422,
        body: {
          error: 'VALIDATION_ERROR',
          message: SECURITY_MESSAGES.currentPasswordWrong,
          detail: [
            { loc: ['body', 'current_password'], msg: SECURITY_MESSAGES.currentPasswordWrong },
          ],
        },
      }),
    });
    await user.type(await screen.findByLabelText('Current password'), 'Wrong!pass1');
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a provider-only account sets a first password without a current one', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      methods: {
        has_password: false,
        identities: [{ provider: 'github', email: 'ada@gh.test', linked_at: HERE.created_at }],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.type(screen.getByLabelText('New password'), 'N3w!password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(
      await screen.findByText(
        'Password set. You can now sign in with your email address and password.',
      ),
    ).toBeInTheDocument();
    expect(calls('POST', '/api/auth/password')[0]!.body).toEqual({
      new_password: 'N3w!password',
    });
  });
});

describe('SecurityTab: sessions', { timeout: 15_000 }, () => {
  it('lists sessions with this device first and marked, unknown ones named as such', async () => {
    setup();
    const here = (await screen.findByText('Windows · Chrome 131')).closest('li')!;
    expect(here.parentElement!.firstElementChild).toBe(here);
    expect(within(here).getByText('This device')).toBeInTheDocument();
    expect(within(here).queryByRole('button')).toBeNull();
    expect(screen.getByText('Unknown device · Unknown browser')).toBeInTheDocument();
    expect(screen.getAllByText(/^Signed in /).length).toBe(3);
    expect(screen.getAllByText(/Last active /).length).toBe(3);
  });

  it('signs out one session', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out iPhone, Safari 17' }));
    await waitFor(() => expect(screen.queryByText('iPhone · Safari 17')).toBeNull());
    expect(calls('DELETE', `/api/auth/sessions/${PHONE.id}`)).toHaveLength(1);
  });

  it('signs out everywhere else', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('2 other sessions were signed out.')).toBeInTheDocument();
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(screen.getByText('Windows · Chrome 131')).toBeInTheDocument();
  });
});

describe('SecurityTab: sign-in providers', { timeout: 15_000 }, () => {
  it('shows linked and unlinked providers; links through the provider’s page', async () => {
    const user = userEvent.setup();
    const { navigate } = setup({
      methods: {
        has_password: true,
        identities: [{ provider: 'github', email: 'ada@gh.test', linked_at: HERE.created_at }],
      },
    });
    expect(await screen.findByText('Linked as ada@gh.test')).toBeInTheDocument();
    expect(await screen.findByText('Not available on this server')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link Microsoft' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('https://login.example.test/authorize?state=s'),
    );
  });

  it('never unlinks the last way in', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      methods: {
        has_password: false,
        identities: [{ provider: 'github', email: 'ada@gh.test', linked_at: HERE.created_at }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is the only way to sign in to your account.',
    );
    expect(calls('DELETE', '/api/auth/identities/github')).toHaveLength(0);
  });

  it('unlinks a provider when a password is set', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      methods: {
        has_password: true,
        identities: [{ provider: 'github', email: 'ada@gh.test', linked_at: HERE.created_at }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    expect(await screen.findByText('GitHub was unlinked.')).toBeInTheDocument();
    expect(calls('DELETE', '/api/auth/identities/github')).toHaveLength(1);
  });

  it('reports the result of a link coming back from the provider, once', async () => {
    const { router } = setup({ url: '/dashboard/settings?tab=security&link_error=github' });
    expect(
      await screen.findByText(
        'Could not link GitHub. It may already be linked to another account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
  });
});
