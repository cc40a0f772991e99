// Web page benchmarks: initial JavaScript of / and /auth/login (gzipped, as the browser loads it)
// and Lighthouse 12 scores on the production build served by the real server.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './lib.mjs';
import { CHROMIUM_FLAGS } from './browser-lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const PAGES = ['/', '/auth/login'];
// --desktop: Lighthouse's desktop preset (no 4x CPU slowdown, fast network) instead of mobile.
const DESKTOP = process.argv.includes('--desktop');

const server = await startServer();
console.log('\n# Web pages');

// Initial JS: every script the page loads before it is idle, gzipped as the server sends it.
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
for (const path of PAGES) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(res.body().then((b) => gzipSync(b).length));
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  console.log(
    `initial JS of ${path.padEnd(12)} ${(total / 1024).toFixed(1)} KB gzipped (${scripts.length} files)`,
  );
  await context.close();
}
await browser.close();

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  for (const path of PAGES) {
    const result = await lighthouse(
      server.url + path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      DESKTOP ? desktopConfig : undefined,
    );
    const scores = Object.fromEntries(
      Object.entries(result.lhr.categories).map(([key, c]) => [key, Math.round(c.score * 100)]),
    );
    const preset = DESKTOP ? ' (desktop)' : '';
    // A failed run (e.g. NO_FCP on an overloaded machine) scores 0; say so instead of hiding it.
    if (result.lhr.runtimeError) console.log(`  run failed: ${result.lhr.runtimeError.code}`);
    console.log(`lighthouse ${path.padEnd(12)} ${JSON.stringify(scores)}${preset}`);
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(`  ${metrics.map((m) => `${m}: ${result.lhr.audits[m].displayValue}`).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
