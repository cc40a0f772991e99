import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const setup = () =>
  renderRoute(<ResetPasswordPage />, '/auth/reset-password', '/auth/reset-password');
const submit = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ResetPasswordPage', () => {
  it('requires an email of email type before it can be sent', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(submit()).toBeDisabled();
    await user.type(email, 'not-an-email');
    await user.click(submit());
    expect(server.calls.some((call) => call.url === '/api/auth/reset-password')).toBe(false);
  });

  it('shows "Reset link sent!" and returns to the form with "Use a different email address"', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/reset-password', () => ({ status: 200, body: { message: 'ok' } }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByText('Reset link sent!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.url === '/api/auth/reset-password')?.body).toEqual({
      email: 'ada@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Reset link sent!')).not.toBeInTheDocument();
  });

  it('says the email could not be sent when the call fails', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/reset-password', () => ({ status: 500, body: {} }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
  });
});
