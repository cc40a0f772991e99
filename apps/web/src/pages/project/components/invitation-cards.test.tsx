import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../../../api/invitations/invitations-api.ts';
import { projectFixture } from '../../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { InvitationCards } from './invitation-cards.tsx';

afterEach(() => vi.unstubAllGlobals());

function invitation(id: string, name: string, email: string | null): Invitation {
  return {
    id,
    project_id: projectFixture().id,
    project_name: 'Apollo',
    user_id: `${id}-user`,
    email,
    role: 'member',
    message: '',
    status: 'pending',
    state: 'pending',
    expired: false,
    inviter_id: null,
    inviter_name: 'Ada Lovelace',
    created_at: '2030-01-01T00:00:00.000Z',
    expires_at: '2030-01-08T00:00:00.000Z',
    responded_at: null,
    user: { id: `${id}-user`, name, email, initials: name.slice(0, 2).toUpperCase() },
  };
}

describe('InvitationCards', () => {
  it('shows the address when the server sends one, and just the name when it does not', () => {
    renderWithApp(
      <InvitationCards
        project={projectFixture()}
        invitations={[
          invitation('a', 'Zed Ray', 'zed@example.com'),
          invitation('b', 'Bo Chen', null),
        ]}
      />,
      { path: '/', url: '/' },
    );
    expect(screen.getByText('zed@example.com')).toBeInTheDocument();
    const bo = screen.getByText('Bo Chen').closest('li')!;
    expect(bo).not.toHaveTextContent('@');
    expect(bo).not.toHaveTextContent('null');
  });
});
