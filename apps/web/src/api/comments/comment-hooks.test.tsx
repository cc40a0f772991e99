import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCommentEvent } from './apply-comment-event.ts';
import { commentFixture } from './comment-fixture.ts';
import * as commentsApi from './comments-api.ts';
import { commentKeys } from './query-keys.ts';
import { useAddComment } from './use-add-comment.ts';
import { useDeleteComment } from './use-delete-comment.ts';
import { useEditComment } from './use-edit-comment.ts';

vi.mock('./comments-api.ts', () => ({
  fetchComments: vi.fn(),
  addComment: vi.fn(),
  updateComment: vi.fn(),
  deleteComment: vi.fn(),
}));

const api = vi.mocked(commentsApi);

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
  const a = commentFixture({ id: 'a', created_at: '2025-01-01T10:00:00.000Z' });
  const b = commentFixture({ id: 'b', created_at: '2025-01-01T11:00:00.000Z' });
  client.setQueryData(commentKeys.project('p1'), [a, b]);
  const list = () => client.getQueryData(commentKeys.project('p1'));
  return { client, wrapper, a, b, list };
}

beforeEach(() => vi.resetAllMocks());

describe('useAddComment', () => {
  it('adds the reply once even when the socket frame came first', async () => {
    const { client, wrapper, a, b, list } = setup();
    const created = commentFixture({ id: 'c', created_at: '2025-01-01T12:00:00.000Z' });
    const reply = deferred<typeof created>();
    api.addComment.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useAddComment({ kind: 'project', id: 'p1' }), { wrapper });
    act(() => result.current.mutate({ text: 'New', mentions: ['u2'] }));
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: created });
    await act(async () => reply.resolve(created));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(list()).toEqual([a, b, created]);
    expect(api.addComment).toHaveBeenCalledWith(
      { kind: 'project', id: 'p1' },
      { text: 'New', mentions: ['u2'] },
    );
  });
});

describe('useEditComment', () => {
  it('shows the new text at once and puts the old one back if refused', async () => {
    const { wrapper, a, b, list } = setup();
    const reply = deferred<typeof a>();
    api.updateComment.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useEditComment(), { wrapper });
    act(() => result.current.mutate({ comment: a, input: { text: 'Changed' } }));
    await waitFor(() => expect(list()).toEqual([{ ...a, text: 'Changed' }, b]));
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()).toEqual([a, b]);
  });

  it("keeps the server's copy on success", async () => {
    const { wrapper, a, b, list } = setup();
    const saved = { ...a, text: 'Changed', updated_at: '2025-01-02T00:00:00.000Z' };
    api.updateComment.mockResolvedValue(saved);
    const { result } = renderHook(() => useEditComment(), { wrapper });
    act(() => result.current.mutate({ comment: a, input: { text: 'Changed' } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(list()).toEqual([saved, b]);
  });
});

describe('useDeleteComment', () => {
  it('removes the comment at once and puts it back in place if refused', async () => {
    const { client, wrapper, a, b, list } = setup();
    const reply = deferred<void>();
    api.deleteComment.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useDeleteComment(), { wrapper });
    act(() => result.current.mutate(a));
    await waitFor(() => expect(list()).toEqual([b]));
    // A comment arriving meanwhile survives the rollback.
    const c = commentFixture({ id: 'c', created_at: '2025-01-01T12:00:00.000Z' });
    applyCommentEvent(client, { type: 'comment_added', projectId: 'p1', comment: c });
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()).toEqual([a, b, c]);
  });
});
