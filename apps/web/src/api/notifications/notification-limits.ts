import { NOTIFICATIONS_PAGE_DEFAULT } from '@crewline/shared/contracts/notifications';

/** How many notifications one page holds (30). */
export const NOTIFICATIONS_PAGE_SIZE = NOTIFICATIONS_PAGE_DEFAULT;

/**
 * The fallback poll while the socket is down. The earlier product polled every second; we push
 * over the socket and only poll, at most this often, while live updates are off.
 */
export const NOTIFICATIONS_FALLBACK_POLL_MS = 30_000;
