import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';

/** What a log line records: a call going out, its answer, its failure, or a socket frame. */
export type DebugKind = 'request' | 'response' | 'error' | 'frame';

/** One line of the debug log. */
export type DebugEntry = {
  seq: number;
  at: number;
  kind: DebugKind;
  summary: string;
  detail?: unknown;
};

/** How many lines the log keeps (newest first). */
const DEBUG_LOG_SIZE = 200;

/**
 * The message debug page's log: `track` wraps an API call so its request, response or error
 * are written down with timestamps; `add` writes anything else (socket frames).
 */
export function useDebugLog() {
  const [entries, setEntries] = useState<readonly DebugEntry[]>([]);
  const seq = useRef(0);

  const add = useCallback((kind: DebugKind, summary: string, detail?: unknown) => {
    seq.current += 1;
    const entry: DebugEntry = { seq: seq.current, at: Date.now(), kind, summary, detail };
    setEntries((current) => [entry, ...current].slice(0, DEBUG_LOG_SIZE));
  }, []);

  const track = useCallback(
    async <T>(label: string, body: unknown, run: () => Promise<T>): Promise<T> => {
      add('request', label, body);
      try {
        const data = await run();
        add('response', label, data);
        return data;
      } catch (error) {
        const status = error instanceof ApiError ? `HTTP ${error.status}` : 'failed';
        const detail = error instanceof ApiError ? (error.body ?? error.message) : String(error);
        add('error', `${label} → ${status}`, detail);
        throw error;
      }
    },
    [add],
  );

  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, track, clear };
}
