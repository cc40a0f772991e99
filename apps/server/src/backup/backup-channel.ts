import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { BackupError } from './archive.ts';

// The channel through which `npm run backup` asks the app serving an embedded database for a
// copy of it (the embedded engine allows one process, so the backup cannot open it itself).
// A Unix domain socket in DATA_DIR, mode 0600: only the machine user the app runs as (and root)
// can connect, no TCP port is opened, and nothing secret crosses it. The protocol is one request
// line, `snapshot`, answered by one JSON line, `{"ok":true,"bytes":N}` followed by N bytes of
// tarball (or `{"ok":false,"message":"…"}`), then the app closes the connection.

const REQUEST = 'snapshot\n';

/** The socket's path: beside the data-dir lock, so whoever may read the data may ask. */
export function backupChannelPath(dataDir: string): string {
  return path.join(dataDir, 'crewline.sock');
}

type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

/**
 * Opens the channel for the app holding DATA_DIR's lock (so a socket file already there was left
 * by a killed process and is replaced). `snapshot` is the database's. Resolves to the close
 * function, which removes the socket. Where the socket cannot be made (a DATA_DIR path longer
 * than a socket path may be), the app serves without it and says so; backups then need a stop.
 */
export async function openBackupChannel(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: Logger,
): Promise<() => Promise<void>> {
  const socketPath = backupChannelPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    // A connection that never asks would hold the app's shutdown (which waits for connections).
    socket.setTimeout(10_000, () => socket.destroy());
    // One request per connection: what follows it is not read.
    const onData = (chunk: string) => {
      request += chunk;
      if (!request.includes('\n') && request.length < REQUEST.length) return;
      socket.off('data', onData);
      socket.setTimeout(0);
      if (request === REQUEST) void answer(socket);
      else socket.end(reply({ ok: false, message: 'bad request' }));
    };
    socket.on('data', onData);
  });
  async function answer(socket: net.Socket): Promise<void> {
    const started = performance.now();
    let tarball: Blob;
    try {
      tarball = await snapshot();
    } catch (error) {
      log.warn({ err: error }, 'backup: database snapshot failed');
      socket.end(reply({ ok: false, message: (error as Error).message }));
      return;
    }
    const ms = Math.round(performance.now() - started);
    log.info({ bytes: tarball.size, ms }, 'backup: database snapshot taken');
    socket.write(reply({ ok: true, bytes: tarball.size }));
    // Streamed from the Blob: the copy is not held twice in this process's memory.
    await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream), socket).catch(
      () => {}, // the backup command went away; it reports that itself
    );
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    // The process's umask decided the mode it was made with; others must not even connect.
    fs.chmodSync(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn(
      { err: error, socketPath },
      'backup: no backup channel; `npm run backup` needs the app stopped',
    );
    return async () => {};
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(socketPath, { force: true });
  };
}

function reply(head: { ok: true; bytes: number } | { ok: false; message: string }): string {
  return `${JSON.stringify(head)}\n`;
}

/**
 * Asks the app holding DATA_DIR (`holder`, its pid) for a snapshot of its embedded database and
 * resolves to the tarball. BackupError, with what to do, when the app does not answer.
 */
export function requestSnapshot(
  dataDir: string,
  holder: number,
  timeoutMs = 120_000,
): Promise<Buffer> {
  const socketPath = backupChannelPath(dataDir);
  const notAnswering = (why: string) =>
    new BackupError(
      `Crewline is running on ${dataDir} (pid ${holder}) but does not answer on its backup channel ${socketPath} (${why}). Check that the app is up (and started by a release that has the channel), or stop it, run this again, then start it.`,
    );
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const chunks: Buffer[] = [];
    let head: { ok: boolean; bytes?: number; message?: string } | undefined;
    let received = 0;
    let settled = false;
    const settle = (error: Error | undefined, tarball?: Buffer) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve(tarball!);
    };
    socket.setTimeout(timeoutMs, () => settle(notAnswering(`no answer in ${timeoutMs / 1000} s`)));
    socket.on('connect', () => socket.write(REQUEST));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      settle(notAnswering(error.code ?? error.message)),
    );
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (head) return;
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      if (end === -1) return;
      try {
        head = JSON.parse(all.subarray(0, end).toString('utf8'));
      } catch {
        return settle(notAnswering('an unreadable answer'));
      }
      chunks.splice(0, chunks.length, all.subarray(end + 1));
      received = all.length - end - 1;
      if (!head!.ok) {
        settle(new BackupError(`The running app could not copy its database: ${head!.message}`));
      }
    });
    socket.on('end', () => {
      if (!head) return settle(notAnswering('it closed the connection'));
      if (received !== head.bytes) {
        return settle(notAnswering(`the copy ended after ${received} of ${head.bytes} bytes`));
      }
      settle(undefined, Buffer.concat(chunks));
    });
  });
}
