import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageFixture, pagesFixture, threadFixture } from '../chat/chat-fixtures.ts';
import { noteReadMark, resetChatViewState, setOpenThread } from '../chat/chat-view-state.ts';
import { messagesOf } from '../chat/message-cache.ts';
import { chatKeys } from '../chat/query-keys.ts';
import type { MessagePages, Thread, UnreadTotals } from '../chat/types.ts';
import { createTypingStore, TYPING_TIMEOUT_MS, type TypingStore } from '../chat/typing-store.ts';
import { applyChatEvent, type ChatFrame } from './apply-chat-events.ts';
import { applyFrame } from './apply-frame.ts';
import { createRealtimeCache, type RealtimeCache } from './realtime-cache.ts';
import { createDeletionLog } from './remote-deletions.ts';

const ME = 'me';
let client: QueryClient;
let cache: RealtimeCache;
let typing: TypingStore;

const apply = (frame: ChatFrame) => applyChatEvent(cache, frame, typing);
const inbox = () => client.getQueryData<Thread[]>(chatKeys.threads()) ?? [];
const projectList = () =>
  client.getQueryData<Thread[]>(chatKeys.threads({ context_type: 'project', context_id: 'p1' }));
const totals = () => client.getQueryData<UnreadTotals>(chatKeys.unread());
const shown = (threadId = 't1') =>
  messagesOf(client.getQueryData<MessagePages>(chatKeys.messages(threadId))).map((m) => m.id);
const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cache = createRealtimeCache(client, {
    selfId: () => ME,
    deletions: createDeletionLog(),
    batchMs: 0,
  });
  typing = createTypingStore();
  resetChatViewState();
  const older = threadFixture({
    id: 't2',
    title: 'Design',
    last_message_time: '2025-01-01T08:00:00Z',
  });
  const t1 = threadFixture({ id: 't1', last_message_time: '2025-01-01T07:00:00Z' });
  client.setQueryData(chatKeys.threads(), [older, t1]);
  client.setQueryData(chatKeys.threads({ context_type: 'project', context_id: 'p1' }), [older, t1]);
  client.setQueryData<UnreadTotals>(chatKeys.unread(), {
    total: 2,
    direct: 0,
    projects: [{ project_id: 'p1', unread_count: 2 }],
  });
});
afterEach(() => {
  cache.dispose();
  client.clear();
  typing.clear();
});

describe('new_message', () => {
  it('goes into the loaded pages once, moves its thread up and raises the unread counts', () => {
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [messageFixture()] }));
    const message = messageFixture({ id: 'm2', created_at: '2025-01-01T11:00:00.000Z' });
    apply({ type: 'new_message', thread_id: 't1', message });
    apply({ type: 'new_message', thread_id: 't1', message });
    expect(shown()).toEqual(['m1', 'm2']);
    expect(inbox().map((t) => t.id)).toEqual(['t1', 't2']);
    expect(inbox()[0]).toMatchObject({ unread_count: 1, last_message_content: 'Hello' });
    expect(projectList()?.[0]?.last_message?.id).toBe('m2');
    expect(totals()).toEqual({
      total: 3,
      direct: 0,
      projects: [{ project_id: 'p1', unread_count: 3 }],
    });
  });

  it('replaces the pending copy with the same client_id instead of adding a second', () => {
    const pending = messageFixture({
      id: 'pending:c-1',
      client_id: 'c-1',
      user: { id: ME, name: 'Ada', avatar: null },
    });
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [pending] }));
    const saved = { ...pending, id: 'm9' };
    apply({ type: 'new_message', thread_id: 't1', message: saved });
    expect(shown()).toEqual(['m9']);
    // My own message raises nothing.
    expect(inbox()[0]?.unread_count).toBe(0);
    expect(totals()?.total).toBe(2);
  });

  it('raises nothing in the thread the user is looking at', () => {
    setOpenThread('t1');
    apply({ type: 'new_message', thread_id: 't1', message: messageFixture({ id: 'm2' }) });
    expect(inbox().find((t) => t.id === 't1')?.unread_count).toBe(0);
    expect(totals()?.total).toBe(2);
  });

  it('raises the count of the open thread while the tab is hidden', () => {
    setOpenThread('t1');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    apply({ type: 'new_message', thread_id: 't1', message: messageFixture({ id: 'm2' }) });
    visibility.mockRestore();
    expect(inbox().find((t) => t.id === 't1')?.unread_count).toBe(1);
  });

  it('a thread no list knows makes the lists and totals read again', async () => {
    apply({
      type: 'new_message',
      thread_id: 'tx',
      message: messageFixture({ id: 'm2', thread_id: 'tx' }),
    });
    await vi.waitFor(() => expect(stale(chatKeys.threads())).toBe(true));
    expect(stale(chatKeys.unread())).toBe(true);
  });

  it('a direct message raises the direct total', () => {
    const direct = threadFixture({ id: 'd1', context_type: 'direct', context_id: null });
    client.setQueryData(chatKeys.threads(), [...inbox(), direct]);
    apply({
      type: 'new_message',
      thread_id: 'd1',
      message: messageFixture({ id: 'm3', thread_id: 'd1' }),
    });
    expect(totals()).toMatchObject({ total: 3, direct: 1 });
    expect(projectList()?.map((t) => t.id)).toEqual(['t2', 't1']);
  });
});

describe('message changes', () => {
  it('message_updated and reaction replace the loaded copy and never add an unloaded one', () => {
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [messageFixture()] }));
    const edited = messageFixture({
      content: 'Changed',
      is_edited: true,
      updated_at: '2025-01-01T12:00:00Z',
    });
    apply({ type: 'message_updated', thread_id: 't1', message: edited });
    const reacted = {
      ...edited,
      reactions: [{ emoji: '👍', count: 1, has_reacted: false, users: [] }],
    };
    apply({ type: 'reaction', thread_id: 't1', message: reacted });
    apply({ type: 'reaction', thread_id: 't1', message: messageFixture({ id: 'old' }) });
    const pages = client.getQueryData<MessagePages>(chatKeys.messages('t1'));
    expect(messagesOf(pages)).toEqual([reacted]);
  });

  it('message_deleted removes it and the thread shows the message before as its last', () => {
    const a = messageFixture({ id: 'a', user: { id: ME, name: 'Ada', avatar: null } });
    const b = messageFixture({
      id: 'b',
      created_at: '2025-01-01T11:00:00Z',
      user: { id: ME, name: 'Ada', avatar: null },
    });
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [a, b] }));
    client.setQueryData(chatKeys.threads(), [
      threadFixture({
        last_message: {
          id: 'b',
          content: 'Hello',
          content_type: 'text',
          attachments: [],
          created_at: b.created_at,
          user: b.user,
        },
      }),
    ]);
    apply({ type: 'message_deleted', thread_id: 't1', message_id: 'b' });
    expect(shown()).toEqual(['a']);
    expect(inbox()[0]?.last_message?.id).toBe('a');
  });
});

describe('thread events', () => {
  it('thread_update upserts into the lists it belongs to and moves the totals by the change', () => {
    const renamed = threadFixture({ id: 't2', title: 'Renamed', unread_count: 2 });
    apply({ type: 'thread_update', thread: renamed });
    expect(inbox().find((t) => t.id === 't2')?.title).toBe('Renamed');
    expect(totals()?.total).toBe(4);
    const direct = threadFixture({ id: 'd1', context_type: 'direct', context_id: null });
    apply({ type: 'thread_update', thread: direct });
    expect(inbox().map((t) => t.id)).toContain('d1');
    expect(projectList()?.map((t) => t.id)).not.toContain('d1');
  });

  it('a read mark just sent keeps the count at zero until a newer message arrives', () => {
    const last = {
      id: 'm5',
      content: 'x',
      content_type: 'text',
      attachments: [],
      created_at: '2025-01-01T10:00:00Z',
      user: { id: 'bo', name: 'Bo', avatar: null },
    };
    noteReadMark('t1', 'm5');
    apply({
      type: 'thread_update',
      thread: threadFixture({ unread_count: 3, last_message: last }),
    });
    expect(inbox().find((t) => t.id === 't1')?.unread_count).toBe(0);
    apply({
      type: 'thread_update',
      thread: threadFixture({ unread_count: 1, last_message: { ...last, id: 'm6' } }),
    });
    expect(inbox().find((t) => t.id === 't1')?.unread_count).toBe(1);
  });

  it('thread_deleted removes it, its messages and its unread messages from the totals', () => {
    client.setQueryData(chatKeys.threads(), [threadFixture({ unread_count: 2 })]);
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [messageFixture()] }));
    apply({ type: 'thread_deleted', thread_id: 't1' });
    expect(inbox()).toEqual([]);
    expect(client.getQueryData(chatKeys.messages('t1'))).toBeUndefined();
    expect(totals()).toEqual({ total: 0, direct: 0, projects: [] });
  });
});

describe('typing_indicator', () => {
  it('shows who types until false, their message, or 3 s without a new true', () => {
    vi.useFakeTimers();
    try {
      typing = createTypingStore();
      apply({ type: 'typing_indicator', thread_id: 't1', user_id: 'bo', is_typing: true });
      apply({ type: 'typing_indicator', thread_id: 't1', user_id: ME, is_typing: true });
      expect(typing.typingIn('t1')).toEqual(['bo']);
      vi.advanceTimersByTime(TYPING_TIMEOUT_MS - 100);
      apply({ type: 'typing_indicator', thread_id: 't1', user_id: 'bo', is_typing: true });
      vi.advanceTimersByTime(TYPING_TIMEOUT_MS - 100);
      expect(typing.typingIn('t1')).toEqual(['bo']);
      vi.advanceTimersByTime(200);
      expect(typing.typingIn('t1')).toEqual([]);
      apply({ type: 'typing_indicator', thread_id: 't1', user_id: 'bo', is_typing: true });
      apply({ type: 'new_message', thread_id: 't1', message: messageFixture({ id: 'm7' }) });
      expect(typing.typingIn('t1')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('applyFrame routing', () => {
  it('sends chat frames to the chat applier, and a resync marks chat stale', async () => {
    client.setQueryData(chatKeys.messages('t1'), pagesFixture({ messages: [] }));
    applyFrame(cache, {
      type: 'new_message',
      thread_id: 't1',
      message: messageFixture({ id: 'm2' }),
    } satisfies ServerFrame);
    expect(shown()).toEqual(['m2']);
    applyFrame(cache, { type: 'resync', reason: 'bus' });
    await vi.waitFor(() => expect(stale(chatKeys.unread())).toBe(true));
    expect(stale(chatKeys.threads())).toBe(true);
  });
});
