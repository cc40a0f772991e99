import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/locales/ar/index.ts';
import { ru } from '../../i18n/locales/ru/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AddMemberModal } from './add-member-modal.tsx';
import { shouldSwipeClose } from './use-swipe-to-close.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** Switches the interface language with the page already open (its controls stay the same). */
async function readIn(language: 'ar' | 'ru') {
  i18n.addResourceBundle(language, 'translation', language === 'ar' ? ar : ru);
  await act(() => i18n.changeLanguage(language));
}

/** Fills a field almost to its counter, then types one more character. */
async function typeNear(field: HTMLElement, limit: number, filler: string) {
  const start = Math.ceil(limit * 0.8) - 1;
  fireEvent.change(field, { target: { value: filler.repeat(start) } });
  await userEvent.type(field, 'x');
  return start + 1;
}

const PROJECT = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const bob = {
  id: '7a7a7a7a-0000-4000-8000-000000000002',
  name: 'Bob Stone',
  email: 'bob@example.com',
  avatar: null,
  initials: 'BS',
};

function setup(invite: () => { status: number; body?: unknown }) {
  return renderWithApp(<AddMemberModal open projectId={PROJECT} onOpenChange={() => undefined} />, {
    path: '/',
    url: '/',
    routes: (server) => {
      server.on(`GET /api/projects/${PROJECT}/members`, () => ({ status: 200, body: [] }));
      server.on('GET /api/users?q=bob&limit=8', () => ({ status: 200, body: [bob] }));
      server.on('GET /api/users?q=zed%40example.com&limit=8', () => ({ status: 200, body: [] }));
      server.on('GET /api/users?q=carol&limit=8', () => ({ status: 200, body: [] }));
      server.on('POST /api/users', (call) => ({
        status: 201,
        body: { ...bob, id: '7a7a7a7a-0000-4000-8000-000000000003', ...(call.body as object) },
      }));
      server.on(`POST /api/projects/${PROJECT}/invitations`, invite);
    },
  });
}

// Generous timeout: these drive whole dialogs and the suite runs beside other workspaces.
describe('AddMemberModal', { timeout: 15_000 }, () => {
  it('invites a suggested person with the chosen role and message', async () => {
    const user = userEvent.setup();
    const { server } = setup(() => ({ status: 201, body: { resent: false, invitation: {} } }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'bob');
    await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));
    await user.selectOptions(screen.getByLabelText('Role'), 'leader');
    await user.type(screen.getByLabelText('Welcome message (optional)'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Your invites are on the way!')).toBeInTheDocument();
    const call = server.calls.find((c) => c.url.endsWith('/invitations'));
    expect(call?.body).toEqual({ user_id: bob.id, role: 'leader', message: 'Hi' });
  });

  it('says a name finds only people you work with, and strangers need their exact e-mail', async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 201 }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'carol');
    expect(
      await screen.findByText(
        'Nobody you work with matches “carol”. People you share no project with are found only by their exact e-mail address: type it to invite them.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name or e-mail'));
    await user.type(screen.getByLabelText('Name or e-mail'), 'zed@example.com');
    expect(
      await screen.findByText('Nobody you work with matches “zed@example.com”.'),
    ).toBeInTheDocument();
  });

  it('maps "already a member" to the spec text', async () => {
    const user = userEvent.setup();
    setup(() => ({
      status: 409,
      body: { error: 'ALREADY_MEMBER', message: 'This user is already a member of this project.' },
    }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'bob');
    await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user is already a member of this project.',
    );
  });

  it('validates the create-new-user step, then creates and invites', async () => {
    const user = userEvent.setup();
    const { server } = setup(() => ({ status: 201, body: { resent: false, invitation: {} } }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'zed@example.com');
    await user.click(await screen.findByRole('button', { name: 'Create a new user' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('zed@example.com');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'zed@');
    await user.click(screen.getByRole('button', { name: 'Create and Invite' }));
    expect(
      screen.getByText('Create-and-invite requires a non-empty full name'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.url === '/api/users' && c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Full name'), 'Zed Ray');
    await user.type(screen.getByLabelText('E-mail'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Create and Invite' }));
    expect(await screen.findByText('Your invites are on the way!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.url === '/api/users')?.body).toEqual({
      name: 'Zed Ray',
      email: 'zed@example.com',
    });
    // Invited by the typed address, so the inviter keeps seeing it on the invitation.
    expect(server.calls.find((c) => c.url.endsWith('/invitations'))?.body).toEqual({
      email: 'zed@example.com',
      role: 'member',
      message: '',
    });
  });

  it('counts the welcome message near its limit, in the text box’s description', async () => {
    setup(() => ({ status: 201 }));
    const field = screen.getByLabelText('Welcome message (optional)');
    expect(field).toHaveAttribute('maxLength', String(TEXT_MAX_LENGTH));
    expect(field).toHaveAccessibleDescription('');
    const used = await typeNear(field, TEXT_MAX_LENGTH, 'a');
    expect(screen.getByText(`${used} / ${TEXT_MAX_LENGTH}`)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(`${used} of ${TEXT_MAX_LENGTH} characters used`);
  });

  it('counts the new user’s name and e-mail near their limits', async () => {
    const user = userEvent.setup();
    setup(() => ({ status: 201 }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'carol');
    await user.click(await screen.findByRole('button', { name: 'Create a new user' }));
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('maxLength', String(NAME_MAX_LENGTH));
    const nameUsed = await typeNear(name, NAME_MAX_LENGTH, 'n');
    expect(name).toHaveAccessibleDescription(`${nameUsed} of ${NAME_MAX_LENGTH} characters used`);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('maxLength', String(EMAIL_MAX_LENGTH));
    const emailUsed = await typeNear(email, EMAIL_MAX_LENGTH, 'e');
    expect(email).toHaveAccessibleDescription(
      `${emailUsed} of ${EMAIL_MAX_LENGTH} characters used`,
    );
  });

  it.each([
    ['ar', 400, { error: 'BAD_REQUEST', message: 'Invitations need a project you lead.' }],
    ['ru', 404, { error: 'NOT_FOUND', message: 'User not found' }],
    ['ar', 404, { error: 'NOT_FOUND', message: 'Project not found' }],
  ] as const)(
    'a refused invitation reads in the reader’s language (%s, %i), never the server’s English',
    async (language, status, body) => {
      const user = userEvent.setup();
      setup(() => ({ status, body }));
      await user.type(screen.getByLabelText('Name or e-mail'), 'bob');
      await user.click(await screen.findByRole('option', { name: /Bob Stone/ }));
      const send = screen.getByRole('button', { name: 'Send Invite' });
      await readIn(language);
      await user.click(send);
      const alert = await screen.findByRole('alert');
      expect(alert).not.toHaveTextContent(body.message);
      expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    },
  );

  it('a refused new account reads in the reader’s language, never the server’s English', async () => {
    const user = userEvent.setup();
    const { server } = setup(() => ({ status: 201 }));
    server.on('POST /api/users', () => ({
      status: 409,
      // A refusal this client has no sentence for: still never shown in the server's words.
      body: { error: 'ACCOUNT_LOCKED', message: 'That address belongs to a locked account.' },
    }));
    await user.type(screen.getByLabelText('Name or e-mail'), 'zed@example.com');
    await user.click(await screen.findByRole('button', { name: 'Create a new user' }));
    await user.type(screen.getByLabelText('Full name'), 'Zed Ray');
    const create = screen.getByRole('button', { name: 'Create and Invite' });
    await readIn('ar');
    await user.click(create);
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('locked account');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
  });
});

describe('shouldSwipeClose', () => {
  it('closes only past 120 px', () => {
    expect(shouldSwipeClose(120)).toBe(false);
    expect(shouldSwipeClose(121)).toBe(true);
  });
});
