// Chat upload memory benchmark: 20 parallel 10 MB uploads to POST /api/attachments on
// one server process; how much its resident memory grows. Uploads are streamed into storage
// (never buffered), so the growth should be a few chunks per upload, not the files.
// The built server (apps/server/dist) on PGlite with the disk storage driver; each upload is a
// multipart body generated while it is sent (the client never holds a file either). The server's
// VmRSS is sampled every 20 ms: baseline after two warm-up uploads and 3 s idle, then the peak
// during the 20 uploads, and again after 3 s idle. Cases: `binary` (random bytes: no image
// work) and `images` (10 MB JPEGs of noise: type sniffing, then sharp measures and thumbnails
// each, two at a time). Target: growth < 50 MB (binary).
// Run: `node bench/chat-upload-memory.mjs` (or `npm run bench -- chat-upload-memory`).
// BENCH_UPLOADS changes the count; BENCH_CASES=binary keeps one case.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  SERVER_ROOT,
  describeTree,
  machineLoad,
  registerUsers,
  sleep,
  startServer,
} from './realtime-lib.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const FILE_BYTES = 10 * 1024 * 1024; // ATTACHMENT_MAX_BYTES: the largest file accepted
const CHUNK = 64 * 1024;
const SETTLE_MS = 3_000;
const TARGET_MB = 50;
const CASES = (process.env.BENCH_CASES ?? 'binary,images').split(',');

/** A multipart body with one file part whose bytes come from `content` (an async iterable). */
async function* multipart(boundary, fileName, content) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  yield* content;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** `total` random bytes in 64 KiB chunks, made as they are sent. */
async function* randomContent(total) {
  for (let sent = 0; sent < total; sent += CHUNK) yield randomBytes(Math.min(CHUNK, total - sent));
}

/** One file's bytes, sent in 64 KiB chunks. */
async function* bufferContent(buffer) {
  for (let at = 0; at < buffer.length; at += CHUNK) yield buffer.subarray(at, at + CHUNK);
}

/** A JPEG of noise just under `total` bytes (what a big phone photo costs sharp to decode). */
async function noiseJpeg(total) {
  let side = 3400;
  for (;;) {
    const pixels = randomBytes(side * side * 3);
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (jpeg.length <= total) return jpeg;
    side -= 100;
  }
}

async function uploadOne(url, token, fileName, content) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const res = await fetch(`${url}/api/attachments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: Readable.toWeb(Readable.from(multipart(boundary, fileName, content))),
    duplex: 'half',
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Samples the server's RSS every 20 ms while `work` runs; returns the peak and the result. */
async function sampled(server, work) {
  let peak = server.rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssMb());
  }, 20);
  try {
    const result = await work();
    return { peak: Math.max(peak, server.rssMb()), result };
  } finally {
    clearInterval(timer);
  }
}

console.log(
  `chat upload memory bench (server ${describeTree()} at ${SERVER_ROOT}; pglite, disk storage; ` +
    `${UPLOADS} parallel uploads of ${FILE_BYTES} bytes; ${machineLoad()})`,
);
const server = await startServer();
const results = [];
try {
  const [user] = await registerUsers(server.url, 1);
  const token = user.access_token;
  const jpeg = CASES.includes('images') ? await noiseJpeg(FILE_BYTES) : null;
  for (const name of CASES) {
    const bytes = name === 'images' ? jpeg.length : FILE_BYTES;
    const content = () => (name === 'images' ? bufferContent(jpeg) : randomContent(FILE_BYTES));
    const fileName = name === 'images' ? 'photo.jpg' : 'data.bin';
    // Warm-up: loads the upload path's modules (multipart, file-type, sharp) and fills pools.
    for (let i = 0; i < 2; i += 1) await uploadOne(server.url, token, fileName, content());
    await sleep(SETTLE_MS);
    const before = server.rssMb();
    const startedAt = performance.now();
    const { peak, result } = await sampled(server, () =>
      Promise.all(
        Array.from({ length: UPLOADS }, () => uploadOne(server.url, token, fileName, content())),
      ),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    await sleep(SETTLE_MS);
    const after = server.rssMb();
    const sizes = new Set(result.map((r) => r.file_size));
    const types = new Set(result.map((r) => r.attachment_type));
    results.push({ name, before, peak, after, seconds });
    console.log(
      `${name.padEnd(7)} RSS before ${before.toFixed(1)} MB, peak ${peak.toFixed(1)} MB ` +
        `(+${(peak - before).toFixed(1)} MB), ${SETTLE_MS / 1000} s after ${after.toFixed(1)} MB; ` +
        `${UPLOADS} x ${[...sizes].join('/')} bytes (${[...types].join('/')}) in ${seconds.toFixed(2)} s ` +
        `(${((UPLOADS * bytes) / 1048576 / seconds).toFixed(0)} MB/s)`,
    );
  }
} finally {
  await server.stop();
}
for (const { name, before, peak } of results) {
  const growth = peak - before;
  const verdict = name === 'binary' ? (growth < TARGET_MB ? 'met' : 'NOT met') : 'no target';
  console.log(
    `${name}: peak growth ${growth.toFixed(1)} MB (target < ${TARGET_MB} MB: ${verdict})`,
  );
}
