import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
import { attachments } from './db/chat-schema.ts';
import { fileVersions } from './db/work-schema.ts';
import { spawnServer, type SpawnedServer } from './test/spawn-server.ts';
import { SHARED_SWEEP_GRACE_MS } from './services/storage/sweep-storage.ts';
import { TEST_PASSWORD, uniqueEmail } from './test/factories.ts';

// Runs the real server as a child process and SIGKILLs it at a random moment while tasks, chat
// messages, uploads (chat attachments and file versions) and time entries stream in, then starts
// it again on the same data: every write the client saw acknowledged must be there, every
// upload whole, and the storage directory must hold no temporary file and no file without a row.
// CRASH_ROUNDS sets the number of kills (3 in a test run; `CRASH_ROUNDS=20` for the full check).

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const databaseUrl = inject('databaseUrl');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-crash-'));
let running: SpawnedServer | undefined;
afterAll(async () => {
  await running?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Uploads are accepted as fast as the writers send them; the abuse limits are not under test.
const SERVER_ENV = { LIMIT_UPLOADS_PER_MINUTE: '100000', LIMIT_PENDING_UPLOADS: '100000' };

async function start(): Promise<SpawnedServer> {
  running = await spawnServer({
    dataDir,
    databaseUrl: databaseUrl || undefined,
    env: SERVER_ENV,
    startTimeoutMs: 120_000,
  });
  return running;
}

type Acked = {
  tasks: string[];
  messages: string[];
  timeEntries: string[];
  attachments: { id: string; bytes: Buffer }[];
  versions: { fileId: string; id: string; bytes: Buffer }[];
};

function api(origin: string, token: string) {
  return async (method: string, url: string, body?: unknown): Promise<Response> =>
    fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body instanceof FormData || body === undefined
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
}

function upload(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  return form;
}

/** Random bytes of a random size, up to ~1.5 MB: big enough that a kill lands mid-write. */
function someBytes(): Buffer {
  return randomBytes(1 + Math.floor(Math.random() * 1_500_000));
}

type Setup = {
  email: string;
  token: string;
  userId: string;
  projectId: string;
  threadId: string;
};

/** Signs in: a fresh access token (a long run outlives one). */
async function signIn(origin: string, email: string): Promise<{ token: string; userId: string }> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { access_token: token, user } = (await login.json()) as {
    access_token: string;
    user: { id: string };
  };
  return { token, userId: user.id };
}

async function signUp(origin: string): Promise<Setup> {
  const email = uniqueEmail('crash');
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Crash Test', email, password: TEST_PASSWORD }),
  });
  expect(registered.status).toBe(201);
  const { token, userId } = await signIn(origin, email);
  const call = api(origin, token);
  const project = await call('POST', '/api/projects', { name: 'Crash project' });
  expect(project.status).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  const thread = await call('POST', '/api/threads', {
    context_type: 'project',
    context_id: projectId,
    title: 'Crash thread',
  });
  expect(thread.status).toBe(201);
  return {
    email,
    token,
    userId,
    projectId,
    threadId: ((await thread.json()) as { id: string }).id,
  };
}

/** Runs every kind of writer until `stop()`; the ids of acknowledged writes land in `acked`. */
function startWriters(origin: string, setup: Setup, acked: Acked) {
  const call = api(origin, setup.token);
  let stopped = false;
  let minute = Math.floor(Math.random() * 1e6);
  const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
  const loop = (write: () => Promise<void>) => async () => {
    while (!stopped) {
      try {
        await write();
      } catch {
        return; // the connection broke: the server is gone
      }
    }
  };
  const writers = [
    loop(async () => {
      const res = await call('POST', `/api/projects/${setup.projectId}/tasks`, { title: 'Task' });
      if (res.status === 201) acked.tasks.push(await idOf(res));
    }),
    loop(async () => {
      const res = await call('POST', '/api/messages', {
        thread_id: setup.threadId,
        content: 'Hello',
      });
      if (res.status === 201) acked.messages.push(await idOf(res));
    }),
    loop(async () => {
      // Each entry its own minute, so none overlaps another.
      const start = new Date(Date.UTC(2020, 0, 1) + minute++ * 60_000);
      const res = await call('POST', '/api/time-entries', {
        project_id: setup.projectId,
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 30_000).toISOString(),
      });
      if (res.status === 201) acked.timeEntries.push(await idOf(res));
    }),
    loop(async () => {
      const bytes = someBytes();
      const res = await call('POST', '/api/attachments', upload(bytes, 'a.bin'));
      if (res.status !== 201) return;
      const id = await idOf(res);
      acked.attachments.push({ id, bytes });
      // Half of them sent with a message, half left waiting (both must survive).
      if (Math.random() < 0.5) {
        const sent = await call('POST', '/api/messages', {
          thread_id: setup.threadId,
          attachments: [id],
        });
        if (sent.status === 201) acked.messages.push(await idOf(sent));
      }
    }),
    loop(async () => {
      const file = await call('POST', '/api/files', {
        project_id: setup.projectId,
        name: `f-${randomBytes(4).toString('hex')}.bin`,
        file_type: 'other',
      });
      if (file.status !== 201) return;
      const fileId = await idOf(file);
      const bytes = someBytes();
      const res = await call('POST', `/api/files/${fileId}/versions`, upload(bytes, 'v.bin'));
      if (res.status === 201) acked.versions.push({ fileId, id: await idOf(res), bytes });
    }),
  ].map((writer) => writer());
  return async () => {
    stopped = true;
    await Promise.all(writers);
  };
}

async function readBytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** Every acknowledged write is readable through the API, uploads byte for byte. */
async function checkAcknowledged(origin: string, setup: Setup, acked: Acked): Promise<void> {
  const call = api(origin, setup.token);
  const missing: string[] = [];
  const expectOk = async (url: string) => {
    const res = await call('GET', url);
    if (res.status !== 200) missing.push(`${url} -> ${res.status}`);
    return res;
  };
  for (const id of acked.tasks) await (await expectOk(`/api/tasks/${id}`)).arrayBuffer();
  for (const id of acked.messages) await (await expectOk(`/api/messages/${id}`)).arrayBuffer();
  for (const id of acked.timeEntries)
    await (await expectOk(`/api/time-entries/${id}`)).arrayBuffer();
  for (const { id, bytes } of acked.attachments) {
    const res = await expectOk(`/api/attachments/${id}/file`);
    if (res.status === 200 && !(await readBytes(res)).equals(bytes))
      missing.push(`attachment ${id}: bytes differ`);
  }
  for (const { fileId, id, bytes } of acked.versions) {
    const res = await expectOk(`/api/files/${fileId}/versions/${id}/download`);
    if (res.status === 200 && !(await readBytes(res)).equals(bytes))
      missing.push(`version ${id}: bytes differ`);
  }
  expect(missing).toEqual([]);
}

/** Moves the modification time of every file under `dir` back by `ms`. */
function ageFiles(dir: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  for (const rel of walk(dir)) fs.utimesSync(path.join(dir, rel), then, then);
}

/** Resolves once `ready()` holds, or after `ms` whatever it says. */
async function waitFor(ready: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** Every path under `dir`, relative to it, with `/` between segments. */
function walk(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

/**
 * With the server stopped: the storage directory holds the files the user's rows name and
 * their content-type notes, nothing else; and every row's file is there.
 */
async function checkStorage(setup: Setup): Promise<void> {
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') },
  );
  const named = new Set<string>();
  try {
    const rows = await database.db
      .select({ key: attachments.storageKey, thumbnail: attachments.thumbnailKey })
      .from(attachments)
      .where(eq(attachments.uploaderId, setup.userId));
    const versions = await database.db
      .select({ key: fileVersions.storageKey })
      .from(fileVersions)
      .where(eq(fileVersions.uploadedBy, setup.userId));
    for (const row of rows) {
      named.add(row.key);
      if (row.thumbnail) named.add(row.thumbnail);
    }
    for (const row of versions) named.add(row.key);
  } finally {
    await database.close();
  }
  const stored = walk(path.join(dataDir, 'files'));
  const strays = stored.filter((rel) => {
    const name = path.posix.basename(rel);
    if (!name.startsWith('.')) return !named.has(rel);
    // A content-type note belongs to a stored file next to it; anything else hidden is temporary.
    const meta = /^\.(.+)\.meta\.json$/.exec(name);
    return !meta || !named.has(path.posix.join(path.posix.dirname(rel), meta[1]!));
  });
  expect(strays).toEqual([]);
  const present = new Set(stored);
  expect([...named].filter((key) => !present.has(key))).toEqual([]);
}

describe('crash durability (SIGKILL, then restart)', () => {
  it(
    `keeps every acknowledged write and no half-stored upload over ${ROUNDS} kills`,
    { timeout: 120_000 + ROUNDS * 120_000 },
    async () => {
      let server = await start();
      const setup = await signUp(server.origin);
      for (let round = 0; round < ROUNDS; round++) {
        const acked: Acked = {
          tasks: [],
          messages: [],
          timeEntries: [],
          attachments: [],
          versions: [],
        };
        setup.token = (await signIn(server.origin, setup.email)).token;
        const stopWriters = startWriters(server.origin, setup, acked);
        // The kill lands at a random moment once writes of every kind are flowing (a busy
        // machine can take seconds for the first ones), so there is something to lose.
        await waitFor(() => Object.values(acked).every((list) => list.length > 0), 60_000);
        await new Promise((r) => setTimeout(r, Math.random() * 1_500));
        await server.kill();
        await stopWriters();
        const left = walk(path.join(dataDir, 'files')).filter((rel) => rel.includes('.tmp'));
        console.log(
          `round ${round}: acked`,
          Object.fromEntries(Object.entries(acked).map(([k, v]) => [k, v.length])),
          'temp files left by the kill:',
          left.length,
        );
        // On PostgreSQL other processes might be mid-upload, so the start-up sweep takes only
        // files older than its grace period: age what the kill left, as an hour would.
        if (databaseUrl) ageFiles(path.join(dataDir, 'files'), SHARED_SWEEP_GRACE_MS + 60_000);
        server = await start();
        await checkAcknowledged(server.origin, setup, acked);
        await server.kill();
        await checkStorage(setup);
        server = await start();
      }
      await server.kill();
    },
  );
});
