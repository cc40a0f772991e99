import { useSyncExternalStore } from 'react';
import { realtime } from './realtime-connection.ts';
import type { SocketState } from './socket-client.ts';

/** The realtime connection's state: status, attempts, latency. */
export function useRealtimeState(): SocketState {
  return useSyncExternalStore(realtime.subscribeState, realtime.getState, realtime.getState);
}
