// Project files: a folder of 10,000 files (each with one version) and a 10 MB version,
// seeded with SQL (the 10,000 version rows share one stored 10-byte object; the 10 MB one is a
// real file written into the disk storage directory), then:
//   (a) GET /api/projects/{id}/files?parent_id={folder} at 10 connections for 10 s each: the
//       first page (`limit=200`, what the web's Files tab asks first), a page from the middle
//       (the cursor after file 5,000), and the whole folder (no `limit`). Target: p99 < 50 ms.
//   (b) GET /api/files/{id}/versions/{versionId}/download of the 10 MB version: MB/s one at a
//       time and with 5 at once, and the server's RSS growth sampled every 20 ms (streamed from
//       disk, so it should stay small).
// PGlite by default, PostgreSQL when BENCH_DATABASE_URL is set.
// Run: `node bench/files-folder.mjs` (or `npm run bench -- files-folder`).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, registerUser, rssMb, startServer, withSql } from './lib.mjs';

const FILES = 10_000;
const PAGE = 200;
const BIG_BYTES = 10 * 1024 * 1024;
const SEQUENTIAL_DOWNLOADS = 20;
const CONCURRENT = 5;
const DOWNLOADS_PER_WORKER = 8;

// The bundle must contain the current routes; a stale dist/ would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

/** Writes bytes where the disk storage keeps `key` (DATA_DIR/files/<key>). */
function writeStored(dataDir, key, bytes) {
  const file = path.join(dataDir, 'files', ...key.split('/'));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}

/** A storage key shaped like the server's own (`newStorageKey('files')`). */
function storageKey() {
  const id = randomUUID();
  return `files/${id.slice(0, 2)}/${id}`;
}

async function seed(dataDir, ownerId) {
  const smallKey = storageKey();
  const bigKey = storageKey();
  writeStored(dataDir, smallKey, Buffer.from('0123456789'));
  writeStored(dataDir, bigKey, randomBytes(BIG_BYTES));
  return withSql(dataDir, async (query) => {
    const project = await query(
      `INSERT INTO projects (name, description, status, owner_id)
       VALUES ('Files bench', '', 'planning', $1) RETURNING id`,
      [ownerId],
    );
    const projectId = project.rows[0].id;
    await query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [projectId, ownerId],
    );
    const folder = await query(
      `INSERT INTO files (project_id, name, file_type, created_by)
       VALUES ($1, 'Big folder', 'folder', $2) RETURNING id`,
      [projectId, ownerId],
    );
    const folderId = folder.rows[0].id;
    await query(
      `WITH f AS (
         INSERT INTO files (project_id, parent_id, name, description, file_type, created_by)
         SELECT $1, $2, 'Bench file ' || lpad(g::text, 5, '0') || '.txt', 'Seeded', 'document', $3
         FROM generate_series(1, $4) g
         RETURNING id)
       INSERT INTO file_versions (file_id, project_id, version_number, storage_key, file_name, size_bytes, mime_type, uploaded_by)
       SELECT f.id, $1, 1, $5, 'bench.txt', 10, 'text/plain', $3 FROM f`,
      [projectId, folderId, ownerId, FILES, smallKey],
    );
    const big = await query(
      `INSERT INTO files (project_id, name, file_type, created_by)
       VALUES ($1, 'Big file.bin', 'other', $2) RETURNING id`,
      [projectId, ownerId],
    );
    const bigFileId = big.rows[0].id;
    const bigVersion = await query(
      `INSERT INTO file_versions (file_id, project_id, version_number, storage_key, file_name, size_bytes, mime_type, uploaded_by)
       VALUES ($1, $2, 1, $3, 'big.bin', $4, 'application/octet-stream', $5) RETURNING id`,
      [bigFileId, projectId, bigKey, BIG_BYTES, ownerId],
    );
    await query('ANALYZE files');
    await query('ANALYZE file_versions');
    return { projectId, folderId, bigFileId, bigVersionId: bigVersion.rows[0].id };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measureListing(url, token, connections) {
  const times = [];
  const instance = autocannon({
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    connections,
    duration: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return (
    `${Math.round(result.requests.average)} req/s  p50 ${percentile(times, 50).toFixed(1)} ms  ` +
    `p99 ${percentile(times, 99).toFixed(1)} ms  (${times.length} requests, errors ${result.errors}, ` +
    `non-2xx ${result.non2xx})`
  );
}

/** The cursor the listing gives after its first `count` files (pages of at most 500). */
async function cursorAfter(listUrl, token, count) {
  let cursor = '';
  for (let done = 0; done < count;) {
    const limit = Math.min(500, count - done);
    const res = await fetch(`${listUrl}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    cursor = res.headers.get('x-next-cursor');
    done += (await res.json()).length;
  }
  return cursor;
}

/** Downloads the whole body, counting bytes without keeping them. */
async function download(url, token) {
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  if (res.status !== 200) throw new Error(`download: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  if (bytes !== BIG_BYTES) throw new Error(`download: ${bytes} bytes, expected ${BIG_BYTES}`);
  return bytes;
}

/** Runs fn while sampling the server's RSS every 20 ms; returns MB/s and the RSS growth. */
async function measureDownloads(pid, fn) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const start = performance.now();
  try {
    const bytes = await fn();
    const seconds = (performance.now() - start) / 1000;
    peak = Math.max(peak, rssMb(pid));
    return { mbPerSecond: bytes / 1024 / 1024 / seconds, before, peak, after: rssMb(pid) };
  } finally {
    clearInterval(timer);
  }
}

function describeDownloads(r) {
  return (
    `${r.mbPerSecond.toFixed(0)} MB/s  RSS ${r.before.toFixed(1)} MB before, peak ` +
    `${r.peak.toFixed(1)} MB (+${(r.peak - r.before).toFixed(1)} MB), ${r.after.toFixed(1)} MB after`
  );
}

let server = await startServer();
const { dataDir } = server;
const user = await registerUser(server.url);
if (!process.env.BENCH_DATABASE_URL) await server.stop();
const seedStart = performance.now();
const seeded = await seed(dataDir, user.user.id);
const seedSeconds = (performance.now() - seedStart) / 1000;
if (!process.env.BENCH_DATABASE_URL) server = await startServer({ dataDir });

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token: token } = await login.json();
  const listUrl = `${server.url}/api/projects/${seeded.projectId}/files?parent_id=${seeded.folderId}`;
  const listRes = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
  const listText = await listRes.text();
  const list = JSON.parse(listText);
  if (list.length !== FILES || list[0].versions !== 1 || !list[0].latest_version)
    throw new Error(`unexpected listing: ${listText.slice(0, 300)}`);
  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `files-folder (${engine}; ${FILES} files in one folder, seeded in ${seedSeconds.toFixed(1)} s; ` +
      `listing ${(Buffer.byteLength(listText) / 1024 / 1024).toFixed(1)} MB of JSON)`,
  );
  const firstPage = await fetch(`${listUrl}&limit=${PAGE}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pageItems = await firstPage.json();
  const nextCursor = firstPage.headers.get('x-next-cursor');
  if (pageItems.length !== PAGE || pageItems[0].id !== list[0].id || !nextCursor)
    throw new Error(`unexpected first page: ${pageItems.length} items, cursor ${nextCursor}`);
  // The cursor after the 5,000th file: the server's own, from a page that ends there.
  const middle = await fetch(
    `${listUrl}&limit=500&cursor=${await cursorAfter(listUrl, token, 4_500)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const middleCursor = middle.headers.get('x-next-cursor');
  const cases = [
    [`first page (limit=${PAGE})`, `${listUrl}&limit=${PAGE}`],
    [
      `middle page (limit=${PAGE}, after file 5,000)`,
      `${listUrl}&limit=${PAGE}&cursor=${middleCursor}`,
    ],
    [`whole folder (no limit, ${FILES.toLocaleString('en')} files)`, listUrl],
  ];
  for (const [name, url] of cases) {
    console.log(`  (a) ${name}, 10 connections: ${await measureListing(url, token, 10)}`);
  }

  const downloadUrl = `${server.url}/api/files/${seeded.bigFileId}/versions/${seeded.bigVersionId}/download`;
  await download(downloadUrl, token); // warm the page cache and the route
  const sequential = await measureDownloads(server.pid, async () => {
    let bytes = 0;
    for (let i = 0; i < SEQUENTIAL_DOWNLOADS; i += 1) bytes += await download(downloadUrl, token);
    return bytes;
  });
  console.log(
    `  (b) 10 MB download, one at a time (${SEQUENTIAL_DOWNLOADS}): ${describeDownloads(sequential)}`,
  );
  const concurrent = await measureDownloads(server.pid, async () => {
    const workers = Array.from({ length: CONCURRENT }, async () => {
      let bytes = 0;
      for (let i = 0; i < DOWNLOADS_PER_WORKER; i += 1) bytes += await download(downloadUrl, token);
      return bytes;
    });
    return (await Promise.all(workers)).reduce((a, b) => a + b, 0);
  });
  console.log(
    `  (b) 10 MB download, ${CONCURRENT} at once (${CONCURRENT * DOWNLOADS_PER_WORKER}): ${describeDownloads(concurrent)}`,
  );
} finally {
  await server.stop();
}
