import { PRESENCE_HEARTBEAT_MS } from '@crewline/shared/limits';
import type { SocketClient } from './socket-client.ts';

type PageEvents = {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
};

/**
 * Tells the server this tab is here: `joined` on every connection and when the page comes back
 * from the back-forward cache, `heartbeat` every 30 s, `left` when the page is hidden for good
 * (pagehide: closed, reloaded or put in the cache). Returns the stop function.
 */
export function startPresenceHeartbeat(client: SocketClient, page: PageEvents): () => void {
  const offConnected = client.onConnected(() =>
    client.send({ type: 'presence_update', action: 'joined' }),
  );
  const timer = setInterval(
    () => client.send({ type: 'presence_update', action: 'heartbeat' }),
    PRESENCE_HEARTBEAT_MS,
  );
  const hide = () => void client.send({ type: 'presence_update', action: 'left' });
  const show = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) {
      client.send({ type: 'presence_update', action: 'joined' });
    }
  };
  page.addEventListener('pagehide', hide);
  page.addEventListener('pageshow', show);
  return () => {
    offConnected();
    clearInterval(timer);
    page.removeEventListener('pagehide', hide);
    page.removeEventListener('pageshow', show);
  };
}
