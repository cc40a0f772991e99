// Gantt rendering in Chromium: a project of 1,000 dated tasks with 1,500 finish-to-start links
// must be ready (first bar drawn) in < 1 s, and dragging a bar must keep >= 50 frames a second.
// Drives the built app with Playwright and prints: navigation -> first bar, timeline response ->
// first bar (render only), and the frames while a bar is dragged along the time axis (frames per
// second, worst frame, long tasks), next to the same pointer path without the button held.
// Each load is a fresh navigation with the app's files cached; the median of BENCH_LOADS is
// reported, next to when the project's heading showed on the same page (the app's own start).
// Run: `npm run build && node bench/gantt-render.mjs` (BENCH_TASKS=1000, BENCH_LINKS=1500).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { registerUser, startServer } from './lib.mjs';
import { api, launchChromium, requireWebBuild, signedInContext, signIn } from './browser-lib.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const LINKS = Number(process.env.BENCH_LINKS ?? 1500);
const READY_BUDGET_MS = 1000;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const FPS_TARGET = 50;

requireWebBuild();

/**
 * Seeds `TASKS` tasks of 1-5 days spread over a year from today, and `LINKS` links, each from a
 * task to one of the nine after it (so no cycle), two tries per task.
 */
async function seed(dataDir, projectId, ownerId) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `INSERT INTO tasks (project_id, title, status, priority, start_date, due_date, position, created_by)
       SELECT $1, 'Step ' || g || ' ' || (ARRAY['design the form','build the API','write the tests','review the release'])[1 + g % 4],
              (ARRAY['todo','in_progress','in_review','done'])[1 + g % 4], 'medium',
              current_date + (g * 365 / $3),
              date_trunc('day', now()) + ((g * 365 / $3) + g % 5) * interval '1 day',
              g, $2
       FROM generate_series(1, $3) g`,
      [projectId, ownerId, TASKS],
    );
    await db.query(
      `WITH numbered AS (
         SELECT id, row_number() OVER (ORDER BY position) AS n FROM tasks WHERE project_id = $1
       ), pairs AS (
         SELECT DISTINCT a.id AS blocker, b.id AS blocked
         FROM numbered a CROSS JOIN generate_series(1, 2) k
         JOIN numbered b ON b.n = a.n + 1 + ((a.n * 7 + k * 3) % 9)
       )
       INSERT INTO task_dependencies (blocker_task_id, blocked_task_id, created_by)
       SELECT blocker, blocked, $2::uuid FROM pairs LIMIT $3`,
      [projectId, ownerId, LINKS],
    );
    await db.query('ANALYZE tasks');
    await db.query('ANALYZE task_dependencies');
    const links = await db.query('SELECT count(*)::int AS n FROM task_dependencies');
    return links.rows[0].n;
  } finally {
    await db.close();
  }
}

// Runs in the page before the app: notes when the project's heading shows (the app and the
// project loaded: the same page's baseline) and when the first bar of the Gantt does.
function watchGantt() {
  const observer = new MutationObserver(() => {
    if (window.__headingAt === undefined && document.querySelector('main h1')) {
      window.__headingAt = performance.now();
    }
    if (document.querySelector('[data-bar]')) {
      window.__ganttAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts recording animation-frame intervals and long tasks in the page. */
async function startFrames(page) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__longTasks = [];
    window.__measuring = true;
    window.__observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    });
    window.__observer.observe({ type: 'longtask' });
    let last = performance.now();
    window.__start = last;
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__measuring) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops recording: frames per second, the worst frame, p95 and long tasks. */
function stopFrames(page) {
  return page.evaluate(() => {
    window.__measuring = false;
    window.__observer.disconnect();
    const frames = window.__frames.slice(1);
    const total = frames.reduce((sum, ms) => sum + ms, 0);
    return {
      frames: frames.length,
      fps: (frames.length * 1000) / total,
      worst: Math.max(...frames),
      p95: frames.slice().sort((a, b) => a - b)[Math.floor(frames.length * 0.95)],
      longTasks: window.__longTasks.slice(),
    };
  });
}

/** The pointer's path: along the bar's row, 40 steps right then back. */
async function sweep(page, box) {
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 8, y);
  await page.mouse.move(box.x + 8 + 400, y, { steps: 40 });
  await page.mouse.move(box.x + 8 + 120, y, { steps: 40 });
}

async function measure(browser, url, session, projectId) {
  const context = await signedInContext(browser, session);
  await context.addInitScript(watchGantt);
  const page = await context.newPage();
  // Warm the HTTP cache with the app's files so the number is the chart, not the first download.
  await page.goto(`${url}/dashboard/settings`);
  await page.waitForLoadState('networkidle');
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) {
    await page.goto(`${url}/dashboard/projects/${projectId}?tab=gantt`);
    await page.waitForFunction(() => window.__ganttAt !== undefined, null, { timeout: 60_000 });
    loads.push(
      await page.evaluate(() => {
        const timeline = performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/timeline'));
        return {
          navigationToBar: window.__ganttAt,
          navigationToHeading: window.__headingAt ?? NaN,
          timelineStart: timeline?.startTime ?? NaN,
          timelineEnd: timeline?.responseEnd ?? NaN,
          timelineBytes: timeline?.encodedBodySize ?? 0,
          bars: document.querySelectorAll('[data-bar]').length,
          arrows: document.querySelectorAll('svg path[stroke]').length,
        };
      }),
    );
  }
  const load = {
    ...loads.at(-1),
    ...Object.fromEntries(
      ['navigationToBar', 'navigationToHeading', 'timelineStart', 'timelineEnd'].map((key) => [
        key,
        median(loads.map((one) => one[key])),
      ]),
    ),
    all: loads.map((one) => Math.round(one.navigationToBar)),
    renderOnly: median(loads.map((one) => one.navigationToBar - one.timelineEnd)),
  };
  const bar = page.locator('[data-bar][role="button"]').first();
  const box = await bar.boundingBox();
  await startFrames(page);
  await sweep(page, box);
  const baseline = await stopFrames(page);
  await page.mouse.move(box.x + 8, box.y + box.height / 2);
  await startFrames(page);
  await page.mouse.down();
  await sweep(page, box);
  const drag = await stopFrames(page);
  await page.mouse.up();
  await context.close();
  return { load, drag, baseline };
}

const server0 = await startServer();
const { dataDir } = server0;
const owner = await registerUser(server0.url);
const project = await api(server0.url, owner.access_token, 'POST', '/api/projects', {
  name: `Gantt of ${TASKS}`,
});
await server0.stop();
const links = await seed(dataDir, project.id, owner.user.id);
const server = await startServer({ dataDir });

const browser = await launchChromium();
try {
  const session = await signIn(server.url, owner);
  const r = await measure(browser, server.url, session, project.id);
  const longest = r.drag.longTasks.length ? Math.max(...r.drag.longTasks) : 0;
  console.log(
    `Gantt of ${TASKS} tasks and ${links} links (${r.load.bars} bars mounted, ${r.load.arrows} arrows, ${Math.round(r.load.timelineBytes / 1024)} KB of timeline JSON)`,
  );
  console.log(
    `  navigation -> first bar   ${r.load.navigationToBar.toFixed(0)} ms, median of ${LOADS} loads (${r.load.all.join(', ')}); timeline requested at ${r.load.timelineStart.toFixed(0)} ms, answered at ${r.load.timelineEnd.toFixed(0)} ms`,
  );
  console.log(
    `  navigation -> heading     ${r.load.navigationToHeading.toFixed(0)} ms (the app and the project shown: this page's baseline; the Gantt adds ${(r.load.navigationToBar - r.load.navigationToHeading).toFixed(0)} ms)`,
  );
  console.log(`  timeline response -> bar  ${r.load.renderOnly.toFixed(0)} ms (render only)`);
  console.log(
    `  dragging a bar            ${r.drag.fps.toFixed(1)} frames/s over ${r.drag.frames} frames, worst ${r.drag.worst.toFixed(1)} ms, p95 ${r.drag.p95.toFixed(1)} ms, ${r.drag.longTasks.length} long tasks (longest ${longest.toFixed(0)} ms)`,
  );
  console.log(
    `  same path, no drag        ${r.baseline.fps.toFixed(1)} frames/s, worst ${r.baseline.worst.toFixed(1)} ms (this machine's baseline)`,
  );
  if (r.load.navigationToBar > READY_BUDGET_MS || r.drag.fps < FPS_TARGET) {
    console.log(
      `Budget missed (ready < ${READY_BUDGET_MS} ms, dragging >= ${FPS_TARGET} frames/s)`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
