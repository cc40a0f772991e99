import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyChatEvent } from '../realtime/apply-chat-events.ts';
import { createRealtimeCache } from '../realtime/realtime-cache.ts';
import { createDeletionLog } from '../realtime/remote-deletions.ts';
import { messageFixture, pagesFixture, threadFixture } from './chat-fixtures.ts';
import { resetChatViewState } from './chat-view-state.ts';
import { messagesOf } from './message-cache.ts';
import * as messagesApi from './messages-api.ts';
import { chatKeys } from './query-keys.ts';
import * as threadsApi from './threads-api.ts';
import type { Message, MessagePages, SendMessageInput, Thread, UnreadTotals } from './types.ts';
import { useCreateThread } from './use-create-thread.ts';
import { useMarkRead } from './use-mark-read.ts';
import { useMessages } from './use-messages.ts';
import { useSendMessage } from './use-send-message.ts';
import { toggledReactions, useToggleReaction } from './use-toggle-reaction.ts';

vi.mock('./messages-api.ts', () => ({
  fetchMessagePage: vi.fn(),
  sendMessage: vi.fn(),
  addReaction: vi.fn(),
  removeReaction: vi.fn(),
}));
vi.mock('./threads-api.ts', () => ({
  createThread: vi.fn(),
  markThreadRead: vi.fn(),
}));

const messages = vi.mocked(messagesApi);
const threads = vi.mocked(threadsApi);
const ME = { id: 'me', name: 'Ada Lovelace', avatar: null };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const shown = () =>
    messagesOf(client.getQueryData<MessagePages>(chatKeys.messages('t1'))).map((m) => m.id);
  return { client, wrapper, shown };
}

const input = (overrides: Partial<SendMessageInput> = {}): SendMessageInput => ({
  thread_id: 't1',
  content: 'Hi all',
  content_type: 'text',
  attachments: [],
  mentions: [],
  reply_to_message_id: null,
  urgent: false,
  client_id: 'c-1',
  ...overrides,
});

beforeEach(() => {
  vi.resetAllMocks();
  resetChatViewState();
});

describe('useMessages', () => {
  it('shows the pages oldest first and loads older ones before the oldest message', async () => {
    const { wrapper } = setup();
    messages.fetchMessagePage.mockImplementation(async (_thread, before) =>
      before === null
        ? { messages: [messageFixture({ id: 'c' }), messageFixture({ id: 'd' })], hasMore: true }
        : { messages: [messageFixture({ id: 'a' }), messageFixture({ id: 'b' })], hasMore: false },
    );
    const { result } = renderHook(() => useMessages('t1'), { wrapper });
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual(['c', 'd']));
    expect(result.current.hasOlder).toBe(true);
    await act(async () => {
      await result.current.loadOlder();
    });
    await waitFor(() =>
      expect(result.current.messages.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']),
    );
    expect(result.current.hasOlder).toBe(false);
    expect(messages.fetchMessagePage).toHaveBeenLastCalledWith('t1', 'c');
  });
});

describe('useSendMessage', () => {
  it('shows a pending copy at once; the socket frame and the reply leave one message', async () => {
    const { client, wrapper, shown } = setup();
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [messageFixture()] }));
    client.setQueryData(chatKeys.threads(), [threadFixture()]);
    const reply = deferred<Message>();
    messages.sendMessage.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useSendMessage(ME), { wrapper });
    act(() => result.current.mutate(input()));
    await waitFor(() => expect(shown()).toEqual(['m1', 'pending:c-1']));
    const saved = messageFixture({
      id: 'm2',
      content: 'Hi all',
      client_id: 'c-1',
      user: ME,
      created_at: '2025-01-01T11:00:00.000Z',
    });
    const cache = createRealtimeCache(client, {
      selfId: () => 'me',
      deletions: createDeletionLog(),
    });
    applyChatEvent(cache, { type: 'new_message', thread_id: 't1', message: saved });
    expect(shown()).toEqual(['m1', 'm2']);
    await act(async () => reply.resolve(saved));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown()).toEqual(['m1', 'm2']);
    expect(client.getQueryData<Thread[]>(chatKeys.threads())?.[0]?.last_message?.id).toBe('m2');
    expect(messages.sendMessage).toHaveBeenCalledWith(input());
    cache.dispose();
  });

  it('takes the pending copy away when the send is refused', async () => {
    const { client, wrapper, shown } = setup();
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [messageFixture()] }));
    messages.sendMessage.mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useSendMessage(ME), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(input()).catch(() => undefined);
    });
    expect(shown()).toEqual(['m1']);
  });
});

describe('useToggleReaction', () => {
  it('adds, joins and takes back a reaction', () => {
    const added = toggledReactions([], '👍', ME);
    expect(added).toEqual([{ emoji: '👍', count: 1, has_reacted: true, users: [ME] }]);
    const others = [
      { emoji: '👍', count: 1, has_reacted: false, users: [{ id: 'bo', name: 'Bo' }] },
    ];
    expect(toggledReactions(others, '👍', ME)[0]).toMatchObject({ count: 2, has_reacted: true });
    expect(toggledReactions(added, '👍', ME)).toEqual([]);
  });

  it('removes the reaction the caller has, and puts it back if refused', async () => {
    const { client, wrapper } = setup();
    const message = messageFixture({
      reactions: [{ emoji: '🎉', count: 1, has_reacted: true, users: [ME] }],
    });
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [message] }));
    messages.removeReaction.mockRejectedValue(new Error('nope'));
    const { result } = renderHook(() => useToggleReaction(ME), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ message, emoji: '🎉' }).catch(() => undefined);
    });
    expect(messages.removeReaction).toHaveBeenCalledWith('m1', '🎉');
    expect(messages.addReaction).not.toHaveBeenCalled();
    const pages = client.getQueryData<MessagePages>(chatKeys.messages('t1'));
    expect(messagesOf(pages)[0]?.reactions).toEqual(message.reactions);
  });
});

describe('useMarkRead', () => {
  it('zeroes the thread and takes its messages off the totals at once', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(chatKeys.threads(), [threadFixture({ unread_count: 3 })]);
    client.setQueryData<UnreadTotals>(chatKeys.unread(), {
      total: 5,
      direct: 2,
      projects: [{ project_id: 'p1', unread_count: 3 }],
    });
    threads.markThreadRead.mockResolvedValue({ thread_id: 't1', unread_count: 0 });
    const { result } = renderHook(() => useMarkRead(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ threadId: 't1', messageId: 'm9' });
    });
    expect(client.getQueryData<Thread[]>(chatKeys.threads())?.[0]?.unread_count).toBe(0);
    expect(client.getQueryData(chatKeys.unread())).toEqual({ total: 2, direct: 2, projects: [] });
    expect(threads.markThreadRead).toHaveBeenCalledWith('t1', 'm9');
  });
});

describe('useCreateThread', () => {
  it('adds a new thread to the lists it belongs to', async () => {
    const { client, wrapper } = setup();
    client.setQueryData(chatKeys.threads(), []);
    client.setQueryData(chatKeys.threads({ context_type: 'direct' }), []);
    const created = threadFixture({ id: 'new' });
    threads.createThread.mockResolvedValue({ kind: 'created', thread: created });
    const { result } = renderHook(() => useCreateThread(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        title: 'Planning',
        context_type: 'project',
        context_id: 'p1',
      });
    });
    expect(client.getQueryData(chatKeys.threads())).toEqual([created]);
    expect(client.getQueryData(chatKeys.threads({ context_type: 'direct' }))).toEqual([]);
  });
});
