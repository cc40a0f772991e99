import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketStatus } from '../../api/realtime/socket-client.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { installAlertFakes } from './alert-test-fakes.ts';
import { NotificationCentreHost } from './notification-centre-host.tsx';

// The socket's state, played by the test: the host must poll only while it is not connected.
const socket = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    status: 'CONNECTED' as SocketStatus,
    listeners,
    set(status: SocketStatus) {
      this.status = status;
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('../../api/realtime/use-realtime-state.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useRealtimeState: () => ({
      status: useSyncExternalStore(
        (listener: () => void) => {
          socket.listeners.add(listener);
          return () => socket.listeners.delete(listener);
        },
        () => socket.status,
      ),
    }),
  };
});

function renderHost() {
  const view = renderWithApp(<NotificationCentreHost />, {
    path: '/dashboard',
    url: '/dashboard',
    routes: (server) => {
      server.on('GET /api/notifications?limit=30', () => ({
        status: 200,
        body: { notifications: [], unread_count: 0, total_count: 0, has_more: false },
      }));
      server.on('GET /api/notification-preferences', () => ({ status: 200, body: {} }));
    },
  });
  const reads = () =>
    view.server.calls.filter((call) => call.url.startsWith('/api/notifications?')).length;
  return { ...view, reads };
}

let fakes: ReturnType<typeof installAlertFakes>;
beforeEach(() => {
  vi.useFakeTimers();
  fakes = installAlertFakes();
});
afterEach(() => {
  fakes.uninstall();
  vi.useRealTimers();
});

describe('the notification centre host (no one-second polling)', () => {
  it('reads notifications once while the socket is connected, then never by timer', async () => {
    socket.status = 'CONNECTED';
    const { reads } = renderHost();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(reads()).toBe(1);
  });

  it.each(['DISCONNECTED', 'CONNECTING', 'ERROR'] as const)(
    'polls every 30 s while the socket is %s, and stops once it connects',
    async (status) => {
      socket.status = status;
      const { reads } = renderHost();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(reads()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(29_800));
      expect(reads()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(reads()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(reads()).toBe(3);
      act(() => socket.set('CONNECTED'));
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(reads()).toBe(3);
    },
  );
});
