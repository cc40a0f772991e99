// `npm run cluster -- --processes 3`: several identical app processes on one PostgreSQL behind
// nginx, in the foreground. Each process listens on its own loopback port; nginx (config from
// scripts/cluster/nginx.conf.template) is the one entry point on PORT (3000). A process that
// dies is started again; SIGTERM or SIGINT stops them all (each finishes its requests first).
import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfNeeded, root, SERVER_MAIN } from './build-if-needed.mjs';

const TEMPLATE = path.join(root, 'scripts/cluster/nginx.conf.template');
const SOCKET_PATH = '/api/notifications/ws';
// A process that stayed up this long counts as healthy again: its next death restarts at once.
const STABLE_MS = 30_000;
const RESTART_BASE_MS = 500;
const RESTART_CAP_MS = 15_000;
const HEALTHY_WITHIN_MS = 120_000;
// After SIGTERM a process drains its requests; one still running after this is killed.
const STOP_GRACE_MS = 20_000;

const USAGE = `Usage: npm run cluster -- [--processes N] [--port PORT] [--nginx PATH]

Runs N app processes on the PostgreSQL server in DATABASE_URL (REDIS_URL optional) behind
nginx on PORT (default: the PORT setting, else 3000).`;

/** Fails the command with a message and exit code 1. */
class ClusterError extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary: --nginx, else `nginx` on PATH or in the sbin folders. */
export function findNginx(explicit) {
  const candidates = explicit
    ? [explicit]
    : [
        ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
        '/usr/sbin',
        '/usr/local/sbin',
        '/usr/local/nginx/sbin',
      ].map((dir) => path.join(dir, 'nginx'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** A loopback port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Fills the template: the prefix folder, the public address, one upstream line per process. */
export function nginxConfig({ template, prefix, listen, ports }) {
  const servers = ports
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return template
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', String(listen))
    .replaceAll('{{SERVERS}}', servers);
}

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, {
      signal: AbortSignal.timeout(2_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

function accepting(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Tells a parent that started this script with an IPC channel (the cluster test). */
function report(event) {
  if (process.send && process.connected) process.send(event);
}

/** Starts the app processes and nginx; resolves once nginx answers on `port`. */
export async function startCluster(options) {
  const { processes, port, nginx, source = false, env = process.env, log = console.log } = options;
  const command = source
    ? [process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]]
    : [process.execPath, [SERVER_MAIN]];
  const appEnv = {
    ...env,
    HOST: '127.0.0.1',
    // Only nginx reaches the processes, and it sets X-Forwarded-For to the client's address.
    TRUST_PROXY: 'true',
    // Links in e-mails name the public address, not a process's private port.
    APP_ORIGIN: env.APP_ORIGIN || `http://localhost:${port}`,
  };
  const ports = await Promise.all(Array.from({ length: processes }, freePort));
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'crewline-nginx-'));
  // nginx started as root runs its workers as an unprivileged user that must reach the folder.
  chmodSync(prefix, 0o755);
  let stopping = false;
  let nginxChild;
  const workers = ports.map((workerPort, index) => ({
    index,
    port: workerPort,
    child: undefined,
    startedAt: 0,
    failures: 0,
    ready: false,
  }));

  const launch = (worker) => {
    const child = spawn(command[0], command[1], {
      cwd: root,
      env: { ...appEnv, PORT: String(worker.port) },
      stdio: 'inherit',
    });
    worker.child = child;
    worker.startedAt = Date.now();
    worker.ready = false;
    child.on('exit', (code, signal) => {
      report({ type: 'exited', index: worker.index, pid: child.pid, code, signal });
      if (stopping) return;
      const upFor = Date.now() - worker.startedAt;
      worker.failures = upFor > STABLE_MS ? 1 : worker.failures + 1;
      const delay = Math.min(RESTART_CAP_MS, RESTART_BASE_MS * 2 ** (worker.failures - 1));
      log(
        `cluster: process ${worker.index + 1} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`,
      );
      setTimeout(() => {
        if (!stopping) {
          launch(worker);
          void announceWhenHealthy(worker, worker.child);
        }
      }, delay);
    });
    return child;
  };

  const announceWhenHealthy = async (worker, child) => {
    const deadline = Date.now() + HEALTHY_WITHIN_MS;
    while (!stopping && worker.child === child && child.exitCode === null) {
      if (await healthy(worker.port)) {
        worker.ready = true;
        report({ type: 'ready', index: worker.index, pid: child.pid, port: worker.port });
        return true;
      }
      if (Date.now() > deadline) return false;
      await sleep(200);
    }
    return false;
  };

  let stopped;
  // Every caller (a second signal too) waits for the same stop to finish.
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    stopping = true;
    const exited = (child) =>
      child && child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : Promise.resolve();
    const children = [...workers.map((w) => w.child), nginxChild].filter(Boolean);
    for (const worker of workers) worker.child?.kill('SIGTERM');
    // A graceful stop: nginx finishes the requests it is proxying while the apps drain.
    nginxChild?.kill('SIGQUIT');
    const timer = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(children.map(exited));
    clearTimeout(timer);
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    // Every process migrates at start under an advisory lock (db/migrate.ts): one migrates, the
    // others wait for it, so they can start together.
    for (const worker of workers) launch(worker);
    const started = await Promise.all(
      workers.map(async (worker) => {
        const child = worker.child;
        const ok = await announceWhenHealthy(worker, child);
        return ok || worker.child !== child;
      }),
    );
    if (started.includes(false) || workers.some((w) => w.failures > 0)) {
      throw new ClusterError('an app process did not start (its output is above)');
    }
    const configPath = path.join(prefix, 'nginx.conf');
    writeFileSync(
      configPath,
      nginxConfig({
        template: readFileSync(TEMPLATE, 'utf8'),
        prefix,
        listen: port,
        ports,
      }),
    );
    nginxChild = spawn(nginx, ['-p', prefix, '-c', configPath, '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    const nginxExited = new Promise((resolve) => nginxChild.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    while (!(await accepting(port))) {
      if (nginxChild.exitCode !== null || Date.now() > deadline) {
        throw new ClusterError(`nginx did not start on port ${port} (its error is above)`);
      }
      await sleep(100);
    }
    void nginxExited.then(() => {
      if (stopping) return;
      log('cluster: nginx exited; stopping the app processes');
      void stop().then(() => process.exit(1));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  report({ type: 'listening', port, ports, socketPath: SOCKET_PATH });
  log(
    `cluster: ${processes} app processes (ports ${ports.join(', ')}) behind nginx on http://localhost:${port}`,
  );
  return { port, ports, workers, stop };
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        processes: { type: 'string', short: 'n', default: '2' },
        port: { type: 'string', short: 'p' },
        nginx: { type: 'string' },
        // Runs apps/server/src/main.ts through tsx instead of the build (tests; no build needed).
        source: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new ClusterError(`${error.message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const processes = Number(values.processes);
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    throw new ClusterError('--processes must be a whole number from 1 to 64');
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ClusterError('--port must be a port number (1 to 65535)');
  }
  if (!process.env.DATABASE_URL?.trim()) {
    throw new ClusterError(
      'DATABASE_URL is not set: the processes of a cluster share a PostgreSQL server (the embedded database belongs to one process; use `npm start` for that).',
    );
  }
  const nginx = findNginx(values.nginx);
  if (!nginx) {
    throw new ClusterError(
      values.nginx
        ? `nginx not found at ${values.nginx}`
        : 'nginx is not installed (looked on PATH and in /usr/sbin): install it (Debian: apt-get install nginx) or name it with --nginx PATH.',
    );
  }
  if (!process.env.APP_ORIGIN?.trim()) {
    console.log(
      `cluster: APP_ORIGIN is not set; using http://localhost:${port} (links in e-mails, and the one page origin the socket accepts). Set it to the address people open.`,
    );
  }
  if (!values.source) buildIfNeeded();
  const cluster = await startCluster({ processes, port, nginx, source: values.source });
  const onSignal = (signal) => {
    console.log(`cluster: ${signal}: stopping`);
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof ClusterError ? `cluster: ${error.message}` : error);
    process.exit(1);
  });
}
