import type { ServerFrame } from '@crewline/shared/realtime/server-frames';
import { useEffect, useRef } from 'react';
import { realtime } from './realtime-connection.ts';

/** Calls `listener` with every frame the server sends while the component is mounted. */
export function useRealtimeFrames(listener: (frame: ServerFrame) => void): void {
  // The latest listener, so callers need not memoise it and no frame goes to a stale closure.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtime.subscribe((frame) => latest.current(frame)), []);
}
