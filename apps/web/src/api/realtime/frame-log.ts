import type { ServerFrame } from '@crewline/shared/realtime/server-frames';

/** How many received frames the realtime test page shows. */
export const FRAME_LOG_SIZE = 100;

/** One received frame and when it arrived. */
export type LoggedFrame = { seq: number; at: number; frame: ServerFrame };

/** The most recent frames, newest first, as an external store for React. */
export function createFrameLog(size = FRAME_LOG_SIZE) {
  let frames: readonly LoggedFrame[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  return {
    add(frame: ServerFrame, at = Date.now()): void {
      seq += 1;
      frames = [{ seq, at, frame }, ...frames].slice(0, size);
      for (const listener of listeners) listener();
    },
    clear(): void {
      frames = [];
      for (const listener of listeners) listener();
    },
    read: (): readonly LoggedFrame[] => frames,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What createFrameLog returns. */
export type FrameLog = ReturnType<typeof createFrameLog>;
