import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { renderRoute } from '../../test/render-route.tsx';
import userEvent from '@testing-library/user-event';
import { AuthGate } from './auth-gate.tsx';
import { useAuth } from './use-auth.ts';

function SignOutTo({ to }: { to: string }) {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout(to)}>
      sign out
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

const protectedPage = (
  <AuthGate>
    <p>secret page</p>
  </AuthGate>
);

describe('AuthGate', () => {
  it('sends a signed-out visitor to /auth/login', async () => {
    renderRoute(protectedPage, '/dashboard/inbox', '/dashboard/inbox');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/login');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows "Authenticating..." while the profile loads, then the page', async () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { server } = renderRoute(protectedPage, '/dashboard/inbox', '/dashboard/inbox', {}, (s) =>
      s.on('GET /api/auth/profile', async () => {
        await gate;
        return { status: 200, body: fakeUser };
      }),
    );
    expect(screen.getByText('Authenticating...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('secret page')).toBeInTheDocument();
    expect(server.calls[0]?.auth).toBe('Bearer a');
  });

  it('signs out and redirects when the stored session is dead', async () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'revoked');
    renderRoute(protectedPage, '/dashboard/inbox', '/dashboard/inbox', {}, (s) => {
      s.on('GET /api/auth/profile', () => ({ status: 401, body: {} }));
      s.on('POST /api/auth/refresh', () => ({ status: 401, body: {} }));
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it.each(['/', '/auth/login'])('a deliberate sign-out to %s goes there', async (to) => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    const { server } = renderRoute(
      <AuthGate>
        <SignOutTo to={to} />
      </AuthGate>,
      '/dashboard',
      '/dashboard',
      {},
      (s) => {
        s.on('GET /api/auth/profile', () => ({ status: 200, body: fakeUser }));
        s.on('POST /api/auth/logout', () => ({ status: 204 }));
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'sign out' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`elsewhere ${to}`);
    expect(server.calls.find((c) => c.url === '/api/auth/logout')?.body).toEqual({
      refresh_token: 'r',
    });
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
