import { PASSWORD_RULES } from '@crewline/shared/domain/password';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authReply } from '../../api/test-fakes.ts';
import { en } from '../../i18n/locales/en/index.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { SignupPage } from './signup-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const setup = () => renderRoute(<SignupPage />, '/auth/signup', '/auth/signup');
const submit = () => screen.getByRole('button', { name: 'Create Account' });
const rule = (key: string) => document.querySelector(`[data-rule="${key}"]`);

describe('SignupPage', () => {
  it('uses the exact checklist texts of the spec', () => {
    for (const item of PASSWORD_RULES) expect(en.auth.rules[item.key]).toBe(item.label);
    setup();
    for (const label of [
      '8+ characters',
      'Upper & lowercase letters',
      'At least one number',
      'At least one special character',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('ticks each rule live as the password is typed', async () => {
    const user = userEvent.setup();
    setup();
    const password = screen.getByLabelText('Password');
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    await user.type(password, 'abc');
    expect(rule('case')).toHaveAttribute('data-met', 'false');
    await user.type(password, 'D');
    expect(rule('case')).toHaveAttribute('data-met', 'true');
    expect(rule('digit')).toHaveAttribute('data-met', 'false');
    await user.type(password, '1');
    expect(rule('digit')).toHaveAttribute('data-met', 'true');
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    await user.type(password, '!xyz');
    expect(rule('special')).toHaveAttribute('data-met', 'true');
    expect(rule('length')).toHaveAttribute('data-met', 'true');
  });

  it('keeps Create Account disabled until every field is there and every rule passes', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'weakpass');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Please meet all password requirements')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Strong1!');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText('Please meet all password requirements')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full name'));
    expect(submit()).toBeDisabled();
  });

  it('registers and lands on /dashboard', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/register', () => ({ status: 201, body: authReply('a', 'r') }));
    await user.type(screen.getByLabelText('Full name'), ' Ada Lovelace ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong1!');
    await user.click(submit());
    expect(await screen.findByTestId('landed')).toHaveTextContent('/dashboard');
    expect(server.calls.find((c) => c.url === '/api/auth/register')?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Strong1!',
    });
  });

  it('shows the server message when the email is taken', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/register', () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'An account with this email already exists.' },
    }));
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong1!');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  });

  it('says to open the mailed link when the address was invited, and starts no session', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('POST /api/auth/register', () => ({
      status: 202,
      body: { message: 'Check your email', verification_required: true },
    }));
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong1!');
    await user.click(submit());
    expect(await screen.findByText(en.auth.signup.claimSent)).toBeInTheDocument();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
