import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyNotificationEvent } from '../realtime/apply-notification-events.ts';
import { flattenPages, unreadCountOf, type NotificationPages } from './notification-cache.ts';
import { notificationFixture } from './notification-fixture.ts';
import * as notificationsApi from './notifications-api.ts';
import { notificationKeys } from './query-keys.ts';
import { useDeleteAllNotifications } from './use-delete-all-notifications.ts';
import { useDeleteNotifications } from './use-delete-notifications.ts';
import { useMarkAllNotificationsRead } from './use-mark-all-notifications-read.ts';
import { useMarkNotificationsRead } from './use-mark-notifications-read.ts';
import { useNotifications } from './use-notifications.ts';
import { useNotificationsFallbackPoll } from './use-notifications-fallback-poll.ts';

vi.mock('./notifications-api.ts', () => ({
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
  markNotificationsRead: vi.fn(),
  deleteNotification: vi.fn(),
  deleteNotifications: vi.fn(),
  deleteAllNotifications: vi.fn(),
}));

const api = vi.mocked(notificationsApi);

function deferred() {
  let reject!: (error: unknown) => void;
  let resolve!: () => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const a = notificationFixture({ id: 'a', created_at: '2025-01-01T11:00:00.000Z' });
const b = notificationFixture({ id: 'b', created_at: '2025-01-01T10:00:00.000Z', read: true });
const c = notificationFixture({ id: 'c', created_at: '2025-01-01T09:00:00.000Z' });

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  client.setQueryData<NotificationPages>(notificationKeys.list(), {
    pages: [{ notifications: [a, b, c], unread_count: 5, total_count: 9, has_more: true }],
    pageParams: [undefined],
  });
  const data = () => client.getQueryData<NotificationPages>(notificationKeys.list());
  const list = () => flattenPages(data());
  const unread = () => unreadCountOf(data());
  return { client, wrapper, list, unread };
}

beforeEach(() => vi.resetAllMocks());
afterEach(() => vi.useRealTimers());

describe('useNotifications', () => {
  it('reads 30 at a time and asks for the next page before the oldest loaded one', async () => {
    const full = Array.from({ length: 30 }, (_v, index) =>
      notificationFixture({ id: `n${index}` }),
    );
    api.fetchNotifications.mockImplementation(async (before) =>
      before
        ? { notifications: [a], unread_count: 3, total_count: 31, has_more: false }
        : { notifications: full, unread_count: 3, total_count: 31, has_more: true },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(api.fetchNotifications).toHaveBeenLastCalledWith('n29');
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(flattenPages(result.current.data)).toHaveLength(31);
  });
});

describe('useMarkNotificationsRead', () => {
  it('marks read at once with PATCH and puts unread back if refused', async () => {
    const { wrapper, list, unread } = setup();
    const reply = deferred();
    api.markNotificationRead.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper });
    act(() => result.current.mutate(['a']));
    await waitFor(() => expect(list()[0]!.read).toBe(true));
    expect(unread()).toBe(4);
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list()[0]!.read).toBe(false);
    expect(unread()).toBe(5);
    expect(api.markNotificationRead).toHaveBeenCalledWith('a');
  });

  it('uses mark-bulk-read for several', async () => {
    const { wrapper, list, unread } = setup();
    api.markNotificationsRead.mockResolvedValue();
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper });
    act(() => result.current.mutate(['a', 'c']));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.markNotificationsRead).toHaveBeenCalledWith(['a', 'c']);
    expect(list().every((item) => item.read)).toBe(true);
    expect(unread()).toBe(3);
  });
});

describe('useMarkAllNotificationsRead', () => {
  it('zeroes the unread total at once and restores it if refused', async () => {
    const { wrapper, list, unread } = setup();
    const reply = deferred();
    api.markAllNotificationsRead.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useMarkAllNotificationsRead(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(unread()).toBe(0));
    expect(list().every((item) => item.read)).toBe(true);
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list().map((item) => item.read)).toEqual([false, true, false]);
    expect(unread()).toBe(5);
  });
});

describe('useDeleteNotifications', () => {
  it('removes at once and puts them back in place if refused, keeping live arrivals', async () => {
    const { client, wrapper, list, unread } = setup();
    const reply = deferred();
    api.deleteNotifications.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useDeleteNotifications(), { wrapper });
    act(() => result.current.mutate(['a', 'b']));
    await waitFor(() => expect(list().map((item) => item.id)).toEqual(['c']));
    expect(unread()).toBe(4);
    const live = notificationFixture({ id: 'd', created_at: '2025-01-01T12:00:00.000Z' });
    applyNotificationEvent(client, { type: 'notification_created', notification: live });
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list().map((item) => item.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(unread()).toBe(6);
    expect(api.deleteNotifications).toHaveBeenCalledWith(['a', 'b']);
  });

  it('uses DELETE /{id} for one', async () => {
    const { wrapper, list } = setup();
    api.deleteNotification.mockResolvedValue();
    const { result } = renderHook(() => useDeleteNotifications(), { wrapper });
    act(() => result.current.mutate(['b']));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.deleteNotification).toHaveBeenCalledWith('b');
    expect(list().map((item) => item.id)).toEqual(['a', 'c']);
  });
});

describe('useDeleteAllNotifications', () => {
  it('empties the list at once and restores it if refused', async () => {
    const { client, wrapper, list, unread } = setup();
    const reply = deferred();
    api.deleteAllNotifications.mockReturnValue(reply.promise);
    const { result } = renderHook(() => useDeleteAllNotifications(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(list()).toEqual([]));
    expect(unread()).toBe(0);
    await act(async () => reply.reject(new Error('nope')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(list().map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(unread()).toBe(5);
    expect(
      client.getQueryData<NotificationPages>(notificationKeys.list())!.pages[0]!.total_count,
    ).toBe(9);
  });
});

describe('useNotificationsFallbackPoll', () => {
  it('polls every 30 s only while the socket is down, never every second', async () => {
    vi.useFakeTimers();
    api.fetchNotifications.mockResolvedValue({
      notifications: [a],
      unread_count: 1,
      total_count: 1,
      has_more: false,
    });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(
      ({ connected }) => {
        useNotifications();
        useNotificationsFallbackPoll(connected);
      },
      { wrapper, initialProps: { connected: true } },
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(1);
    rerender({ connected: false });
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(3);
    rerender({ connected: true });
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(api.fetchNotifications).toHaveBeenCalledTimes(3);
  });
});
