import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { taskKeys } from './query-keys.ts';
import { taskFixture } from './task-fixture.ts';
import * as tasksApi from './tasks-api.ts';
import { useCreateTask } from './use-create-task.ts';
import { useDeleteTask } from './use-delete-task.ts';
import { useUpdateTask } from './use-update-task.ts';

vi.mock('./tasks-api.ts', () => ({
  fetchTasks: vi.fn(),
  fetchTask: vi.fn(),
  createTask: vi.fn(),
  updateTask: vi.fn(),
  deleteTask: vi.fn(),
}));

const api = vi.mocked(tasksApi);

// A promise the test settles by hand, to look at the cache while a request is in flight.
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
  const a = taskFixture({ id: 'a', position: 1 });
  const b = taskFixture({ id: 'b', position: 2 });
  client.setQueryData(taskKeys.list({ project_id: 'p1' }), [a, b]);
  client.setQueryData(taskKeys.list(), [a, b]);
  return { client, wrapper, a, b };
}

const board = (client: QueryClient) => client.getQueryData(taskKeys.list({ project_id: 'p1' }));

beforeEach(() => vi.resetAllMocks());

describe('useUpdateTask', () => {
  it('moves the card in every cached list at once and keeps the server copy', async () => {
    const { client, wrapper, a, b } = setup();
    const reply = deferred<ReturnType<typeof taskFixture>>();
    api.updateTask.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'a', input: { status: 'done', position: 5 } }));
    await waitFor(() => expect(board(client)).toEqual([{ ...a, status: 'done', position: 5 }, b]));
    expect(client.getQueryData(taskKeys.list())).toEqual([
      { ...a, status: 'done', position: 5 },
      b,
    ]);
    const saved = { ...a, status: 'done' as const, position: 5, updated_at: 'later' };
    await act(async () => reply.resolve(saved));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(board(client)).toEqual([saved, b]);
  });

  it('reads the lists again when the server renumbered the column (other cards moved too)', async () => {
    const { client, wrapper, a } = setup();
    api.updateTask.mockResolvedValue({ ...a, position: 3 });
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'a', input: { position: 1.5 } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(taskKeys.list({ project_id: 'p1' }))?.isInvalidated).toBe(true);
  });

  it('keeps the lists when the drop landed where asked', async () => {
    const { client, wrapper, a } = setup();
    api.updateTask.mockResolvedValue({ ...a, position: 1.5 });
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'a', input: { position: 1.5 } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(taskKeys.list({ project_id: 'p1' }))?.isInvalidated).toBe(false);
  });

  it('rolls every list back when the server refuses', async () => {
    const { client, wrapper, a, b } = setup();
    const reply = deferred<ReturnType<typeof taskFixture>>();
    api.updateTask.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'a', input: { status: 'in_review' } }));
    await waitFor(() => expect((board(client) as [typeof a])[0].status).toBe('in_review'));
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(board(client)).toEqual([a, b]);
    expect(client.getQueryData(taskKeys.list())).toEqual([a, b]);
  });

  it('clears the assignee object when unassigning', async () => {
    const { client, wrapper, b } = setup();
    const assigned = taskFixture({
      id: 'a',
      assignee_id: 'u1',
      assignee: { id: 'u1', name: 'Ada', avatar: null },
    });
    client.setQueryData(taskKeys.list({ project_id: 'p1' }), [assigned, b]);
    api.updateTask.mockReturnValue(new Promise(() => undefined));
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'a', input: { assignee_id: null } }));
    await waitFor(() =>
      expect((board(client) as [typeof b])[0]).toMatchObject({ assignee_id: null, assignee: null }),
    );
  });

  it('drops the task from a list filtered by its old assignee', async () => {
    const { client, wrapper } = setup();
    const mine = taskFixture({ id: 'm', assignee_id: 'u1' });
    client.setQueryData(taskKeys.list({ assignee_id: 'u1' }), [mine]);
    api.updateTask.mockReturnValue(new Promise(() => undefined));
    const { result } = renderHook(() => useUpdateTask(), { wrapper });
    act(() => result.current.mutate({ id: 'm', input: { assignee_id: 'u2' } }));
    await waitFor(() =>
      expect(client.getQueryData(taskKeys.list({ assignee_id: 'u1' }))).toEqual([]),
    );
  });
});

describe('useDeleteTask', () => {
  it('removes the task at once and puts it back on failure', async () => {
    const { client, wrapper, a, b } = setup();
    const reply = deferred<void>();
    api.deleteTask.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useDeleteTask(), { wrapper });
    act(() => result.current.mutate('a'));
    await waitFor(() => expect(board(client)).toEqual([b]));
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(board(client)).toEqual([a, b]);
  });

  it('keeps it gone on success', async () => {
    const { client, wrapper, b } = setup();
    api.deleteTask.mockResolvedValue(undefined);
    const { result } = renderHook(() => useDeleteTask(), { wrapper });
    await act(async () => result.current.mutate('a'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(board(client)).toEqual([b]);
  });
});

describe('useCreateTask', () => {
  it('adds the created task to the lists it belongs to, not to other projects', async () => {
    const { client, wrapper, a, b } = setup();
    client.setQueryData(taskKeys.list({ project_id: 'p2' }), []);
    const created = taskFixture({ id: 'c', position: 3 });
    api.createTask.mockResolvedValue(created);
    const { result } = renderHook(() => useCreateTask(), { wrapper });
    await act(async () => result.current.mutate({ title: 'New', project_id: 'p1' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(board(client)).toEqual([a, b, created]);
    expect(client.getQueryData(taskKeys.list({ project_id: 'p2' }))).toEqual([]);
  });
});
