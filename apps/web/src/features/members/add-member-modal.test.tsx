import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AddMemberModal } from './add-member-modal.tsx';
import { shouldSwipeClose } from './use-swipe-to-close.ts';

afterEach(() => vi.unstubAllGlobals());

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
});

describe('shouldSwipeClose', () => {
  it('closes only past 120 px', () => {
    expect(shouldSwipeClose(120)).toBe(false);
    expect(shouldSwipeClose(121)).toBe(true);
  });
});
