import type { MessageJson, ThreadJson } from '@crewline/shared/contracts/chat-responses';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../../../api/test-fakes.ts';
import { queryClient } from '../../../app/query/query-client-instance.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MessageDebugTestPage } from './message-debug-test-page.tsx';

// The app's socket is created when its module loads: hand it the fake before that.
const { FakeSocket } = await vi.hoisted(async () => {
  const fakes = await import('../../../api/realtime/fake-socket.ts');
  window.WebSocket = fakes.FakeSocket as unknown as typeof WebSocket;
  return fakes;
});

beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const projectThread = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Planning',
  context_type: 'project',
  context_id: '22222222-2222-4222-8222-222222222222',
  context_name: 'Apollo',
} as ThreadJson;
const directThread = {
  id: '33333333-3333-4333-8333-333333333333',
  title: null,
  context_type: 'direct',
  context_id: null,
  context_name: 'Grace Hopper',
} as ThreadJson;

function message(id: string, content: string, at: string): MessageJson {
  return {
    id,
    thread_id: directThread.id,
    content,
    content_type: 'text',
    created_at: at,
    updated_at: at,
    user: { id: fakeUser.id, name: fakeUser.name, avatar: null },
    reply_to_message_id: null,
    reply_to_message: null,
    is_edited: false,
    attachments: [],
    reactions: [],
    mentions: [],
    urgent: false,
    client_id: null,
    can: { update: true, delete: true },
  };
}

const shown = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

function renderPage() {
  const sent = message('44444444-4444-4444-8444-444444444444', '', '2030-05-06T07:08:09.000Z');
  const view = renderWithApp(<MessageDebugTestPage />, {
    path: '/message-debug-test',
    url: '/message-debug-test',
    routes: (server) => {
      server.on('GET /api/threads', () => ({
        status: 200,
        body: { threads: [projectThread, directThread] },
      }));
      server.on(`GET /api/threads/${directThread.id}/messages?limit=50`, () => ({
        status: 200,
        body: { messages: [], hasMore: false },
      }));
      server.on('POST /api/messages', (call) => ({
        status: 201,
        body: { ...sent, content: (call.body as { content: string }).content },
      }));
    },
  });
  return { ...view, sent };
}

describe('MessageDebugTestPage', { timeout: 15_000 }, () => {
  it('sends a test message to the selected thread and lists it with author, time, content and id', async () => {
    const { server, sent } = renderPage();
    const select = await screen.findByRole('combobox', { name: 'Thread' });
    const send = screen.getByRole('button', { name: 'Send Test Message' });
    expect(send).toBeDisabled();

    fireEvent.change(select, { target: { value: directThread.id } });
    expect(await screen.findByText('No messages in this thread yet.')).toBeInTheDocument();
    fireEvent.click(send);

    const item = await screen.findByTestId('debug-message');
    const post = server.calls.find((call) => call.method === 'POST');
    const body = post?.body as { thread_id: string; content: string; client_id: string };
    expect(body.thread_id).toBe(directThread.id);
    expect(body.content).toMatch(/^Test message from the message debug page \(.+\)$/);
    expect(body.client_id).toMatch(/^debug-/);
    expect(item).toHaveTextContent(fakeUser.name);
    expect(item).toHaveTextContent(shown(sent.created_at));
    expect(item).toHaveTextContent(body.content);
    expect(item).toHaveTextContent(sent.id);

    // The request and its response, newest first, each with its time.
    const posts = within(screen.getByRole('list', { name: 'Debug log' }))
      .getAllByText('POST /api/messages')
      .map((code) => code.closest('li') as HTMLElement);
    expect(posts.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Response',
      'Request',
    ]);
    for (const entry of posts) expect(entry.querySelector('time')).toHaveTextContent(/\d\d\.\d{3}/);
    expect(posts[1]).toHaveTextContent(body.client_id);
    expect(posts[0]).toHaveTextContent(sent.id);
  });

  it('logs frames and adds a message that arrives live to the selected thread', async () => {
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Thread' }), {
      target: { value: directThread.id },
    });
    await screen.findByText('No messages in this thread yet.');
    const live = message(
      '55555555-5555-4555-8555-555555555555',
      'Hello live',
      '2030-01-02T03:04:05.000Z',
    );
    act(() => {
      FakeSocket.latest().accept(fakeUser.id);
      FakeSocket.latest().receive({
        type: 'new_message',
        thread_id: directThread.id,
        message: live,
      });
    });
    expect(await screen.findByText('Hello live')).toBeInTheDocument();
    expect(screen.getByText(live.id)).toBeInTheDocument();
    const log = within(screen.getByRole('list', { name: 'Debug log' }));
    expect(log.getByText(`new_message thread=${directThread.id}`)).toBeInTheDocument();
    expect(log.getByText('hello')).toBeInTheDocument();
  });

  it('shows a refused send with its status and logs the error', async () => {
    const { server } = renderPage();
    server.on('POST /api/messages', () => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Thread not found' },
    }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Thread' }), {
      target: { value: directThread.id },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 404');
    const log = within(screen.getByRole('list', { name: 'Debug log' }));
    expect(log.getByText('POST /api/messages → HTTP 404')).toBeInTheDocument();
  });
});
