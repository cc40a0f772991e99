import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SERVER_ROOT } from './paths.ts';
import { TEST_PASSWORD, uniqueEmail } from './test/factories.ts';
import { inArray } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';

// Runs the real server as a child process, as `npm start` would, and sends it SIGTERM while
// writes are streaming in: every write that was acknowledged must survive a restart.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const databaseUrl = inject('databaseUrl');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // On a shared test database its jobs would take other test files' rows.
        JOBS: 'none',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('graceful shutdown', () => {
  it(
    'keeps every acknowledged write when SIGTERM arrives mid-stream',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const server = await startServer(port);
      const acknowledged: string[] = [];
      let stop = false;
      const writer = async () => {
        while (!stop) {
          const email = uniqueEmail('sigterm');
          try {
            const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'Durable', email, password: TEST_PASSWORD }),
            });
            if (res.status === 201) acknowledged.push(email);
          } catch {
            return; // the server stopped accepting: this writer is done
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await new Promise((r) => setTimeout(r, 1_500));
      const exited = new Promise<number | null>((resolve) =>
        server.on('exit', (code) => resolve(code)),
      );
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      stop = true;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(3);

      // Reopen the database as the next start would, and look for every acknowledged account.
      const database = await openDatabase(
        inject('databaseUrl')
          ? { kind: 'postgres', url: inject('databaseUrl') }
          : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') },
      );
      try {
        const rows = await database.db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, acknowledged));
        expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
      } finally {
        await database.close();
      }
    },
  );
});
