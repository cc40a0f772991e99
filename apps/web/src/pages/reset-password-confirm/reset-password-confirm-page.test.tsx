import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { LoginPage } from '../login/login-page.tsx';
import { ResetPasswordConfirmPage } from './reset-password-confirm-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/auth/reset-password/confirm';
const setup = (url: string) =>
  renderRoute(<ResetPasswordConfirmPage />, PATH, url, { '/auth/login': <LoginPage /> });
const submit = () => screen.getByRole('button', { name: 'Set new password' });

describe('ResetPasswordConfirmPage', () => {
  it('says the link is invalid without a token', () => {
    setup(PATH);
    expect(
      screen.getByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeInTheDocument();
  });

  it('needs a password that passes every rule and matches its confirmation', async () => {
    const user = userEvent.setup();
    setup(`${PATH}?token=abc`);
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'weak');
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Strong1!');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong1!');
    expect(submit()).toBeEnabled();
  });

  it('sets the password and opens sign-in with a success notice', async () => {
    const user = userEvent.setup();
    const { server } = setup(`${PATH}?token=abc`);
    server.on('POST /api/auth/reset-password/confirm', () => ({ status: 200, body: {} }));
    await user.type(screen.getByLabelText('New password'), 'Strong1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong1!');
    await user.click(submit());
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(server.calls.find((c) => c.url === '/api/auth/reset-password/confirm')?.body).toEqual({
      token: 'abc',
      password: 'Strong1!',
    });
  });

  it('an invited person’s link goes on to their invitation once they sign in', async () => {
    const user = userEvent.setup();
    const next = encodeURIComponent('/dashboard/invitations/i1');
    const { server, router } = setup(`${PATH}?token=abc&next=${next}`);
    server.on('POST /api/auth/reset-password/confirm', () => ({ status: 200, body: {} }));
    await user.type(screen.getByLabelText('New password'), 'Strong1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong1!');
    await user.click(submit());
    await screen.findByText('Your password has been changed. Sign in with your new password.');
    expect(router.state.location.state).toMatchObject({ from: '/dashboard/invitations/i1' });
  });

  it('shows the invalid-link state when the server rejects the token', async () => {
    const user = userEvent.setup();
    const { server } = setup(`${PATH}?token=used`);
    server.on('POST /api/auth/reset-password/confirm', () => ({
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'This reset link is invalid or has expired.' },
    }));
    await user.type(screen.getByLabelText('New password'), 'Strong1!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Strong1!');
    await user.click(submit());
    expect(
      await screen.findByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeInTheDocument();
  });
});
