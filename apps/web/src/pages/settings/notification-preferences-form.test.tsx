import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../api/test-fakes.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const APOLLO = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000001', title: 'Apollo' });
const GEMINI = projectFixture({ id: '0b8b5f0e-1111-4c1a-9a55-000000000002', title: 'Gemini' });

const SERVER: NotificationPreferencesJson = {
  email: { mentions: true, deadlines: false, comments: true, updates: false, digest: 'weekly' },
  push: { enabled: false, mentions: true, deadlines: true, comments: false, updates: true },
  quiet_hours: { enabled: true, start: '21:30', end: '07:15', time_zone: 'Europe/Berlin' },
  muted_project_ids: [GEMINI.id],
};

function setup(initial: NotificationPreferencesJson = SERVER) {
  let stored = structuredClone(initial);
  const view = renderWithApp(<NotificationPreferencesForm />, {
    path: '/settings',
    url: '/settings',
    routes: (server) => {
      server.on('GET /api/projects', () => ({ status: 200, body: [APOLLO, GEMINI] }));
      server.on('GET /api/notification-preferences', () => ({ status: 200, body: stored }));
      server.on('PUT /api/notification-preferences', (call) => {
        stored = call.body as NotificationPreferencesJson;
        return { status: 200, body: stored };
      });
    },
  });
  const puts = () =>
    view.server.calls.filter(
      (c: FakeCall) => c.method === 'PUT' && c.url === '/api/notification-preferences',
    );
  return { ...view, puts, stored: () => stored };
}

const box = (name: string, index = 0) => screen.getAllByRole('checkbox', { name })[index]!;

describe('NotificationPreferencesForm', { timeout: 15_000 }, () => {
  it('shows the values the server holds', async () => {
    setup();
    expect(await screen.findByLabelText('Digest')).toHaveValue('weekly');
    // E-mail switches come first, push switches second.
    expect(box('Mentions', 0)).toBeChecked();
    expect(box('Deadlines', 0)).not.toBeChecked();
    expect(box('Comments', 1)).not.toBeChecked();
    expect(box('Updates', 1)).toBeChecked();
    expect(box('Enabled', 0)).not.toBeChecked(); // push
    expect(box('Enabled', 1)).toBeChecked(); // quiet hours
    expect(screen.getByLabelText('Start')).toHaveValue('21:30');
    expect(screen.getByLabelText('End')).toHaveValue('07:15');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(await screen.findByRole('checkbox', { name: 'Gemini' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apollo' })).not.toBeChecked();
  });

  it('saves exactly the changed full object and says so', async () => {
    const user = userEvent.setup();
    const { puts, queryClient } = setup();
    await screen.findByLabelText('Digest');
    await user.click(box('Deadlines', 0));
    await user.selectOptions(screen.getByLabelText('Digest'), 'off');
    await user.click(box('Enabled', 0));
    await user.click(box('Comments', 1));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toEqual({
      ...SERVER,
      email: { ...SERVER.email, deadlines: true, digest: 'off' },
      push: { ...SERVER.push, enabled: true, comments: true },
    });
    // The read hook's cache holds the saved copy (the in-tab sound reads quiet hours there).
    expect(queryClient.getQueryData(['notification-preferences'])).toEqual(puts()[0]!.body);
  });

  it('shows the server’s message when it refuses the values', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('PUT /api/notification-preferences', () => ({
      status: 422,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'Unknown time zone',
        detail: [{ loc: ['quiet_hours', 'time_zone'], msg: 'Unknown time zone', type: 'custom' }],
      },
    }));
    await screen.findByLabelText('Digest');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown time zone');
    expect(screen.queryByText('Notification preferences saved')).not.toBeInTheDocument();
  });

  it('falls back to the generic text when the save fails otherwise', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    server.on('PUT /api/notification-preferences', () => ({ status: 500, body: {} }));
    await screen.findByLabelText('Digest');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save notification preferences. Please try again.',
    );
  });

  it('round-trips muted projects', async () => {
    const user = userEvent.setup();
    const { puts, unmount } = setup(DEFAULT_NOTIFICATION_PREFERENCES);
    await user.click(await screen.findByRole('checkbox', { name: 'Apollo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Notification preferences saved');
    expect(puts()[0]!.body).toMatchObject({ muted_project_ids: [APOLLO.id] });
    unmount();

    // A fresh page reads what was saved.
    const again = setup({ ...DEFAULT_NOTIFICATION_PREFERENCES, muted_project_ids: [APOLLO.id] });
    expect(await screen.findByRole('checkbox', { name: 'Apollo' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Apollo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gemini' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(again.puts()).toHaveLength(1));
    expect(again.puts()[0]!.body).toMatchObject({ muted_project_ids: [GEMINI.id] });
  });
});
