// Platform benchmarks: profile GET vs a bare Fastify route, login throughput with a concurrent
// profile GET, cold start with an existing data directory, idle RSS.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ROOT,
  freePort,
  load,
  registerUser,
  report,
  rssMb,
  startServer,
  waitForHealth,
} from './lib.mjs';

const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
console.log(`\n# Platform benchmarks (${kind})`);

// Cold start: first start creates the data directory; the measured one reopens it.
const first = await startServer();
const user = await registerUser(first.url);
await first.stop();
const server = await startServer({ dataDir: first.dataDir });
console.log(`cold start to first 200 on /health (existing data): ${Math.round(server.startMs)} ms`);
await new Promise((r) => setTimeout(r, 3_000));
console.log(`idle RSS after start: ${rssMb(server.pid).toFixed(0)} MB`);

const barePort = await freePort();
const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
await waitForHealth(`http://127.0.0.1:${barePort}/bare`);

const session = await registerUser(server.url);
const headers = { authorization: `Bearer ${session.access_token}` };
// Warm both servers up first (JIT, connection pool): the figures are for a running server.
await load({ url: `http://127.0.0.1:${barePort}/bare`, connections: 50, duration: 3 });
await load({ url: `${server.url}/api/auth/profile`, headers, connections: 50, duration: 3 });
const bareResult = await load({ url: `http://127.0.0.1:${barePort}/bare`, connections: 50 });
report('bare Fastify JSON route (50 conn, 10 s)', bareResult);
const profile = await load({ url: `${server.url}/api/auth/profile`, headers, connections: 50 });
report('GET /api/auth/profile (50 conn, 10 s)', profile);
console.log(`profile / bare: ${((profile.rps / bareResult.rps) * 100).toFixed(0)}%`);

// Is the embedded engine (which runs on the event loop's thread) starving other requests? A
// request that needs no database, measured while a database-bound read (the caller's received
// invitations: one query, not cached) saturates the server: compare this line between PGlite
// and PostgreSQL (whose work runs in another process).
const dbBound = await load({ url: `${server.url}/api/invitations`, headers, connections: 50 });
report('GET /api/invitations, one uncached query (50 conn)', dbBound);
const [, infoDuringDbLoad] = await Promise.all([
  load({ url: `${server.url}/api/invitations`, headers, connections: 50 }),
  load({ url: `${server.url}/api/server-info`, connections: 2, overallRate: 100 }),
]);
report('  GET server-info meanwhile (100 req/s)', infoDuringDbLoad);

// Logins (argon2-bound) with a profile GET stream beside them: the GETs must stay fast.
const loginBody = JSON.stringify({ email: user.email, password: user.password });
const [login, profileDuringLogin] = await Promise.all([
  load({
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
    connections: 8,
  }),
  load({ url: `${server.url}/api/auth/profile`, headers, connections: 4, overallRate: 200 }),
]);
report('POST /api/auth/login (8 conn, 10 s)', login);
report('  GET profile meanwhile (200 req/s)', profileDuringLogin);

bare.kill('SIGTERM');
await server.stop();
