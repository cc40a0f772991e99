import { realtime } from '../../api/realtime/realtime-connection.ts';
import { useRealtimeState } from '../../api/realtime/use-realtime-state.ts';
import { useRealtimeSync } from '../../api/realtime/use-realtime-sync.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';

/** Keeps the signed-in app live over the socket and shows when it is not. */
export function RealtimeSync() {
  useRealtimeSync();
  const state = useRealtimeState();
  return <ConnectionIndicator state={state} onRetry={realtime.retry} />;
}
