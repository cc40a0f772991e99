import type { ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../api/test-fakes.ts';
import { queryClient } from '../../../app/query/query-client-instance.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ThreadVisibilityTestPage } from './thread-visibility-test-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const me = { id: fakeUser.id, name: fakeUser.name, avatar: null, email: fakeUser.email };
const grace = { id: 'u-grace', name: 'Grace Hopper', avatar: null, email: 'grace@example.test' };

function thread(overrides: Partial<ThreadJson>): ThreadJson {
  return {
    id: 'th',
    title: 'General',
    description: '',
    context_type: 'project',
    context_id: 'p-apollo',
    context_name: 'Apollo',
    is_pinned: false,
    is_archived: false,
    unread_count: 0,
    created_by: me.id,
    last_message: null,
    last_message_content: null,
    last_message_time: null,
    participants: [me, grace],
    former_participants: 0,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    can: { update: true, delete: true },
    ...overrides,
  };
}

describe('ThreadVisibilityTestPage', { timeout: 15_000 }, () => {
  it('groups the visible threads by project and direct, with ids, unread counts and participants', async () => {
    const threads = [
      thread({ id: 'th-plan', title: 'Planning', unread_count: 7 }),
      thread({
        id: 'th-dm',
        title: null,
        context_type: 'direct',
        context_id: null,
        context_name: 'Grace Hopper',
      }),
      thread({
        id: 'th-ops',
        title: 'Ops',
        context_id: 'p-zeus',
        context_name: 'Zeus',
        participants: [grace],
      }),
    ];
    renderWithApp(<ThreadVisibilityTestPage />, {
      path: '/thread-visibility-test',
      url: '/thread-visibility-test',
      routes: (server) => server.on('GET /api/threads', () => ({ status: 200, body: { threads } })),
    });
    expect(await screen.findByText('Threads: 3')).toHaveAttribute('data-testid', 'thread-count');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Project: Apollo (1)',
      'Project: Zeus (1)',
      'Direct conversations (1)',
    ]);

    const apollo = screen.getByRole('heading', { name: 'Project: Apollo (1)' }).closest('section')!;
    expect(within(apollo).getByText('context_id p-apollo')).toBeInTheDocument();
    const row = within(apollo).getByText('th-plan').closest('tr')!;
    expect(row).toHaveTextContent('Planning');
    expect(row).toHaveTextContent('7');
    expect(row).toHaveTextContent('grace@example.test');
    expect(row).not.toHaveTextContent('You are not among');

    // A thread listed although the caller is not among its readers is flagged.
    const zeus = screen.getByRole('heading', { name: 'Project: Zeus (1)' }).closest('section')!;
    expect(zeus).toHaveTextContent('You are not among this thread’s readers');

    const direct = screen
      .getByRole('heading', { name: 'Direct conversations (1)' })
      .closest('section')!;
    expect(within(direct).getByText('th-dm')).toBeInTheDocument();
  });
});
