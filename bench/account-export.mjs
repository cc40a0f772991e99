// Data export benchmark: the export of one person with 50,000 chat messages and
// 200 MB of uploaded files; how long the server takes to build it and how much its resident
// memory grows meanwhile. The ZIP is streamed (JSON written page by page, files piped from
// storage into yazl into storage), so the growth should not depend on the data's size.
// The built server (apps/server/dist) on PGlite with the disk storage driver. Seeding: the
// person, a project and a thread through the API; the server is stopped; the messages and
// attachment rows go in with SQL through PGlite on the same data directory, and the files are
// written into DATA_DIR/files directly; the server is started again. Then POST /api/auth/export,
// GET /api/auth/export/{id} every 250 ms until ready, RSS sampled every 20 ms (baseline: after
// a warm-up export of a small account and 3 s idle). The ZIP is downloaded and its size checked.
// Target: peak growth < 100 MB.
// Run: `node bench/account-export.mjs` (or `npm run bench -- account-export`).
// BENCH_MESSAGES and BENCH_FILE_MB change the sizes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import {
  SERVER_ROOT,
  call,
  describeTree,
  machineLoad,
  registerUsers,
  sleep,
  startServer,
} from './realtime-lib.mjs';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const FILE_BYTES = 2 * 1024 * 1024; // 100 files of 2 MB make the 200 MB
const SETTLE_MS = 3_000;
const TARGET_MB = 100;

/** Asks for an export and waits until it is ready; returns its status and the peak RSS. */
async function exportAndWait(server, token) {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 20);
  const startedAt = performance.now();
  try {
    const asked = await call(server.url, token, 'POST', '/api/auth/export', {}, 202);
    for (;;) {
      const status = await call(
        server.url,
        token,
        'GET',
        `/api/auth/export/${asked.id}`,
        undefined,
        200,
      );
      if (status.status === 'ready') {
        return {
          status,
          peak: Math.max(peak, server.rssMb()),
          seconds: (performance.now() - startedAt) / 1000,
        };
      }
      if (status.status === 'failed') throw new Error('export failed');
      await sleep(250);
    }
  } finally {
    clearInterval(timer);
  }
}

/** Downloads a ready export; returns its byte count (the body is counted, never kept). */
async function download(url, status) {
  const res = await fetch(`${url}${status.download_url}`);
  if (res.status !== 200) throw new Error(`download: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return bytes;
}

/** Inserts the messages and attachment rows, and writes the files under DATA_DIR/files. */
async function seed(dataDir, userId, threadId) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `insert into messages (thread_id, seq, user_id, content, created_at, updated_at)
       select $1, g, $2, 'Bench message ' || g || ': ' || repeat('lorem ipsum ', 8),
              now() - (($3 - g) || ' seconds')::interval, now()
       from generate_series(1, $3) g`,
      [threadId, userId, MESSAGES],
    );
    await db.query(`update threads set message_seq = $2 where id = $1`, [threadId, MESSAGES]);
    const files = Math.ceil((FILE_MB * 1024 * 1024) / FILE_BYTES);
    const chunk = randomBytes(FILE_BYTES);
    for (let i = 0; i < files; i += 1) {
      const id = randomUUID();
      const key = `attachments/${id.slice(0, 2)}/${id}`;
      const file = path.join(dataDir, 'files', ...key.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // A different first byte per file, so no two are alike.
      chunk[0] = i % 256;
      fs.writeFileSync(file, chunk);
      await db.query(
        `insert into attachments (id, uploader_id, message_id, storage_key, file_name, file_size,
           mime_type, attachment_type, attached_at)
         values ($1, $2, (select id from messages where thread_id = $3 and seq = $4), $5, $6, $7,
           'application/octet-stream', 'file', now())`,
        [id, userId, threadId, i + 1, key, `data-${i}.bin`, FILE_BYTES],
      );
    }
    return files;
  } finally {
    await db.close();
  }
}

console.log(
  `account export bench (server ${describeTree()} at ${SERVER_ROOT}; pglite, disk storage; ` +
    `${MESSAGES} messages, ${FILE_MB} MB of files; ${machineLoad()})`,
);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-export-bench-'));
const env = { DATA_DIR: dataDir };
try {
  let server = await startServer({ env });
  let person;
  let threadId;
  try {
    [person] = await registerUsers(server.url, 1);
    const token = person.access_token;
    const project = await call(
      server.url,
      token,
      'POST',
      '/api/projects',
      { name: 'Export bench' },
      201,
    );
    const thread = await call(
      server.url,
      token,
      'POST',
      '/api/threads',
      { title: 'Bench', context_type: 'project', context_id: project.id },
      201,
    );
    threadId = thread.id;
  } finally {
    await server.stop();
  }
  const seedStart = performance.now();
  const files = await seed(dataDir, person.user.id, threadId);
  console.log(
    `seeded ${MESSAGES} messages and ${files} files in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  server = await startServer({ env });
  try {
    // Warm-up: a small account's export loads the export path's modules (yazl, zlib).
    const [small] = await registerUsers(server.url, 1);
    await exportAndWait(server, small.access_token);
    await sleep(SETTLE_MS);
    const login = await call(
      server.url,
      undefined,
      'POST',
      '/api/auth/login',
      { email: person.user.email, password: 'Bench!pass1' },
      200,
    );
    const before = server.rssMb();
    const { status, peak, seconds } = await exportAndWait(server, login.access_token);
    await sleep(SETTLE_MS);
    const after = server.rssMb();
    const bytes = await download(server.url, status);
    const growth = peak - before;
    console.log(
      `export: ${seconds.toFixed(1)} s to ready, ZIP ${(bytes / 1048576).toFixed(1)} MB; RSS before ` +
        `${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB (+${growth.toFixed(1)} MB), ` +
        `${SETTLE_MS / 1000} s after ${after.toFixed(1)} MB`,
    );
    console.log(
      `peak growth ${growth.toFixed(1)} MB (target < ${TARGET_MB} MB: ${growth < TARGET_MB ? 'met' : 'NOT met'})`,
    );
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
