import { api } from '../client.ts';
import { STORAGE_KEYS } from '../token-store.ts';
import { createFrameLog } from './frame-log.ts';
import { createSocketClient } from './socket-client.ts';
import { socketUrl } from './socket-url.ts';

/** The app's one socket: the only place a WebSocket is opened. useRealtimeSync starts it. */
export const realtime = createSocketClient({
  WebSocket: window.WebSocket,
  url: (token) => socketUrl(window.location, token),
  getToken: () => api.store.getAccessToken(),
  refreshToken: () => api.refreshSession(),
  events: window,
});

/** The last 100 frames received, for the realtime test page. */
export const frameLog = createFrameLog();
realtime.subscribe((frame) => frameLog.add(frame));

// Every refreshed token goes to the server, so the socket outlives the 15-minute access token;
// sign-out (or a session that could not be refreshed) closes it with 1000.
api.subscribe((event) => {
  if (event.type === 'refreshed') {
    const token = api.store.getAccessToken();
    if (token) realtime.authenticate(token);
  } else if (event.type === 'ended' || event.type === 'expired') {
    realtime.stop();
    frameLog.clear();
  }
});

// Another tab refreshed the shared session: this socket takes the new token too.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.accessToken && event.newValue) {
    realtime.authenticate(event.newValue);
  }
});
