/** The socket's path on the app's own origin (Vite proxies it in development). */
export const SOCKET_PATH = '/api/notifications/ws';

/** The socket's address for a token: same host, ws or wss after the page's scheme. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}
