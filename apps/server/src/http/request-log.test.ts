import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { buildApp, type App } from '../app.ts';
import { openTestDatabase } from '../test/test-app.ts';

// One line per request at the default level, none for a fast answer at LOG_LEVEL=warn, and a
// 5xx or a slow answer always, with the request id the client saw.

type Line = { level: number; reqId?: string; msg: string } & Record<string, unknown>;
const WARN = 40;
const ERROR = 50;

const apps: App[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** An app logging to an array; `database` may be altered (a failing ping). */
async function loggingApp(
  level: string,
  options: { slowRequestMs?: number; database?: (database: Database) => Database } = {},
): Promise<{ app: App; lines: Line[] }> {
  const lines: Line[] = [];
  const database = await openTestDatabase();
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: level,
      DATA_DIR: '/tmp/crewline-test-unused',
      WEB_DIST: '/nonexistent-web-dist',
    }),
    database: options.database ? options.database(database) : database,
    jobs: false,
    logger: { stream: { write: (line) => lines.push(JSON.parse(line) as Line) } },
    slowRequestMs: options.slowRequestMs,
  });
  apps.push(app);
  return { app, lines };
}

/** The lines logged for one request. */
const linesOf = (lines: Line[], requestId: string) => lines.filter((l) => l.reqId === requestId);

describe('request log', () => {
  it('writes exactly one line per request at info, with route, status, time and request id', async () => {
    const { app, lines } = await loggingApp('info');
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=secret-link-token',
    });
    const id = String(res.headers['x-request-id']);
    const own = linesOf(lines, id);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/auth/verify-email?token=[Redacted]',
      status: res.statusCode,
      msg: 'request',
    });
    expect(typeof own[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-link-token');

    // A path with an id is logged under its route's template as well.
    const project = await app.inject({
      method: 'GET',
      url: '/api/projects/00000000-0000-4000-8000-000000000000',
    });
    const [line] = linesOf(lines, String(project.headers['x-request-id']));
    expect(line).toMatchObject({ route: '/api/projects/:id', status: 401 });
  });

  it('writes nothing for a fast 200 at warn', async () => {
    const { app, lines } = await loggingApp('warn');
    const res = await app.inject({ method: 'GET', url: '/api/server-info' });
    expect(res.statusCode).toBe(200);
    expect(linesOf(lines, String(res.headers['x-request-id']))).toEqual([]);
  });

  it('logs a 5xx at error, so LOG_LEVEL=warn keeps it, with its request id', async () => {
    const { app, lines } = await loggingApp('warn', {
      database: (database) => ({
        ...database,
        ping: () => Promise.reject(new Error('database down')),
      }),
    });
    // /health logs at warn and above only; its 503 still gets its line.
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    const own = linesOf(lines, String(res.headers['x-request-id']));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: ERROR, route: '/health', status: 503 });
  });

  it('logs a slow request at warn with its request id', async () => {
    // Every request counts as slow here: the threshold is what is tested, not a sleeping route.
    const { app, lines } = await loggingApp('warn', { slowRequestMs: 0 });
    const res = await app.inject({ method: 'GET', url: '/api/server-info' });
    expect(res.statusCode).toBe(200);
    const own = linesOf(lines, String(res.headers['x-request-id']));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: WARN,
      msg: 'slow request',
      route: '/api/server-info',
      status: 200,
    });
  });
});
