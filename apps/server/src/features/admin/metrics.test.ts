import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { createProject } from '../../test/project-factories.ts';
import { connect } from '../../test/test-socket.ts';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one series in a Prometheus text answer, or undefined when absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function scrape(t: TestApp): Promise<string> {
  const res = await t.request({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('GET /metrics outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts requests by route template, never by the ids in the path', async () => {
    const user = await signUp(t);
    const project = await createProject(t, user);
    const board = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/tasks`,
      token: user.access_token,
    });
    expect(board.statusCode).toBe(200);
    const stray = `/api/nothing-here-${randomUUID()}`;
    expect((await t.request({ method: 'GET', url: stray })).statusCode).toBe(404);

    const text = await scrape(t);
    expect(
      series(
        text,
        'crewline_http_request_duration_seconds_count{method="GET",route="/api/projects/:id/tasks",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      series(
        text,
        'crewline_http_request_duration_seconds_count{method="POST",route="/api/projects",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      series(
        text,
        'crewline_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'crewline_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/projects/:id/tasks",status_class="2xx"}',
    );
    expect(text).not.toContain(project.id);
    expect(text).not.toContain(stray);
    expect(text).not.toContain(user.user.id);
  });

  it('has the process, event loop, job and database metrics', async () => {
    const text = await scrape(t);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'crewline_realtime_sockets',
    ]) {
      expect(series(text, name), name).toBeTypeOf('number');
    }
    // The job every process runs; its first run is at start.
    await expect
      .poll(async () => series(await scrape(t), 'crewline_job_runs_total{job="notification-jobs"}'))
      .toBeGreaterThanOrEqual(1);
    expect(series(text, 'crewline_job_failures_total{job="notification-jobs"}')).toBe(0);
    // The pool exists on PostgreSQL only (PGlite is one connection in this process).
    const pool = series(text, 'crewline_db_pool_connections{state="total"}');
    if (inject('databaseUrl')) expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it('counts open sockets and times the bus from publication to delivery', async () => {
    const user = await signUp(t);
    const before = series(await scrape(t), 'crewline_realtime_sockets')!;
    const socket = await connect(t, user.access_token);
    expect(series(await scrape(t), 'crewline_realtime_sockets')).toBe(before + 1);

    const lagBefore = series(await scrape(t), 'crewline_realtime_bus_lag_seconds_count') ?? 0;
    await createProject(t, user);
    await expect
      .poll(async () => series(await scrape(t), 'crewline_realtime_bus_lag_seconds_count'))
      .toBeGreaterThan(lagBefore);

    socket.close();
    await socket.closed;
    await expect
      .poll(async () => series(await scrape(t), 'crewline_realtime_sockets'))
      .toBe(before);
  });
});

describe('GET /metrics in production', () => {
  const production = { NODE_ENV: 'production', APP_ORIGIN: 'https://crewline.example.test' };

  it('answers only the METRICS_TOKEN bearer, 401 to anyone else', async () => {
    const t = await createTestApp({ ...production, METRICS_TOKEN });
    try {
      const missing = await t.request({ method: 'GET', url: '/metrics' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'Authentication required. Please log in again.',
      });
      const wrong = await t.request({ method: 'GET', url: '/metrics', token: `${METRICS_TOKEN}x` });
      expect(wrong.statusCode).toBe(401);
      // A user's access token is no metrics token.
      const user = await signUp(t);
      const asUser = await t.request({ method: 'GET', url: '/metrics', token: user.access_token });
      expect(asUser.statusCode).toBe(401);
      const right = await t.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('crewline_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });

  it('does not exist without METRICS_TOKEN, and the web app does not answer for it', async () => {
    // A stand-in web build: its fallback answers unknown pages with the app's HTML.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Crewline</title>');
    const t = await createTestApp({ ...production, WEB_DIST: webDist });
    try {
      const res = await t.request({ method: 'GET', url: '/metrics', token: METRICS_TOKEN });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    } finally {
      await t.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});
