import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../test-fakes.ts';
import type { ScheduledMessage } from './types.ts';
import { useCancelScheduledMessage } from './use-cancel-scheduled-message.ts';
import { useScheduleMessage } from './use-schedule-message.ts';
import { useScheduledMessages } from './use-scheduled-messages.ts';

const LIST = 'GET /api/messages/scheduled?thread_id=t1';

function entry(id: string, overrides: Partial<ScheduledMessage> = {}): ScheduledMessage {
  return {
    id,
    thread_id: 't1',
    content: `Message ${id}`,
    content_type: 'text',
    reply_to_message_id: null,
    attachments: [],
    mentions: [],
    urgent: false,
    scheduled_time: '2030-01-01T10:00:00.000Z',
    status: 'pending',
    attempts: 0,
    last_error: null,
    created_at: '2029-12-31T10:00:00.000Z',
    message_id: null,
    ...overrides,
  };
}

function setup(list: () => ScheduledMessage[]) {
  const server = createFakeServer();
  server.on(LIST, () => ({ status: 200, body: { scheduled_messages: list() } }));
  vi.stubGlobal('fetch', server.fetch);
  localStorage.setItem('access_token', 'access');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { server, client, wrapper };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('scheduled message hooks', () => {
  it("lists the thread's entries soonest first, without another thread's", async () => {
    const { wrapper } = setup(() => [
      entry('late', { scheduled_time: '2030-01-02T10:00:00.000Z' }),
      entry('other', { thread_id: 't2' }),
      entry('soon'),
    ]);
    const { result } = renderHook(() => useScheduledMessages('t1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((item) => item.id)).toEqual(['soon', 'late']);
  });

  it('reads the list once while enabled, never polls, and not at all when disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, wrapper } = setup(() => [entry('a')]);
    const reads = () => server.calls.filter((call) => call.url.startsWith('/api/messages')).length;
    const { result, rerender } = renderHook(({ on }) => useScheduledMessages('t1', on), {
      wrapper,
      initialProps: { on: true },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(reads()).toBe(1);
    // Statuses arrive as scheduled_message_update frames (apply-scheduled-message-events.ts).
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toBe(1);
    rerender({ on: false });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(1);
  });

  it('scheduling posts the body and reads the list again', async () => {
    let list = [entry('a')];
    const { server, wrapper } = setup(() => list);
    server.on('POST /api/messages/scheduled', (call) => {
      list = [...list, entry('b', { content: (call.body as { content: string }).content })];
      return { status: 201, body: list[1] };
    });
    const { result } = renderHook(
      () => ({ list: useScheduledMessages('t1'), schedule: useScheduleMessage() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    const input = {
      thread_id: 't1',
      content: 'Later',
      content_type: 'text' as const,
      scheduled_time: '2030-01-03T09:00:00.000Z',
    };
    await act(() => result.current.schedule.mutateAsync(input));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual(input);
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
  });

  it('cancel deletes the entry and drops it from the list; a refusal keeps it', async () => {
    let list = [entry('a'), entry('b')];
    const { server, wrapper } = setup(() => list);
    server.on('DELETE /api/messages/scheduled/a', () => {
      list = list.filter((item) => item.id !== 'a');
      return { status: 204 };
    });
    server.on('DELETE /api/messages/scheduled/b', () => ({
      status: 409,
      body: { error: 'not_pending', message: 'Already sent' },
    }));
    const { result } = renderHook(
      () => ({ list: useScheduledMessages('t1'), cancel: useCancelScheduledMessage() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.cancel.mutateAsync(entry('a')));
    // TanStack Query tells observers on a timer, so the re-render may come after act returns.
    await waitFor(() => expect(result.current.list.data?.map((item) => item.id)).toEqual(['b']));
    await act(() =>
      result.current.cancel.mutateAsync(entry('b')).catch((error: Error) => {
        expect(error.message).toBe('Already sent');
      }),
    );
    await waitFor(() => expect(result.current.list.data?.map((item) => item.id)).toEqual(['b']));
  });
});
