import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.ts';

const ROOT = path.resolve(SERVER_ROOT, '..', '..');

/** What scripts/cluster.mjs reports over its IPC channel. */
export type ClusterEvent =
  | { type: 'ready'; index: number; pid: number; port: number }
  | { type: 'exited'; index: number; pid: number; code: number | null; signal: string | null }
  | { type: 'listening'; port: number; ports: number[] };

/** `npm run cluster` started by a test, in its own process group. */
export type TestCluster = {
  /** The nginx entry point, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  wsUrl: string;
  events: ClusterEvent[];
  /** The app process currently serving slot `index` (its pid). */
  pidOf(index: number): number;
  /** Resolves with the first event after `from` (an index into `events`) that matches. */
  waitFor(
    match: (event: ClusterEvent) => boolean,
    ms: number,
    from?: number,
  ): Promise<ClusterEvent>;
  /** The script's last output lines, for a failure's message. */
  output(): string;
  /** SIGTERM (the processes drain), then SIGKILL to the whole group whatever happened. */
  stop(): Promise<void>;
};

/** The nginx binary when one is installed (the cluster test needs it). */
export function nginxInstalled(): boolean {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.some((dir) => {
    try {
      fs.accessSync(path.join(dir, 'nginx'), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs scripts/cluster.mjs with the server's sources (tsx: the suite runs before any build),
 * and resolves once nginx answers. The script and everything it starts share a process group,
 * so stop() ends them all even when the script itself is stuck.
 */
export async function startTestCluster(options: {
  processes: number;
  env: Record<string, string>;
  readyWithinMs: number;
}): Promise<TestCluster> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/cluster.mjs',
      '--source',
      '--processes',
      String(options.processes),
      '--port',
      String(port),
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    },
  );
  const lines: string[] = [];
  const keep = (data: Buffer) => {
    lines.push(...String(data).split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const events: ClusterEvent[] = [];
  const waiters = new Set<() => void>();
  child.on('message', (event) => {
    events.push(event as ClusterEvent);
    for (const wake of [...waiters]) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const wake of [...waiters]) wake();
  });
  const output = () => lines.join('\n');

  const waitFor: TestCluster['waitFor'] = (match, ms, from = 0) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(match);
        if (found || gone) {
          waiters.delete(check);
          clearTimeout(timer);
          if (found) resolve(found);
          else reject(new Error(`the cluster script exited:\n${output()}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such cluster event within ${ms} ms:\n${output()}`));
      }, ms);
      waiters.add(check);
      check();
    });

  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 25_000))]);
    }
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is empty: everything stopped by itself
    }
  };

  try {
    await waitFor((e) => e.type === 'listening', options.readyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/notifications/ws`,
    events,
    pidOf(index) {
      const last = events.filter((e) => e.type === 'ready' && e.index === index).at(-1);
      if (!last || last.type !== 'ready') throw new Error(`process ${index} never got ready`);
      return last.pid;
    },
    waitFor,
    output,
    stop,
  };
}
