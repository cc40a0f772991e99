import type { CalendarFeedJson } from '@crewline/shared/contracts/calendar-feed';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../api/test-fakes.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const FIRST = 'https://crew.example/api/calendar/first-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const SECOND = 'https://crew.example/api/calendar/second-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

function setup(initial: CalendarFeedJson = { enabled: false, created_at: null }) {
  let state = initial;
  const urls = [FIRST, SECOND];
  const view = renderWithApp(<CalendarFeedSection />, {
    path: '/dashboard/settings',
    url: '/dashboard/settings?tab=notifications',
    routes: (server) => {
      server.on('GET /api/calendar-feed', () => ({ status: 200, body: state }));
      server.on('POST /api/calendar-feed', () => {
        state = { enabled: true, created_at: '2030-03-05T09:00:00.000Z' };
        return { status: 200, body: { ...state, url: urls.shift() } };
      });
      server.on('DELETE /api/calendar-feed', () => {
        state = { enabled: false, created_at: null };
        return { status: 204 };
      });
    },
  });
  const calls = (method: string) =>
    view.server.calls.filter(
      (c: FakeCall) => c.method === method && c.url === '/api/calendar-feed',
    );
  return { ...view, calls };
}

describe('CalendarFeedSection', { timeout: 15_000 }, () => {
  it('turns the feed on and shows its link once, with a Copy link button', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls, unmount } = setup();
    expect(await screen.findByText('The calendar feed is off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Turn off/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    const field = await screen.findByRole('textbox', { name: 'Calendar feed link' });
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    expect(calls('POST')).toHaveLength(1);
    expect(screen.getByText(/This link is shown only now/)).toBeInTheDocument();
    expect(screen.getByText('On since March 5, 2030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    unmount();

    // Coming back later: the feed is on, the link is not shown again.
    setup({ enabled: true, created_at: '2030-03-05T09:00:00.000Z' });
    expect(await screen.findByText('On since March 5, 2030')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar feed link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on calendar feed' })).toBeNull();
  });

  it('regenerates the link after confirming, showing the new one', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ enabled: true, created_at: '2030-01-02T09:00:00.000Z' });
    await user.click(await screen.findByRole('button', { name: 'Regenerate link' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Regenerate the calendar feed link?',
    });
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Regenerate link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(FIRST);
    expect(screen.getByText('On since March 5, 2030')).toBeInTheDocument();
  });

  it('turns the feed off after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ enabled: true, created_at: '2030-01-02T09:00:00.000Z' });
    expect(await screen.findByText('On since January 2, 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar feed?' });
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The calendar feed is off.')).toBeInTheDocument();
    expect(calls('DELETE')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Turn on calendar feed' })).toBeInTheDocument();
    expect(screen.queryByText(/On since/)).toBeNull();
  });

  it('says when turning on failed, and when the state cannot be loaded', async () => {
    const user = userEvent.setup();
    const view = renderWithApp(<CalendarFeedSection />, {
      path: '/dashboard/settings',
      url: '/dashboard/settings',
      routes: (server) => {
        server.on('GET /api/calendar-feed', () => ({
          status: 200,
          body: { enabled: false, created_at: null },
        }));
        server.on('POST /api/calendar-feed', () => ({
          status: 500,
          body: { error: 'INTERNAL', message: 'Boom' },
        }));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^That did not work/);
    expect(screen.queryByRole('textbox')).toBeNull();
    view.unmount();

    renderWithApp(<CalendarFeedSection />, {
      path: '/dashboard/settings',
      url: '/dashboard/settings',
      routes: (server) => {
        server.on('GET /api/calendar-feed', () => ({
          status: 500,
          body: { error: 'INTERNAL', message: 'Boom' },
        }));
      },
    });
    expect(
      await screen.findByText('The calendar feed settings could not be loaded.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
