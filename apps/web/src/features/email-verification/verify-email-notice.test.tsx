import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

type Reply = { status: number; body?: unknown };

function setup(user: typeof fakeUser, resend: () => Reply = () => ({ status: 202 })) {
  localStorage.setItem('user', JSON.stringify(user));
  return renderWithApp(<VerifyEmailNotice />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/auth/profile', () => ({ status: 200, body: user }));
      server.on('POST /api/auth/verify-email/resend', resend);
    },
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailNotice', () => {
  it('asks an unverified person to confirm, and resends the mail', async () => {
    const user = userEvent.setup();
    const { server } = setup({ ...fakeUser, email_verified: false }, () => ({
      status: 202,
      body: { message: 'Verification email sent.' },
    }));
    expect(
      await screen.findByText('Please confirm your e-mail address: we sent you a link.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('Verification email sent. Check your inbox.'),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url === '/api/auth/verify-email/resend')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  });

  it('says to wait after a 429', async () => {
    const user = userEvent.setup();
    setup({ ...fakeUser, email_verified: false }, () => ({
      status: 429,
      body: { error: 'RATE_LIMITED', message: 'Please wait 42 seconds' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(
      await screen.findByText('Please wait a minute before asking for another email.'),
    ).toBeInTheDocument();
  });

  it('goes away after a 409 (verified meanwhile)', async () => {
    const user = userEvent.setup();
    setup({ ...fakeUser, email_verified: false }, () => ({
      status: 409,
      body: { error: 'EMAIL_ALREADY_VERIFIED', message: 'x' },
    }));
    await user.click(await screen.findByRole('button', { name: 'Resend email' }));
    await waitFor(() =>
      expect(screen.queryByText(/Please confirm your e-mail address/)).not.toBeInTheDocument(),
    );
  });

  it('can be dismissed for the session', async () => {
    const user = userEvent.setup();
    setup({ ...fakeUser, email_verified: false });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Please confirm your e-mail address/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('crewline.verifyNotice.dismissed')).toBe('1');
  });

  it('shows nothing to a verified person', async () => {
    setup({ ...fakeUser, email_verified: true });
    // The session's profile says verified: the notice is gone and stays gone.
    await waitFor(() =>
      expect(screen.queryByText(/Please confirm your e-mail address/)).not.toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  });
});
