// Board rendering in Chromium: a project board with 2,000 tasks must render in < 1 s
// and no frame may take > 50 ms while a card is dragged; with 10,000 tasks it must stay usable.
// Drives the built app with Playwright and prints, per board size: navigation -> first card,
// tasks response -> first card (pure render), frames while dragging a card across all four
// columns (worst frame, frames over 50 ms, long tasks) and the time a drop takes to show.
// Run: `npm run build && node bench/board-render.mjs` (BENCH_SIZES=2000,10000 by default).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { registerUser, startServer } from './lib.mjs';
import { api, launchChromium, requireWebBuild, signedInContext, signIn } from './browser-lib.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const FRAME_BUDGET_MS = 50;
const RENDER_BUDGET_MS = 1000;

requireWebBuild();

/** Seeds `count` varied tasks, spread evenly over the four columns, straight into the database. */
async function seed(dataDir, projectId, ownerId, count) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `INSERT INTO tasks (project_id, title, description, status, priority, due_date, assignee_id, position, created_by)
       SELECT $1, 'Task ' || g || ' ' || (ARRAY['update the release notes','review the pull request','call the supplier about the delivery','fix the flaky login test'])[1 + g % 4],
              CASE WHEN g % 3 = 0 THEN 'Details for task ' || g || ': what to do, who to ask and where the files are.' ELSE '' END,
              (ARRAY['todo','in_progress','in_review','done'])[1 + g % 4],
              (ARRAY['low','medium','high'])[1 + g % 3],
              CASE WHEN g % 2 = 0 THEN date_trunc('day', now()) + ((g % 20) - 5) * interval '1 day' END,
              CASE WHEN g % 5 = 0 THEN $2::uuid END,
              g, $2
       FROM generate_series(1, $3) g`,
      [projectId, ownerId, count],
    );
    await db.query('ANALYZE tasks');
  } finally {
    await db.close();
  }
}

// Runs in the page before the app: notes when the first card of To Do appears.
function watchBoard() {
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="column-todo"] [data-testid="task-card"]')) {
      window.__boardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function measure(browser, url, session, projectId, count) {
  const context = await signedInContext(browser, session);
  await context.addInitScript(watchBoard);
  const page = await context.newPage();
  // Warm the HTTP cache with the app's files so the number is the board, not the first download.
  // (A light page: the Tasks screen's list view renders every task and is not what this measures.)
  await page.goto(`${url}/dashboard/settings`);
  await page.waitForLoadState('networkidle');
  await page.goto(`${url}/dashboard/projects/${projectId}/tasks`);
  await page.waitForFunction(() => window.__boardAt !== undefined, null, { timeout: 60_000 });
  const load = await page.evaluate(() => {
    const tasks = performance
      .getEntriesByType('resource')
      .find((entry) => /\/api\/projects\/[^/]+\/tasks$/.test(new URL(entry.name).pathname));
    return {
      navigationToBoard: window.__boardAt,
      tasksResponseEnd: tasks?.responseEnd ?? NaN,
      tasksRequestStart: tasks?.startTime ?? NaN,
      tasksTransfer: tasks?.encodedBodySize ?? 0,
      cards: document.querySelectorAll('[data-testid="task-card"]').length,
    };
  });
  const counts = await page.$$eval('[data-testid="column-count"]', (els) =>
    els.map((el) => el.textContent),
  );

  // Drag the first To Do card over every column (and the cards in them), then drop it on Done.
  const card = page.locator('[data-testid="column-todo"] [data-testid="task-card"]').first();
  const title = await card.locator('h3').textContent();
  const from = await card.boundingBox();
  // The same pointer path without the button held: what this machine's frames cost anyway.
  await startFrames(page);
  await sweep(page, from);
  const baseline = await stopFrames(page);
  await startFrames(page);
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await sweep(page, from);
  // Onto Done's first card: the dropped card takes its place at the top, in view.
  const first = await page
    .locator('[data-testid="column-done"] [data-testid="task-card"]')
    .first()
    .boundingBox();
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2, { steps: 10 });
  const dropAt = await page.evaluate(() => performance.now());
  await page.mouse.up();
  await page
    .locator('[data-testid="column-done"] [data-testid="task-card"]')
    .first()
    .filter({ hasText: title })
    .waitFor();
  const shownAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300);
  const drag = await stopFrames(page);
  await context.close();
  return { count, load, counts, drag, baseline, dropMs: shownAt - dropAt };
}

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
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__measuring) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Stops recording; the worst frame, p95, frames over budget and long tasks. */
function stopFrames(page) {
  return page.evaluate((budget) => {
    window.__measuring = false;
    window.__observer.disconnect();
    const frames = window.__frames.slice(1);
    return {
      frames: frames.length,
      worst: Math.max(...frames),
      over: frames.filter((ms) => ms > budget).length,
      p95: frames.slice().sort((a, b) => a - b)[Math.floor(frames.length * 0.95)],
      longTasks: window.__longTasks.slice(),
    };
  }, FRAME_BUDGET_MS);
}

/** The pointer's path: over every column and the cards in it. */
async function sweep(page, from) {
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 32, { steps: 3 });
  for (const status of ['in_progress', 'in_review', 'done']) {
    const box = await page.locator(`[data-testid="column-${status}"]`).boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + 300, { steps: 25 });
    await page.mouse.move(box.x + box.width / 2, box.y + 120, { steps: 15 });
  }
}

const server0 = await startServer();
const { dataDir } = server0;
const owner = await registerUser(server0.url);
const projects = [];
for (const count of SIZES) {
  const project = await api(server0.url, owner.access_token, 'POST', '/api/projects', {
    name: `Board of ${count}`,
  });
  projects.push({ id: project.id, count });
}
await server0.stop();
for (const { id, count } of projects) await seed(dataDir, id, owner.user.id, count);
const server = await startServer({ dataDir });

const browser = await launchChromium();
let failed = false;
try {
  const session = await signIn(server.url, owner);
  for (const { id, count } of projects) {
    const r = await measure(browser, server.url, session, id, count);
    const render = r.load.navigationToBoard - r.load.tasksResponseEnd;
    const longest = r.drag.longTasks.length ? Math.max(...r.drag.longTasks) : 0;
    console.log(
      `Board with ${count} tasks (columns ${r.counts.join(' / ')}; ${r.load.cards} cards mounted, ${Math.round(r.load.tasksTransfer / 1024)} KB of tasks JSON)`,
    );
    console.log(
      `  navigation -> first card   ${r.load.navigationToBoard.toFixed(0)} ms (tasks requested at ${r.load.tasksRequestStart.toFixed(0)} ms, answered in ${(r.load.tasksResponseEnd - r.load.tasksRequestStart).toFixed(0)} ms)`,
    );
    console.log(`  tasks response -> board    ${render.toFixed(0)} ms (render only)`);
    console.log(
      `  dragging across 4 columns  ${r.drag.frames} frames, worst ${r.drag.worst.toFixed(1)} ms, p95 ${r.drag.p95.toFixed(1)} ms, ` +
        `${r.drag.over} over ${FRAME_BUDGET_MS} ms, ${r.drag.longTasks.length} long tasks (longest ${longest.toFixed(0)} ms)`,
    );
    console.log(
      `  same path, no drag         ${r.baseline.frames} frames, worst ${r.baseline.worst.toFixed(1)} ms, p95 ${r.baseline.p95.toFixed(1)} ms, ` +
        `${r.baseline.over} over ${FRAME_BUDGET_MS} ms (this machine's baseline)`,
    );
    console.log(`  drop -> card shown in Done ${r.dropMs.toFixed(0)} ms`);
    if (count <= 2000 && (r.load.navigationToBoard > RENDER_BUDGET_MS || r.drag.over > 0))
      failed = true;
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.log(
    `2,000-task budget missed (first render < ${RENDER_BUDGET_MS} ms, no frame > ${FRAME_BUDGET_MS} ms)`,
  );
  process.exitCode = 1;
}
