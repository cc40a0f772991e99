import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { Realtime } from '../realtime/realtime.ts';

/** How one periodic job's runs are counted (bound to the job's name by the app). */
export type JobRunObserver = (outcome: 'ok' | 'failed') => void;

/** This app's Prometheus metrics; GET /metrics serves `registry`. */
export type AppMetrics = {
  readonly registry: Registry;
  /** The scrape: this app's metrics and the process's own (event loop, memory, GC). */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** The counter of one job's runs and failures, its series present at 0 from the start. */
  jobRuns(job: string): JobRunObserver;
  /** Seconds from an envelope's publication (in any process) until this process received it. */
  busLag(seconds: number): void;
  /** Reads the sockets and the database pool when scraped (set once both exist). */
  watch(sources: { realtime: Realtime; database: Database }): void;
};

/** The route label of a request that matched no route: the raw path could hold anything. */
export const UNMATCHED_ROUTE = 'unmatched';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop delay, memory, garbage collection) belong to the process, not to
 * an app: they are collected once, since each collection starts observers that never stop, and a
 * test process builds hundreds of apps.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The metrics of one app, in its own Registry: tests build many apps in one process, and
 * prom-client's global registry refuses a second metric of the same name.
 */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const jobRuns = new Counter({
    name: 'crewline_job_runs_total',
    help: 'Runs of each periodic job in this process, failed ones included.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'crewline_job_failures_total',
    help: 'Runs of each periodic job that failed (logged at warn).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const busLag = new Histogram({
    name: 'crewline_realtime_bus_lag_seconds',
    help: 'Time from publishing an envelope (any process) to receiving it here; across hosts it includes their clock difference.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  let sources: { realtime: Realtime; database: Database } | undefined;
  new Gauge({
    name: 'crewline_realtime_sockets',
    help: 'Open realtime sockets on this process.',
    registers: [registry],
    collect() {
      this.set(sources?.realtime.registry.all.size ?? 0);
    },
  });
  // PostgreSQL only: PGlite is one connection in this process, with no pool to watch.
  new Gauge({
    name: 'crewline_db_pool_connections',
    help: 'The PostgreSQL pool: connections open (total), idle, and queries waiting for one (waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources?.database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    registry,
    async scrape() {
      // Merged when read: metrics registered after this point (the request timer) are included.
      const everything = Registry.merge([processMetrics(), registry]);
      return { contentType: everything.contentType, body: await everything.metrics() };
    },
    jobRuns(job) {
      const runs = jobRuns.labels(job);
      const failures = jobFailures.labels(job);
      runs.inc(0);
      failures.inc(0);
      return (outcome) => {
        runs.inc();
        if (outcome === 'failed') failures.inc();
      };
    },
    busLag(seconds) {
      busLag.observe(seconds);
    },
    watch(watched) {
      sources = watched;
    },
  };
}

/**
 * Times every request by method, route template and status class. The route is the template
 * (`/api/projects/:id/tasks`), never the path: ids in labels would make a series per entity.
 * The histogram's `_count` is the request count, so no second counter is kept.
 */
export function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'crewline_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status class: latency, and in _count the number.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? '5xx';
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: statusClass,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
