import type { User } from '@crewline/shared/contracts/auth';
import { DEFAULT_DEVELOPER_PROFILE } from '@crewline/shared/contracts/mentorship';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, type FakeCall, type FakeReply } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { SettingsPage } from './settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

type PutHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** Echoes the body onto the user the way the server does (social1…5 kept in social_links). */
const echo: PutHandler = (call) => {
  const body = call.body as Record<string, unknown> & { social_links: Record<string, string> };
  const links: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...body.social_links, ...body }))
    if (/^(twitter|github|linkedin|social\d)$/.test(key) && value) links[key] = value as string;
  const user: User = { ...fakeUser, name: body.name as string, bio: body.bio as string };
  return { status: 200, body: { user: { ...user, social_links: links } } };
};

function setup(url = '/dashboard/settings', put: PutHandler = echo) {
  const view = renderWithApp(<SettingsPage />, {
    path: '/dashboard/settings',
    url,
    routes: (server) => {
      server.on('PUT /api/auth/profile', put);
      server.on('GET /api/users/me/appearance', () => ({
        status: 200,
        body: { theme: 'system', language: 'en', density: 'comfortable' },
      }));
      server.on('GET /api/mentorship/profile', () => ({
        status: 200,
        body: { ...DEFAULT_DEVELOPER_PROFILE, userId: fakeUser.id, fullName: '', bio: '' },
      }));
      server.on('GET /api/mentorship/skills', () => ({ status: 200, body: [] }));
    },
  });
  const puts = () =>
    view.server.calls.filter((c) => c.method === 'PUT' && c.url === '/api/auth/profile');
  const search = () => view.router.state.location.search;
  return { ...view, puts, search };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('SettingsPage tabs', { timeout: 15_000 }, () => {
  it('lists the six tabs in order and opens Profile by default', async () => {
    setup();
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual([
      'Profile',
      'Notifications',
      'Security',
      'Billing',
      'Appearance',
      'Account',
    ]);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Profile');
    expect(await within(panel).findByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('opens the tab named in ?tab=, and Profile for an unknown one', () => {
    const billing = setup('/dashboard/settings?tab=billing');
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    billing.unmount();
    setup('/dashboard/settings?tab=nonsense');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('remembers the chosen tab in the address', async () => {
    const { search } = setup();
    await userEvent.click(tab('Appearance'));
    expect(search()).toBe('?tab=appearance');
    expect(tab('Appearance')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const { search } = setup();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('Profile')]);
    await userEvent.tab();
    expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Notifications')).toHaveFocus();
    expect(search()).toBe('?tab=notifications');
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Security')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Account')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Account')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Profile')).toHaveFocus();
    expect(search()).toBe('?tab=profile');
  });

  it('Billing states the free tier and its 5-member limit, with no payment form', () => {
    setup('/dashboard/settings?tab=billing');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Free for teams of up to 5 members.');
    expect(panel).toHaveTextContent('free, open-source software');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('has a help button that offers the keyboard shortcuts and the docs', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeInTheDocument();
  });
});

describe('SettingsPage profile', { timeout: 15_000 }, () => {
  it('shows the e-mail read-only and the default bio only as a placeholder', async () => {
    const { puts } = setup();
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    const bio = screen.getByLabelText('Bio');
    expect(bio).toHaveValue('');
    expect(bio.getAttribute('placeholder')).toMatch(/^Experienced project manager/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as Record<string, unknown>;
    expect(body.bio).toBe('');
    expect(body).not.toHaveProperty('email');
  });

  it('stops the save at a bad social URL, then saves a good one with https:// added', async () => {
    const { puts } = setup();
    const slot = await screen.findByLabelText('Social account 2');
    await userEvent.type(slot, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(slot).toHaveAccessibleDescription(
      expect.stringContaining('Not a valid Social account profile URL'),
    );
    expect(slot).toHaveAttribute('aria-invalid', 'true');
    expect(slot).toHaveFocus();
    expect(puts()).toHaveLength(0);

    await userEvent.clear(slot);
    await userEvent.type(slot, 't.me/ada');
    expect(slot).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByLabelText('GitHub'), 'ada-free-text');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({
      name: 'Ada Lovelace',
      social2: 'https://t.me/ada',
      social1: '',
      social_links: { github: 'ada-free-text', twitter: '', linkedin: '' },
    });
    expect(slot).toHaveValue('https://t.me/ada');
  });

  it('refuses an empty name before calling the server', async () => {
    const { puts } = setup();
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(puts()).toHaveLength(0);
  });

  it('shows Saving... while saving, then the success message for 3 s', async () => {
    let answer!: () => void;
    const { puts } = setup(
      '/dashboard/settings',
      (call) =>
        new Promise((resolve) => {
          answer = () => resolve(echo(call) as FakeReply);
        }),
    );
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(puts()).toHaveLength(1));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(async () => answer());
      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await act(async () => vi.advanceTimersByTime(2_900));
      expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the save failed when the server refuses, and marks a social field it names', async () => {
    setup('/dashboard/settings', () => ({
      status: 422,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'social4: Not a valid Social account profile URL',
        detail: [{ loc: ['body', 'social4'], msg: 'Not a valid Social account profile URL' }],
      },
    }));
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update profile. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Social account 4')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the save failed when the server is down', async () => {
    setup('/dashboard/settings', () => ({ status: 500, body: { error: 'x', message: 'boom' } }));
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
  });

  it('edits the developer profile below the account profile', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Mentoring' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'I offer mentoring' })).not.toBeChecked();
  });
});
