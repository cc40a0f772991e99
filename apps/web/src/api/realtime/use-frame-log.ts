import { useSyncExternalStore } from 'react';
import type { LoggedFrame } from './frame-log.ts';
import { frameLog } from './realtime-connection.ts';

/** The last 100 frames received, newest first. */
export function useFrameLog(): readonly LoggedFrame[] {
  return useSyncExternalStore(frameLog.subscribe, frameLog.read, frameLog.read);
}
