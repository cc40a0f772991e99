import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../api/users/user-profile-api.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

const OTHER_ID = '2b6f3a9e-0d1c-4a8e-9f1a-7c2d4e5f6a7b';

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: OTHER_ID,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    email_verified: true,
    avatar: null,
    avatar_small: null,
    initials: 'GH',
    bio: 'Wrote the first compiler.',
    skills: [],
    social_links: {
      github: 'https://github.com/grace',
      social1: 't.me/grace',
      social2: 'https://grace.dev',
    },
    status: 'active',
    created_at: '2024-03-05T10:00:00.000Z',
    updated_at: '2025-01-20T10:00:00.000Z',
    can: { edit: false },
    ...overrides,
  };
}

function renderProfile(id: string | null, reply: { status: number; body?: unknown }) {
  const path = id === null ? '/dashboard/users' : '/dashboard/users/:userId';
  const url = id === null ? '/dashboard/users' : `/dashboard/users/${id}`;
  return renderWithApp(<UserProfilePage />, {
    path,
    url,
    routes: (server) => server.on(`GET /api/users/${id}`, () => reply),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('UserProfilePage', () => {
  it('shows name, email, Verified, About, recognised social links and account information', async () => {
    renderProfile(OTHER_ID, { status: 200, body: profile() });
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Wrote the first compiler.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/grace',
    );
    expect(screen.getByRole('link', { name: /^Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/grace',
    );
    expect(screen.getByRole('link', { name: /^Website/ })).toHaveAttribute(
      'href',
      'https://grace.dev/',
    );
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByText('Member Since')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('Last Updated')).toBeInTheDocument();
    expect(screen.getByText('January 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('GH')).toBeInTheDocument();
    // Someone else's profile: no Edit Profile.
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('leaves out the email and the Verified mark when the server gives neither', async () => {
    renderProfile(OTHER_ID, {
      status: 200,
      body: profile({ email: null, email_verified: false, bio: '', social_links: {} }),
    });
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    expect(screen.queryByText('grace@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByText('No bio yet.')).toBeInTheDocument();
    expect(screen.getByText('No social links yet.')).toBeInTheDocument();
  });

  it('shows the owner Edit Profile, which opens the settings profile tab', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile(fakeUser.id, {
      status: 200,
      body: profile({ id: fakeUser.id, name: fakeUser.name, can: { edit: true } }),
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it('says "User not found" for a 404, with Return to Dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile(OTHER_ID, {
      status: 404,
      body: { error: 'NOT_FOUND', message: 'User not found' },
    });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says "Failed to load user profile" for any other failure', async () => {
    renderProfile(OTHER_ID, { status: 500, body: { error: 'INTERNAL', message: 'boom' } });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to load user profile' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says "No user ID provided" without an id', () => {
    renderProfile(null, { status: 200 });
    expect(screen.getByRole('heading', { name: 'No user ID provided' })).toBeInTheDocument();
  });

  it('copies the user id: "User ID copied to clipboard!", or "Failed to copy user ID"', async () => {
    const user = userEvent.setup();
    renderProfile(OTHER_ID, { status: 200, body: profile() });
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('no'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy user ID' }));
    expect(writeText).toHaveBeenCalledWith(OTHER_ID);
    expect(await screen.findByText('User ID copied to clipboard!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
    expect(await screen.findByText('Failed to copy user ID')).toBeInTheDocument();
  });

  it('drops the copy toast after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderProfile(OTHER_ID, { status: 200, body: profile() });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: vi.fn().mockResolvedValue(undefined) },
        configurable: true,
      });
      await user.click(await screen.findByRole('button', { name: 'Copy user ID' }));
      expect(await screen.findByText('User ID copied to clipboard!')).toBeInTheDocument();
      vi.advanceTimersByTime(2_500);
      expect(screen.getByText('User ID copied to clipboard!')).toBeInTheDocument();
      vi.advanceTimersByTime(1_500);
      await waitFor(() =>
        expect(screen.queryByText('User ID copied to clipboard!')).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
