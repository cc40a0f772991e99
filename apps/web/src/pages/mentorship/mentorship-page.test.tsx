import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../api/test-fakes.ts';
import { sessionFixture } from '../../features/mentorship/session-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { MentorshipPage } from './mentorship-page.tsx';

const me = fakeUser.id;

type Setup = {
  complete?: boolean;
  isMentor?: boolean;
  balance?: number;
  recent?: MentorshipSessionJson[];
  extra?: Parameters<typeof renderWithApp>[1]['routes'];
};

function setup({ complete = true, isMentor = false, balance = 5, recent = [], extra }: Setup = {}) {
  return renderWithApp(<MentorshipPage />, {
    path: '/dashboard/mentorship',
    url: '/dashboard/mentorship',
    routes: (server) => {
      server.on('GET /api/mentorship/profile', () => ({
        status: 200,
        body: {
          userId: me,
          fullName: complete ? 'Ada' : '',
          bio: complete ? 'Hi' : '',
          complete,
          isMentor,
        },
      }));
      server.on('GET /api/mentorship/credits', () => ({
        status: 200,
        body: { currentBalance: balance },
      }));
      server.on('GET /api/mentorship/sessions?limit=5', () => ({
        status: 200,
        body: { sessions: recent, total: recent.length, limit: 5, offset: 0 },
      }));
      server.on('GET /api/mentorship/credits/ledger?limit=10&offset=0', () => ({
        status: 200,
        body: {
          entries: [
            {
              id: 'l2',
              type: 'hold',
              amount: -2,
              session_id: 's1',
              created_at: '2026-01-02T00:00:00Z',
            },
            {
              id: 'l1',
              type: 'grant',
              amount: 10,
              session_id: null,
              created_at: '2026-01-01T00:00:00Z',
            },
          ],
          total: 2,
          limit: 10,
          offset: 0,
        },
      }));
      extra?.(server);
    },
  });
}

const card = async (id: string) => within(await screen.findByTestId(`session-${id}`));

describe('MentorshipPage', () => {
  it('shows the spec texts, the balance and the credit history', async () => {
    setup({ balance: 8 });
    expect(
      await screen.findByRole('heading', { name: 'Solo Developer Mentorship' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Sessions' })).toBeInTheDocument();
    expect(await within(screen.getByTestId('balance')).findByText('8 credits')).toBeInTheDocument();
    const ledger = within(screen.getByTestId('ledger'));
    expect(await ledger.findByText('Held for a request')).toBeInTheDocument();
    expect(ledger.getByText('-2')).toBeInTheDocument();
    expect(ledger.getByText('Starting grant')).toBeInTheDocument();
    expect(ledger.getByText('+10')).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Profile')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request Session' })).toBeEnabled(),
    );
  });

  it('disables Request Session without a name and a bio, says why, and links to settings', async () => {
    setup({ complete: false });
    expect(await screen.findByText('Complete Your Profile')).toBeInTheDocument();
    const request = screen.getByRole('button', { name: 'Request Session' });
    await waitFor(() => expect(request).toHaveAccessibleDescription(/Add your name and a bio/));
    expect(request).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open profile settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=profile',
    );
  });

  it('disables only Request Session below one credit', async () => {
    setup({ balance: 0 });
    const request = await screen.findByRole('button', { name: 'Request Session' });
    await waitFor(() =>
      expect(request).toHaveAccessibleDescription(
        'You need at least 1 credit to request a session.',
      ),
    );
    expect(request).toBeDisabled();
  });

  it('lets a mentor accept an open request in the chosen slot', async () => {
    const open = sessionFixture({
      preferredTimeSlots: [
        { date: '2099-01-02', startTime: '10:00', endTime: '11:00' },
        { date: '2099-01-03', startTime: '14:00', endTime: '15:00' },
      ],
    });
    const { server } = setup({
      recent: [open],
      extra: (s) =>
        s.on('PUT /api/mentorship/sessions/s1/accept', () => ({
          status: 200,
          body: { ...open, status: 'scheduled' },
        })),
    });
    const view = await card('s1');
    expect(view.getByText('Pending Match')).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Decline' })).toBeNull();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Time slot' }), '1');
    await userEvent.click(view.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.url.endsWith('/accept'))?.body).toEqual({ slot: 1 }),
    );
  });

  it('shows the server message when an action fails', async () => {
    setup({
      recent: [sessionFixture()],
      extra: (s) =>
        s.on('PUT /api/mentorship/sessions/s1/accept', () => ({
          status: 409,
          body: { error: 'CONFLICT', message: 'A scheduled session cannot be accepted' },
        })),
    });
    const view = await card('s1');
    await userEvent.click(view.getByRole('button', { name: 'Accept' }));
    expect(await view.findByRole('alert')).toHaveTextContent(
      'A scheduled session cannot be accepted',
    );
  });

  it('gives the requester Cancel (after confirming) and nothing a mentor does', async () => {
    const mine = sessionFixture({ requester: { id: me, fullName: 'Ada' } });
    const { server } = setup({
      recent: [mine],
      extra: (s) =>
        s.on('PUT /api/mentorship/sessions/s1/cancel', () => ({
          status: 200,
          body: { ...mine, status: 'cancelled' },
        })),
    });
    const view = await card('s1');
    expect(view.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(server.calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'PUT' && c.url.endsWith('/cancel'))).toBe(true),
    );
  });

  it('offers Join, Start and No show on a scheduled session whose time has come', async () => {
    setup({
      recent: [
        sessionFixture({
          status: 'scheduled',
          mentor: { id: me, fullName: 'Ada' },
          scheduledTime: '2020-01-01T10:00:00.000Z',
          sessionUrl: 'https://meet.example.com/s1',
        }),
      ],
    });
    const view = await card('s1');
    expect(view.getByText('Scheduled')).toBeInTheDocument();
    const join = view.getByRole('link', { name: 'Join' });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/s1');
    expect(join).toHaveAttribute('target', '_blank');
    expect(view.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'No show' })).toBeInTheDocument();
    expect(view.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('rates a completed session once with stars, text and the two answers', async () => {
    const done = sessionFixture({
      id: 's2',
      status: 'completed',
      requester: { id: me, fullName: 'Ada' },
      mentor: { id: 'm', fullName: 'Grace' },
    });
    const rated = sessionFixture({ ...done, id: 's3', requesterRating: 4 });
    const { server } = setup({
      recent: [done, rated],
      extra: (s) =>
        s.on('POST /api/mentorship/sessions/feedback', () => ({ status: 201, body: {} })),
    });
    expect((await card('s3')).queryByRole('button', { name: 'Rate' })).toBeNull();
    const view = await card('s2');
    expect(view.getByText('Completed')).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rate the session' }));
    await userEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Feedback' }), 'Clear');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I would recommend this mentor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.url.endsWith('/feedback'))?.body).toEqual({
        sessionId: 's2',
        rating: 3,
        feedbackText: 'Clear',
        wasHelpful: true,
        wouldRecommend: false,
      }),
    );
  });

  it('filters all sessions by status and labels them as the spec does', async () => {
    setup({
      extra: (s) => {
        s.on('GET /api/mentorship/sessions?limit=100', () => ({
          status: 200,
          body: {
            sessions: [sessionFixture({ status: 'active', id: 'a' })],
            total: 1,
            limit: 100,
            offset: 0,
          },
        }));
        s.on('GET /api/mentorship/sessions?limit=100&status=no_show', () => ({
          status: 200,
          body: {
            sessions: [sessionFixture({ status: 'no_show', id: 'n' })],
            total: 1,
            limit: 100,
            offset: 0,
          },
        }));
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'All Sessions' }));
    expect((await card('a')).getByText('In Progress')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'no_show');
    expect((await card('n')).getByText('No Show')).toBeInTheDocument();
  });

  it('finds mentors by filters and requests a session from a result', async () => {
    const grace = {
      userInfo: { fullName: 'Grace', username: 'grace', avatarUrl: null },
      matchScore: 87,
      mentor: {
        userId: 'm1',
        rating: 4.5,
        ratingCount: 2,
        bio: 'Compilers',
        yearsExperience: 9,
        totalSessionsGiven: 3,
        availabilityHoursPerWeek: 5,
        timezone: 'Europe/Berlin',
        skills: ['TypeScript'],
        expertise: ['Testing'],
        languages: ['English'],
        frameworks: ['React'],
        githubUsername: 'grace',
      },
    };
    const { server } = setup({
      extra: (s) => {
        s.on('GET /api/mentorship/skills', () => ({
          status: 200,
          body: [{ id: 1, name: 'TypeScript' }],
        }));
        s.on('GET /api/mentorship/mentors/search', () => ({ status: 200, body: [] }));
        s.on('GET /api/mentorship/mentors/search?min_rating=4.5', () => ({
          status: 200,
          body: [grace],
        }));
        s.on('GET /api/mentorship/mentors/search?skills=TypeScript&min_rating=4.5', () => ({
          status: 200,
          body: [grace],
        }));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Find Mentors' }));
    const panel = within(await screen.findByRole('region', { name: 'Find Mentors' }));
    expect(await panel.findByText('0 mentors found')).toBeInTheDocument();
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Minimum rating' }), '4.5');
    await userEvent.click(await panel.findByRole('button', { name: 'TypeScript' }));
    const result = within(await screen.findByTestId('mentor-m1'));
    expect(result.getByText('87% match')).toBeInTheDocument();
    expect(result.getByText(/Rated 4.5 of 5 \(2 ratings\)/)).toBeInTheDocument();
    expect(server.calls.map((c) => c.url)).toContain(
      '/api/mentorship/mentors/search?skills=TypeScript&min_rating=4.5',
    );
    await userEvent.click(result.getByRole('button', { name: 'Request session with Grace' }));
    expect(await screen.findByText('Request to Grace')).toBeInTheDocument();
  });

  it('disables Find Mentors without a name and a bio', async () => {
    setup({ complete: false });
    const find = await screen.findByRole('button', { name: 'Find Mentors' });
    await waitFor(() => expect(find).toHaveAccessibleDescription(/Add your name and a bio/));
    expect(find).toBeDisabled();
  });

  it('shows the feedback written about the viewer once opened', async () => {
    const done = sessionFixture({
      status: 'completed',
      mentor: { id: me, fullName: 'Ada' },
      requesterRating: 4,
    });
    const { server } = setup({
      recent: [done],
      extra: (s) =>
        s.on('GET /api/mentorship/sessions/s1/feedback', () => ({
          status: 200,
          body: [
            {
              id: 'f1',
              sessionId: 's1',
              authorRole: 'requester',
              writtenByYou: false,
              aboutUserId: me,
              rating: 4,
              feedbackText: 'Patient and clear',
              wasHelpful: true,
              wouldRecommend: true,
              createdAt: '2026-01-01T00:00:00Z',
            },
          ],
        })),
    });
    const view = await card('s1');
    expect(server.calls.some((c) => c.url.endsWith('/feedback'))).toBe(false);
    await userEvent.click(view.getByText('Feedback'));
    expect(await view.findByText('Patient and clear')).toBeInTheDocument();
    expect(view.getByText(/Feedback about you · 4 stars/)).toBeInTheDocument();
  });
});
