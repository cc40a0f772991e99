import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messageFixture, threadFixture } from '../../api/chat/chat-fixtures.ts';
import { resetChatViewState } from '../../api/chat/chat-view-state.ts';
import type { Message, Thread } from '../../api/chat/types.ts';
import { applyChatEvent } from '../../api/realtime/apply-chat-events.ts';
import { createRealtimeCache } from '../../api/realtime/realtime-cache.ts';
import { createDeletionLog } from '../../api/realtime/remote-deletions.ts';
import { fakeUser, type createFakeServer } from '../../api/test-fakes.ts';
import { projectFixture } from '../../api/projects/project-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { InboxPage } from './inbox-page.tsx';

type FakeServer = ReturnType<typeof createFakeServer>;
const ME = fakeUser.id;

const planning = threadFixture({
  id: 't1',
  title: 'Planning',
  context_name: 'Apollo',
  unread_count: 2,
  last_message: {
    id: 'm1',
    content: 'Kick-off at ten',
    content_type: 'text',
    attachments: [],
    created_at: '2025-01-01T10:00:00.000Z',
    user: { id: 'bo', name: 'Bo Chen', avatar: null },
  },
  last_message_content: 'Kick-off at ten',
  last_message_time: '2025-01-01T10:00:00.000Z',
});
const untitled = threadFixture({
  id: 't2',
  title: null,
  context_name: 'Apollo',
  is_pinned: true,
  last_message_time: '2025-01-01T09:00:00.000Z',
});
const direct = threadFixture({
  id: 'd1',
  title: null,
  context_type: 'direct',
  context_id: null,
  context_name: 'Cy Diaz',
  can: { update: false, delete: false },
});

function routes(threads: Thread[], extra: (server: FakeServer) => void = () => undefined) {
  return (server: FakeServer) => {
    server.on('GET /api/threads', () => ({ status: 200, body: { threads } }));
    server.on('POST /api/threads/cleanup', () => ({
      status: 200,
      body: { threads_left: threads.length },
    }));
    server.on('GET /api/threads/unread', () => ({
      status: 200,
      body: { total: 2, direct: 0, projects: [{ project_id: 'p1', unread_count: 2 }] },
    }));
    server.on('GET /api/projects', () => ({ status: 200, body: [] }));
    server.on('GET /api/presence', () => ({ status: 200, body: { presence: [] } }));
    extra(server);
  };
}

const row = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Conversations' })).getByRole('button', { name });

afterEach(() => resetChatViewState());

describe('InboxPage', () => {
  it('lists the threads with their unread counts and welcomes until one is chosen', async () => {
    renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox',
      routes: routes([planning, untitled, direct]),
    });
    expect(await screen.findByRole('button', { name: /^Planning/ })).toHaveTextContent(
      'Bo Chen: Kick-off at ten',
    );
    expect(row(/^Planning/)).toHaveTextContent('2 unread');
    // An untitled project thread reads "General"; an untitled direct one names the others.
    expect(row(/^General/)).toBeInTheDocument();
    expect(row(/^Cy Diaz/)).toBeInTheDocument();
    expect(within(row(/^General/)).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to your Inbox' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search conversations...')).toBeInTheDocument();
  });

  it('filters by tab and search, with the "no match" text', async () => {
    renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox',
      routes: routes([planning, untitled, direct]),
    });
    await screen.findByRole('button', { name: /^Planning/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(screen.queryByRole('button', { name: /^General/ })).not.toBeInTheDocument();
    expect(row(/^Planning/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Direct' }));
    expect(screen.queryByRole('button', { name: /^Planning/ })).not.toBeInTheDocument();
    expect(row(/^Cy Diaz/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('No conversations match your criteria')).toBeInTheDocument();
  });

  it('says "No conversations yet" when there are none', async () => {
    renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox',
      routes: routes([]),
    });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('opens a thread, marks it read, and sends a message', async () => {
    const first = messageFixture({ id: 'm1', content: 'Kick-off at ten' });
    const view = renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox',
      routes: routes([planning], (server) => {
        server.on('GET /api/threads/t1/messages?limit=50', () => ({
          status: 200,
          body: { messages: [first], hasMore: false },
        }));
        server.on('GET /api/threads/t1/message-tasks', () => ({
          status: 200,
          body: { message_tasks: [] },
        }));
        server.on('POST /api/threads/t1/read', () => ({
          status: 200,
          body: { thread_id: 't1', unread_count: 0 },
        }));
        server.on('POST /api/messages', (call) => {
          const body = call.body as Message;
          return {
            status: 201,
            body: messageFixture({
              id: 'm2',
              content: body.content,
              client_id: body.client_id,
              created_at: '2025-01-01T11:00:00.000Z',
              user: { id: ME, name: fakeUser.name, avatar: null },
            }),
          };
        });
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Planning/ }));
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1',
    );
    expect(screen.getByText('2 members · 0 online')).toBeInTheDocument();
    expect(await screen.findByText('Kick-off at ten', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() =>
      expect(view.server.calls.some((c) => c.url === '/api/threads/t1/read')).toBe(true),
    );
    expect(view.server.calls.find((c) => c.url === '/api/threads/t1/read')?.body).toEqual({
      last_message_id: 'm1',
    });
    await waitFor(() => expect(row(/^Planning/)).not.toHaveTextContent('unread'));

    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    // The skip button (the conversation's first stop for Tab) goes straight to the box.
    fireEvent.click(screen.getByRole('button', { name: 'Skip to the message box' }));
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('On my way', { selector: 'p' })).toBeInTheDocument();
    const sent = view.server.calls.find((c) => c.method === 'POST' && c.url === '/api/messages');
    expect(sent?.body).toMatchObject({
      thread_id: 't1',
      content: 'On my way',
      content_type: 'text',
    });
    expect((sent?.body as { client_id: string }).client_id).toMatch(/\S+/);
    await waitFor(() => expect(row(/^Planning/)).toHaveTextContent('You: On my way'));
  });

  it('a live message from someone else raises the unread count of a thread not open', async () => {
    const view = renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox',
      routes: routes([{ ...planning, unread_count: 0 }]),
    });
    await screen.findByRole('button', { name: /^Planning/ });
    expect(row(/^Planning/)).not.toHaveTextContent('unread');
    const cache = createRealtimeCache(view.queryClient, {
      selfId: () => ME,
      deletions: createDeletionLog(),
    });
    act(() =>
      applyChatEvent(cache, {
        type: 'new_message',
        thread_id: 't1',
        message: messageFixture({
          id: 'm9',
          content: 'Are we still on?',
          created_at: '2025-01-02T10:00:00.000Z',
        }),
      }),
    );
    await waitFor(() => expect(row(/^Planning/)).toHaveTextContent('1 unread'));
    expect(row(/^Planning/)).toHaveTextContent('Bo Chen: Are we still on?');
    cache.dispose();
  });

  it('offers Edit Thread and Delete Thread only when the thread allows them', async () => {
    renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox?thread=d1',
      routes: routes([direct], (server) => {
        server.on('GET /api/threads/d1/messages?limit=50', () => ({
          status: 200,
          body: { messages: [], hasMore: false },
        }));
        server.on('GET /api/threads/d1/message-tasks', () => ({
          status: 200,
          body: { message_tasks: [] },
        }));
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Cy Diaz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thread options' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keyboard Shortcuts' })).toBeInTheDocument();
  });

  describe('Create task in a direct thread', () => {
    const BO = { id: 'bo', name: 'Bo Chen', avatar: null, role: 'member' as const, online: false };
    const ME_ENTRY = { ...BO, id: ME, name: fakeUser.name, role: 'owner' as const };
    const withBo = direct.participants.map((p) => (p.id === 'me' ? { ...p, id: ME } : p));
    const chat = threadFixture({ ...direct, participants: withBo });
    const note = messageFixture({ id: 'm5', thread_id: 'd1', content: 'TODO: fix the lights' });
    const shared = projectFixture({ id: 'p-shared', title: 'Stage', team: [ME_ENTRY, BO] });
    const solo = projectFixture({ id: 'p-solo', title: 'Solo', team: [ME_ENTRY] });
    const observer = projectFixture({
      id: 'p-watch',
      title: 'Watch',
      team: [ME_ENTRY, BO],
      can: { ...shared.can, create_tasks: false },
    });

    function open(projects: ReturnType<typeof projectFixture>[]) {
      let tasksRead = 0;
      const view = renderWithApp(<InboxPage />, {
        path: '/dashboard/inbox',
        url: '/dashboard/inbox?thread=d1',
        routes: routes([chat], (server) => {
          server.on('GET /api/projects', () => ({ status: 200, body: projects }));
          server.on('GET /api/threads/d1/messages?limit=50', () => ({
            status: 200,
            body: { messages: [note], hasMore: false },
          }));
          server.on('GET /api/threads/d1/message-tasks', () => {
            tasksRead++;
            return { status: 200, body: { message_tasks: [] } };
          });
          server.on('POST /api/threads/d1/read', () => ({
            status: 200,
            body: { thread_id: 'd1', unread_count: 0 },
          }));
          server.on('POST /api/tasks', () => ({
            status: 201,
            body: { id: 'task-1', project_id: 'p-shared' },
          }));
        }),
      });
      return { view, tasksRead: () => tasksRead };
    }

    async function menuOfNote(user: ReturnType<typeof userEvent.setup>) {
      const text = await screen.findByText('TODO: fix the lights', { selector: 'p' });
      await user.click(within(text.closest('li')!).getByRole('button', { name: 'More actions' }));
      return screen.findByRole('menu');
    }

    it('posts the task to the project every participant shares', async () => {
      const { view, tasksRead } = open([solo, observer, shared]);
      await waitFor(() =>
        expect(view.server.calls.some((c) => c.url === '/api/projects')).toBe(true),
      );
      const user = userEvent.setup();
      const menu = await menuOfNote(user);
      await user.click(within(menu).getByRole('menuitem', { name: 'Create task' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Task from Message' });
      expect(within(dialog).queryByRole('combobox', { name: 'Project' })).toBeNull();
      const before = tasksRead();
      await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
      await waitFor(() =>
        expect(view.server.calls.some((c) => c.method === 'POST' && c.url === '/api/tasks')).toBe(
          true,
        ),
      );
      const post = view.server.calls.find((c) => c.method === 'POST' && c.url === '/api/tasks');
      expect(post?.body).toMatchObject({
        title: 'fix the lights',
        project_id: 'p-shared',
        created_from_message_id: 'm5',
      });
      await waitFor(() => expect(tasksRead()).toBeGreaterThan(before));
    });

    it('offers no Create task when no project has every participant and allows tasks', async () => {
      const { view } = open([solo, observer]);
      await waitFor(() =>
        expect(view.server.calls.some((c) => c.url === '/api/projects')).toBe(true),
      );
      const menu = await menuOfNote(userEvent.setup());
      expect(within(menu).getByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: 'Create task' })).toBeNull();
    });
  });

  it('a ?message= link opens the thread of the message', async () => {
    const linked = messageFixture({ id: 'm7', content: 'The linked one' });
    const view = renderWithApp(<InboxPage />, {
      path: '/dashboard/inbox',
      url: '/dashboard/inbox?message=m7',
      routes: routes([planning], (server) => {
        server.on('GET /api/messages/m7', () => ({ status: 200, body: linked }));
        server.on('GET /api/threads/t1/messages?limit=50', () => ({
          status: 200,
          body: { messages: [linked], hasMore: false },
        }));
        server.on('GET /api/threads/t1/message-tasks', () => ({
          status: 200,
          body: { message_tasks: [] },
        }));
        server.on('POST /api/threads/t1/read', () => ({
          status: 200,
          body: { thread_id: 't1', unread_count: 0 },
        }));
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Planning' })).toBeInTheDocument();
    expect(await screen.findByText('The linked one', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe('?thread=t1'));
  });
});
