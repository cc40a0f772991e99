import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, fakeWindowEvents } from '../../api/realtime/fake-socket.ts';
import { createSocketClient, type SocketClient } from '../../api/realtime/socket-client.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';

function Live({ client }: { client: SocketClient }) {
  const state = useSyncExternalStore(client.subscribeState, client.getState);
  return <ConnectionIndicator state={state} onRetry={client.retry} />;
}

function setup() {
  const client = createSocketClient({
    WebSocket: FakeSocket,
    url: (token) => `ws://test/?token=${token}`,
    getToken: () => 'token',
    refreshToken: async () => 'token',
    events: fakeWindowEvents(),
  });
  render(<Live client={client} />);
  act(() => client.start());
  return client;
}

const fail = () => act(() => FakeSocket.latest().fail());
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});
afterEach(() => vi.useRealTimers());

describe('ConnectionIndicator', () => {
  it('shows nothing while connecting for the first time or connected', () => {
    setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => FakeSocket.latest().accept());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says "Reconnecting…" once a drop has lasted a second, and clears on reconnection', () => {
    setup();
    act(() => FakeSocket.latest().accept());
    fail();
    wait(999);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    wait(1);
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    act(() => FakeSocket.latest().accept());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says "Connection lost" with a Retry button once the attempts ran out', () => {
    const client = setup();
    act(() => FakeSocket.latest().accept());
    fail();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      wait(delay);
      fail();
    }
    expect(screen.getByRole('status')).toHaveTextContent('Connection lost');
    const retry = screen.getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    expect(FakeSocket.instances).toHaveLength(7);
    expect(client.getState().exhausted).toBe(false);
    act(() => FakeSocket.latest().accept());
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('also offers Retry when the very first connection never succeeded', () => {
    setup();
    fail();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      wait(delay);
      fail();
    }
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
