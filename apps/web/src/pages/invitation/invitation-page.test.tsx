import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationLink } from '@crewline/shared/domain/item-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../../api/invitations/invitations-api.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { InvitationPage } from './invitation-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DAY = 86_400_000;

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'i1',
    project_id: 'p9',
    project_name: 'Apollo',
    user_id: 'u1',
    email: 'ada@example.com',
    role: 'leader',
    message: 'Welcome <b>aboard</b>!',
    status: 'pending',
    state: 'pending',
    expired: false,
    inviter_id: 'u3',
    inviter_name: 'Cy Young',
    created_at: new Date(Date.now() - DAY).toISOString(),
    expires_at: new Date(Date.now() + 6 * DAY).toISOString(),
    responded_at: null,
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', initials: 'A' },
    ...overrides,
  };
}

function renderPage(first: Invitation | null, afterAnswer?: Invitation) {
  let current = first;
  return renderWithApp(<InvitationPage />, {
    path: '/dashboard/invitations/:invitationId',
    url: invitationLink('i1'),
    routes: (server) => {
      server.on('GET /api/invitations/i1', () =>
        current
          ? { status: 200, body: current }
          : { status: 404, body: { error: 'NOT_FOUND', message: 'Invitation not found' } },
      );
      server.on('PUT /api/invitations/i1', (call) => {
        const status = (call.body as { status: 'accepted' | 'declined' }).status;
        current = afterAnswer ?? invitation({ status, state: status });
        return { status: 200, body: { invitation: current, project_id: 'p9' } };
      });
    },
  });
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('shows the invitation to someone not yet a member: project, inviter, role, message as text', async () => {
    renderPage(invitation());
    expect(
      await screen.findByRole('heading', { name: 'Invitation to Apollo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Cy Young invited you to join Apollo as Team Leader.'),
    ).toBeInTheDocument();
    // Typed markup stays text: nothing is turned into an element.
    expect(screen.getByText('Welcome <b>aboard</b>!')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('Accept answers the invitation and lands in the project', async () => {
    const user = userEvent.setup();
    const { server, router } = renderPage(invitation());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects/p9'));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ status: 'accepted' });
  });

  it('Decline answers it and the page says so, with no buttons left', async () => {
    const user = userEvent.setup();
    const { server, router } = renderPage(invitation());
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined this invitation.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'declined',
    });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/invitations/i1');
  });

  it.each([
    [{ status: 'accepted', state: 'accepted' }, 'You accepted this invitation.'],
    [{ status: 'cancelled', state: 'cancelled' }, 'This invitation was withdrawn by the project.'],
    [{ status: 'pending', state: 'expired', expired: true }, /has expired/],
  ] as const)('an answered, withdrawn or expired invitation says so (%o)', async (state, text) => {
    renderPage(invitation(state));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('someone else’s or an unknown invitation is "not found", not a project error', async () => {
    renderPage(null);
    expect(
      await screen.findByRole('heading', { name: 'Invitation not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Project not found/)).toBeNull();
  });
});
