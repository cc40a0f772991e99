import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authReply } from '../../api/test-fakes.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const setup = (url = '/auth/login') => renderRoute(<LoginPage />, '/auth/login', url);
const submit = () => screen.getByRole('button', { name: 'Sign In' });

describe('LoginPage', () => {
  it('keeps Sign In disabled until both email and password are typed', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit()).toBeEnabled();
  });

  it('says "Please fill in all fields." for blanks after trimming and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    // (An email field strips surrounding spaces itself, so the password shows the rule.)
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(server.calls.some((call) => call.url === '/api/auth/login')).toBe(false);
  });

  it('shows "Signing in..." and lands on /dashboard after a successful sign-in', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    let release: () => void = () => undefined;
    server.on('POST /api/auth/login', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, body: authReply('access', 'refresh') };
    });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('landed')).toHaveTextContent('dashboard /dashboard');
    const call = server.calls.find((c) => c.url === '/api/auth/login');
    expect(call?.body).toEqual({ email: 'ada@example.com', password: 'Secret1!' });
    expect(localStorage.getItem('access_token')).toBe('access');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Ada Lovelace');
  });

  it('continues to the page a link was opening (an e-mailed item), not the dashboard', async () => {
    const user = userEvent.setup();
    const { server, router } = setup();
    // AuthGate, or a password just set from an invitation, hands the page over in the state.
    await router.navigate('/auth/login', { state: { from: '/dashboard/invitations/i1' } });
    server.on('POST /api/auth/login', () => ({
      status: 200,
      body: authReply('access', 'refresh'),
    }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    await user.click(submit());
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      'elsewhere /dashboard/invitations/i1',
    );
  });

  it('shows the server message in the error banner on a failed sign-in', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/login', () => ({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: 'Invalid email or password. Please try again.' },
    }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(submit()).toBeEnabled();
    // A wrong password is not an expired session: no refresh is attempted.
    expect(server.calls.some((call) => call.url === '/api/auth/refresh')).toBe(false);
  });

  it('shows the session-expired notice and removes the flag from the address', async () => {
    const { router } = setup('/auth/login?session_expired=true&x=1');
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('offers no provider buttons when the server has none configured', async () => {
    const { server } = setup();
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/auth/providers')).toBe(true),
    );
    // Let the answer render before checking that nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/or continue with/i)).not.toBeInTheDocument();
  });

  it('offers exactly the configured provider', async () => {
    renderRoute(<LoginPage />, '/auth/login', '/auth/login', {}, (server) =>
      server.on('GET /api/auth/providers', () => ({
        status: 200,
        body: {
          providers: [
            { id: 'google', configured: false },
            { id: 'github', configured: true },
            { id: 'microsoft', configured: false },
          ],
        },
      })),
    );
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Continue with/ })).toHaveLength(1);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('says which provider failed when the server sends a failed sign-in back', async () => {
    setup('/auth/login?oauth_error=github');
    expect(await screen.findByText('GitHub sign in failed. Please try again.')).toBeVisible();
  });

  it('ignores an unknown provider in the address', async () => {
    setup('/auth/login?oauth_error=%3Cscript%3E');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument(),
    );
    expect(screen.queryByText(/sign in failed/)).not.toBeInTheDocument();
  });
});
