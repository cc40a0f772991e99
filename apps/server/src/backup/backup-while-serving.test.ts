import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../paths.ts';
import { spawnServer, type SpawnedServer } from '../test/spawn-server.ts';
import { TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { makePng } from '../test/attachment-test-helpers.ts';
import { backupChannelPath } from './backup-channel.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import {
  newInstallation,
  snapshotDatabase,
  snapshotFiles,
  type Engine,
  type TestInstallation,
} from './backup-test-helpers.ts';

// `npm run backup` beside a real server process that keeps taking writes: on PGlite the backup
// gets its copy of the database from the app (backup-channel.ts), on PostgreSQL from pg_dump's
// snapshot. The archive must restore into a fresh installation, whole and consistent.

const withPostgres = Boolean(inject('databaseUrl'));
const engines: Engine[] = withPostgres ? ['embedded', 'postgres'] : ['embedded'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-serving-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

async function installation(engine: Engine): Promise<TestInstallation> {
  const made = await newInstallation(engine);
  cleanups.push(() => made.dispose());
  return made;
}

async function serve(target: TestInstallation): Promise<SpawnedServer> {
  const server = await spawnServer({
    dataDir: target.installation.dataDir,
    databaseUrl: target.installation.databaseUrl,
    startTimeoutMs: 120_000,
  });
  cleanups.push(() => server.kill());
  return server;
}

/** Stops the server as an operator does (SIGTERM) and waits for it to exit. */
async function stop(server: SpawnedServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

type Api = (method: string, url: string, body?: unknown) => Promise<Response>;

/** A user with a project (and a chat attachment in storage) on the running server. */
async function seed(origin: string): Promise<{ call: Api; projectId: string }> {
  const email = uniqueEmail('serving');
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Backup Test', email, password: TEST_PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const call: Api = (method, url, body) =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body instanceof FormData || body === undefined ? {} : json),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  const project = await call('POST', '/api/projects', { name: 'Backed up while serving' });
  expect(project.status).toBe(201);
  const form = new FormData();
  form.append('file', new Blob([await makePng(32, 24)], { type: 'image/png' }), 'p.png');
  expect((await call('POST', '/api/attachments', form)).status).toBe(201);
  return { call, projectId: ((await project.json()) as { id: string }).id };
}

/** Creates tasks one after another until stopped; their titles once acknowledged, and how long each took. */
function writeTasks(call: Api, projectId: string) {
  const acked: string[] = [];
  const latencies: number[] = [];
  let stopped = false;
  let n = 0;
  const running = (async () => {
    while (!stopped) {
      const title = `Task ${n++}`;
      const started = performance.now();
      const res = await call('POST', `/api/projects/${projectId}/tasks`, { title });
      latencies.push(performance.now() - started);
      expect(res.status).toBe(201);
      acked.push(title);
    }
  })();
  return {
    acked,
    latencies,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function taskTitles(target: TestInstallation): Promise<string[]> {
  const database = await target.open();
  try {
    const { rows } = await database.db.execute<{ title: string }>(sql`SELECT title FROM tasks`);
    return rows.map((row) => row.title).sort();
  } finally {
    await database.close();
  }
}

describe.each(engines)('npm run backup while the app serves on %s', (engine) => {
  it('writes an archive while writes go on, which restores whole into a fresh installation', async () => {
    const source = await installation(engine);
    const server = await serve(source);
    const { call, projectId } = await seed(server.origin);
    const writer = writeTasks(call, projectId);
    while (writer.acked.length < 5) await new Promise((r) => setTimeout(r, 20));

    const ackedBefore = writer.acked.length;
    const during = await createBackup(source.installation, path.join(work, `${engine}-busy.zip`));
    const ackedDuring = writer.acked.length - ackedBefore;
    await writer.stop();
    // The app kept serving: writes were acknowledged while the backup ran.
    expect(ackedDuring).toBeGreaterThan(0);
    expect(during.manifest).toMatchObject({ sourceEngine: engine });

    // At rest (the app still running), a second archive must hold exactly what the app has.
    const quiet = await createBackup(source.installation, path.join(work, `${engine}-quiet.zip`));
    await stop(server);
    if (engine === 'embedded') {
      expect(fs.existsSync(backupChannelPath(source.installation.dataDir))).toBe(false);
    }

    // The busy archive: every task acknowledged before it began, none that was never made.
    const busyTarget = await installation('embedded');
    await restoreBackup(busyTarget.installation, during.path);
    const restored = await taskTitles(busyTarget);
    expect(restored).toEqual(expect.arrayContaining(writer.acked.slice(0, ackedBefore)));
    expect(writer.acked).toEqual(expect.arrayContaining(restored));

    const quietTarget = await installation(engine);
    await restoreBackup(quietTarget.installation, quiet.path);
    const [sourceDb, targetDb] = [await source.open(), await quietTarget.open()];
    try {
      const expected = await snapshotDatabase(sourceDb);
      expect(await snapshotDatabase(targetDb)).toEqual(expected);
      expect(expected['public.tasks']).toHaveLength(writer.acked.length);
    } finally {
      await Promise.all([sourceDb.close(), targetDb.close()]);
    }
    const files = await snapshotFiles(quietTarget.installation);
    expect(files.size).toBe(quiet.manifest.fileCount);
    expect(files.size).toBeGreaterThan(0);
    expect(files).toEqual(await snapshotFiles(source.installation));
  }, 300_000);
});

describe('the backup channel of the embedded database', () => {
  it('keeps a second app out, and survives a killed app', async () => {
    const source = await installation('embedded');
    const { dataDir } = source.installation;
    const first = await serve(source);
    await expect(serve(source)).rejects.toThrow(/Another Crewline process \(pid \d+\)/);
    const socket = fs.statSync(backupChannelPath(dataDir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    // Killed: its lock and socket stay behind. A backup then opens the database itself…
    await first.kill();
    expect(fs.existsSync(backupChannelPath(dataDir))).toBe(true);
    const offline = await createBackup(source.installation, path.join(work, 'killed.zip'));
    expect(offline.manifest.sourceEngine).toBe('embedded');
    // …and the next start replaces the stale socket with a working one.
    const second = await serve(source);
    const { call, projectId } = await seed(second.origin);
    expect((await call('POST', `/api/projects/${projectId}/tasks`, { title: 'x' })).status).toBe(
      201,
    );
    const online = await createBackup(source.installation, path.join(work, 'restarted.zip'));
    expect(online.manifest.fileCount).toBeGreaterThan(0);
    await stop(second);
  }, 300_000);

  it('says so, and exits 1, when the app holding the data directory does not answer', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'mute-'));
    // A live process that holds the lock but has no channel (as an app mid-start would).
    const holder = spawn('sleep', ['60']);
    cleanups.push(async () => {
      holder.kill();
    });
    fs.writeFileSync(path.join(dataDir, 'crewline.pid'), String(holder.pid));
    const out = path.join(work, 'mute.zip');
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, 'src/backup/backup-command.ts'), '--out', out],
      {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Crewline is running on ${dataDir} (pid ${holder.pid}) but does not answer on its backup channel`,
    );
    expect(fs.existsSync(out)).toBe(false);
  }, 60_000);
});
