import {
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  REALTIME_RECONNECT_BASE_MS,
  REALTIME_RECONNECT_CAP_MS,
} from '../limits.ts';
import { CLOSE_CODES } from './client-frames.ts';

/**
 * The delay before reconnect attempt `attempt` (1-based): 1 s doubling to a cap of 30 s
 * (docs/PRODUCT.md, Realtime connection), or undefined once the 5 attempts are used up.
 */
export function reconnectDelay(attempt: number): number | undefined {
  if (attempt < 1 || attempt > REALTIME_MAX_RECONNECT_ATTEMPTS) return undefined;
  return Math.min(REALTIME_RECONNECT_BASE_MS * 2 ** (attempt - 1), REALTIME_RECONNECT_CAP_MS);
}

/** Whether a close should be followed by a reconnect: any code but a normal close (after 4401 the client refreshes its token first). */
export function reconnectsAfterClose(code: number): boolean {
  return code !== CLOSE_CODES.normal;
}
