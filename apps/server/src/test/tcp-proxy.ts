import net from 'node:net';

/**
 * How the proxied service is gone: connections refused at once, accepted and never answered
 * (blackhole), or, for `freeze`, open connections kept but silent (a cut network: nothing says
 * the peer is gone) and new ones blackholed.
 */
export type OutageMode = 'refuse' | 'blackhole' | 'freeze';

/** A TCP proxy a test can take down and bring back, standing for a database or Redis going away. */
export type TcpProxy = {
  /** The loopback port clients connect to. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  /** Cuts every open connection (freeze: silences it); new ones are refused or blackholed until `up`. */
  down(mode: OutageMode): Promise<void>;
  /** Forwards new connections again. */
  up(): Promise<void>;
  close(): Promise<void>;
};

/** Starts a proxy on a free loopback port that forwards every connection to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: 'up' | OutageMode = 'up';
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset on either side is what the test is about, not an error of the test.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    // Accepted and never forwarded: the client waits for an answer that does not come.
    if (mode !== 'up') return;
    const upstream = net.connect(target);
    track(upstream);
    // Not piped: while frozen, bytes either way are dropped.
    client.on('data', (chunk) => {
      if (mode === 'up') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'up') client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    rewrite(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async down(next) {
      mode = next;
      // Refused: nothing listens on the port any more, so connecting fails with ECONNREFUSED.
      if (next === 'refuse' && server.listening)
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          cutAll();
        });
      if (next !== 'freeze') cutAll();
    },
    async up() {
      cutAll();
      mode = 'up';
      if (!server.listening) await listen(port);
    },
    async close() {
      mode = 'blackhole';
      cutAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
