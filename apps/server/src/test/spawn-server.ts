import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.ts';

/** A real server process started from source (`node --import tsx src/main.ts`). */
export type SpawnedServer = {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What the process wrote to stderr so far (start-up errors, warnings). */
  stderr(): string;
  /** Kills it with SIGKILL (no shutdown code runs) and resolves once it is gone. */
  kill(): Promise<void>;
};

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as `npm start` would, but from source, on `dataDir` (and `databaseUrl` when
 * given), and resolves once `/health` answers. No web build is needed: without one the API
 * still serves. Jobs are off (on a shared test database they would take other files' rows);
 * `env` adds or overrides settings.
 */
export async function spawnServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        JOBS: 'none',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const origin = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    child,
    port,
    origin,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (${child.exitCode}):\n${stderr}`);
    }
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  await server.kill();
  throw new Error(`server did not answer /health in time:\n${stderr}`);
}
