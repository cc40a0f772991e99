import type { ServerFrame } from '@crewline/shared/realtime/server-frames';

/** The chat thread a frame is about, or null for frames about something else. */
export function threadOfFrame(frame: ServerFrame): string | null {
  if ('thread_id' in frame && typeof frame.thread_id === 'string') return frame.thread_id;
  if (frame.type === 'thread_update') return frame.thread.id;
  return null;
}
