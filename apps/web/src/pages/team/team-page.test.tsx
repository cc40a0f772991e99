import type { PresenceJson } from '@crewline/shared/contracts/presence';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import type { Project } from '../../api/projects/types.ts';
import { fakeUser } from '../../api/test-fakes.ts';
import type { TeamPerson } from '../../api/team/team-api.ts';
import { ar } from '../../i18n/locales/ar/index.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { formatLastActive } from './last-active.ts';
import { TeamPage } from './team-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const APOLLO = '0b8b5f0e-1111-4c1a-9a55-000000000001';
const ZEUS = '0b8b5f0e-1111-4c1a-9a55-000000000002';
const BOB = '7a7a7a7a-0000-4000-8000-000000000002';
const CY = '7a7a7a7a-0000-4000-8000-000000000003';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function person(overrides: Partial<TeamPerson>): TeamPerson {
  return {
    id: fakeUser.id,
    name: fakeUser.name,
    email: fakeUser.email,
    avatar: null,
    avatar_small: null,
    initials: 'AL',
    is_self: false,
    presence: 'offline',
    last_active_at: null,
    open_tasks: 0,
    projects: [],
    ...overrides,
  };
}

const me = person({
  is_self: true,
  presence: 'online',
  open_tasks: 1,
  projects: [
    {
      id: APOLLO,
      name: 'Apollo',
      role: 'owner',
      open_tasks: 1,
      workload: 'normal',
      bottleneck: false,
    },
  ],
});
const bob = person({
  id: BOB,
  name: 'Bob Stone',
  email: 'bob@example.com',
  last_active_at: hoursAgo(3),
  open_tasks: 5,
  projects: [
    {
      id: APOLLO,
      name: 'Apollo',
      role: 'member',
      open_tasks: 5,
      workload: 'overloaded',
      bottleneck: true,
    },
  ],
});
const cy = person({
  id: CY,
  name: 'Cy Watcher',
  email: 'cy@lab.test',
  projects: [
    {
      id: APOLLO,
      name: 'Apollo',
      role: 'observer',
      open_tasks: 0,
      workload: null,
      bottleneck: false,
    },
  ],
});

function setup(
  people: TeamPerson[],
  projects: Project[] = [projectFixture({ id: APOLLO, title: 'Apollo' })],
  presence?: PresenceJson[],
) {
  return renderWithApp(<TeamPage />, {
    path: '/dashboard/team',
    url: '/dashboard/team',
    routes: (server) => {
      server.on('GET /api/team', () => ({ status: 200, body: { people } }));
      server.on('GET /api/projects', () => ({ status: 200, body: projects }));
      server.on(`GET /api/projects/${APOLLO}/members`, () => ({ status: 200, body: [] }));
      if (presence) server.on('GET /api/presence', () => ({ status: 200, body: { presence } }));
    },
  });
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('TeamPage', { timeout: 15_000 }, () => {
  it('lists each person with presence, last activity, projects, roles, open tasks and workload as text', async () => {
    setup([me, bob, cy]);
    expect(await screen.findByRole('article', { name: 'Bob Stone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 people');

    const mine = within(cardOf('Ada Lovelace'));
    expect(mine.getByText('You')).toBeInTheDocument();
    expect(mine.getByText('Online')).toBeInTheDocument();
    expect(mine.queryByText(/Last active/)).not.toBeInTheDocument();

    const bobs = within(cardOf('Bob Stone'));
    expect(bobs.getByRole('link', { name: 'Bob Stone' })).toHaveAttribute(
      'href',
      `/dashboard/users/${BOB}`,
    );
    expect(bobs.getByText('Offline')).toBeInTheDocument();
    expect(bobs.getByText('Last active 3 hours ago')).toBeInTheDocument();
    const apollo = within(bobs.getByRole('list', { name: 'Projects shared with Bob Stone' }));
    expect(apollo.getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${APOLLO}/team`,
    );
    expect(apollo.getByText('Team Member')).toBeInTheDocument();
    expect(apollo.getByText('5 open tasks')).toBeInTheDocument();
    expect(apollo.getByText('Workload: Overloaded')).toBeInTheDocument();
    expect(apollo.getByText('Bottleneck')).toBeInTheDocument();

    const cys = within(cardOf('Cy Watcher'));
    expect(cys.getByText('Observer')).toBeInTheDocument();
    expect(cys.getByText('Workload: not counted (observer)')).toBeInTheDocument();
    expect(cys.getByText('Not seen yet')).toBeInTheDocument();
    expect(cys.queryByText('Bottleneck')).not.toBeInTheDocument();
  });

  it('filters by name or e-mail, ignoring case, and says when nobody matches', async () => {
    setup([me, bob, cy]);
    const search = await screen.findByRole('searchbox', { name: 'Search by name or e-mail' });
    await userEvent.type(search, 'BOB');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(cardOf('Bob Stone')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 person');

    await userEvent.clear(search);
    await userEvent.type(search, 'lab.test');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(cardOf('Cy Watcher')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-here');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nobody matches “nobody-here”.');

    await userEvent.clear(search);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows the empty state to someone with no project, the invite button off with the reason', async () => {
    setup([], []);
    expect(await screen.findByRole('heading', { name: 'No team members yet' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    const invite = screen.getByRole('button', { name: 'Invite Team Members' });
    await waitFor(() => expect(invite).toHaveAccessibleDescription(/Create a project first/));
    expect(invite).toBeDisabled();
  });

  it('says so when the reader is alone in their projects', async () => {
    setup([me]);
    expect(
      await screen.findByText('Nobody else shares a project with you yet.'),
    ).toBeInTheDocument();
    expect(cardOf('Ada Lovelace')).toBeInTheDocument();
  });

  it('keeps the invite button off, with the reason, when no project lets the reader invite', async () => {
    const observed = projectFixture({
      id: ZEUS,
      title: 'Zeus',
      role: 'observer',
      can: { ...projectFixture().can, invite: false },
    });
    setup([me, bob], [observed]);
    const invite = await screen.findByRole('button', { name: 'Invite Team Members' });
    await waitFor(() =>
      expect(invite).toHaveAccessibleDescription(
        'Only a project owner, manager or team leader can invite people.',
      ),
    );
    expect(invite).toBeDisabled();
  });

  it('opens the Add Team Member dialog straight away for the one project the reader may invite to', async () => {
    setup([me, bob]);
    const invite = await screen.findByRole('button', { name: 'Invite Team Members' });
    await waitFor(() => expect(invite).toBeEnabled());
    await userEvent.click(invite);
    expect(await screen.findByRole('dialog', { name: 'Add Team Member' })).toBeInTheDocument();
  });

  it('asks which project first when the reader may invite to several, by keyboard', async () => {
    const observed = projectFixture({
      id: '0b8b5f0e-1111-4c1a-9a55-000000000003',
      title: 'Hermes',
      can: { ...projectFixture().can, invite: false },
    });
    setup(
      [me, bob],
      [
        projectFixture({ id: APOLLO, title: 'Apollo' }),
        projectFixture({ id: ZEUS, title: 'Zeus' }),
        observed,
      ],
    );
    const invite = await screen.findByRole('button', { name: 'Invite Team Members' });
    await waitFor(() => expect(invite).toBeEnabled());
    invite.focus();
    await userEvent.keyboard('{Enter}');
    const chooser = await screen.findByRole('dialog', { name: 'Invite Team Members' });
    expect(within(chooser).queryByRole('button', { name: /Hermes/ })).not.toBeInTheDocument();
    await userEvent.click(within(chooser).getByRole('button', { name: /^Apollo/ }));
    expect(await screen.findByRole('dialog', { name: 'Add Team Member' })).toBeInTheDocument();
  });

  it('shows presence from the live presence store over the loaded team', async () => {
    setup([me, bob], undefined, [
      {
        user_id: BOB,
        status: 'busy',
        last_seen_at: new Date().toISOString(),
        custom_status_message: null,
        current_context_type: null,
        current_context_id: null,
        updated_at: null,
      },
    ]);
    const bobs = within(await screen.findByRole('article', { name: 'Bob Stone' }));
    expect(await bobs.findByText('Busy')).toBeInTheDocument();
    expect(bobs.queryByText(/Last active/)).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    i18n.addResourceBundle('ar', 'translation', ar);
    setup([me, bob]);
    await screen.findByRole('article', { name: 'Bob Stone' });
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('heading', { level: 1, name: 'الفريق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دعوة أعضاء الفريق' })).toBeInTheDocument();
    expect(within(cardOf('Bob Stone')).getByText('عبء العمل: مثقل')).toBeInTheDocument();
  });
});

describe('formatLastActive', () => {
  const now = new Date('2030-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('takes the largest unit that fits, in the reader’s language', () => {
    expect(formatLastActive(ago(20_000), now, 'en')).toBe('now');
    expect(formatLastActive(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(formatLastActive(ago(26 * 3_600_000), now, 'en')).toBe('yesterday');
    expect(formatLastActive(ago(3 * 86_400_000), now, 'ru')).toBe('3 дня назад');
    expect(formatLastActive(ago(400 * 86_400_000), now, 'en')).toBe('last year');
  });
});
