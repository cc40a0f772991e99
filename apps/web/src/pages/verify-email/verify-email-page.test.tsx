import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/auth/verify-email';
type Reply = { status: number; body?: unknown };

function setup(url: string, reply: () => Reply) {
  return renderRoute(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    PATH,
    url,
    {},
    (server) => server.on('POST /api/auth/verify-email', reply),
  );
}

const verifyCalls = (server: ReturnType<typeof setup>['server']) =>
  server.calls.filter((c) => c.url === '/api/auth/verify-email');

describe('VerifyEmailPage', () => {
  it('sends the token once (even under StrictMode) and says the address is verified', async () => {
    const { server } = setup(`${PATH}?token=abc`, () => ({
      status: 200,
      body: { message: 'Your email address is verified.', email_verified: true },
    }));
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(verifyCalls(server)).toHaveLength(1);
    expect(verifyCalls(server)[0]!.body).toEqual({ token: 'abc' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each([
    [400, 'INVALID_VERIFICATION_TOKEN', 'This verification link is invalid.'],
    [410, 'VERIFICATION_TOKEN_USED', 'This verification link has already been used.'],
    [410, 'VERIFICATION_TOKEN_EXPIRED', 'This verification link has expired. Ask for a new one.'],
  ])('a %i %s says so', async (status, error, text) => {
    setup(`${PATH}?token=abc`, () => ({ status, body: { error, message: 'x' } }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a server failure', async () => {
    const user = userEvent.setup();
    let status = 500;
    const { server } = setup(`${PATH}?token=abc`, () => ({
      status,
      body: status === 200 ? { message: 'ok' } : { error: 'INTERNAL', message: 'boom' },
    }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByText('Could not verify your e-mail address. Please try again.'),
    ).toBeInTheDocument();
    status = 200;
    await user.click(retry);
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(verifyCalls(server)).toHaveLength(2);
  });

  it('says the link has no token, and sends nothing', () => {
    const { server } = setup(PATH, () => ({ status: 200 }));
    expect(screen.getByText('This link has no verification token.')).toBeInTheDocument();
    expect(verifyCalls(server)).toHaveLength(0);
  });
});
