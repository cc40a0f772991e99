// What the benchmarks that drive the built app in Chromium share: the build check, a JSON call
// to the API, Debian's Chromium, and a browser context signed in as a given session.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib.mjs';

/** Stops with a clear message when the web app has not been built. */
export function requireWebBuild() {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
}

/** One JSON call to the API as `token`; throws on any status but 2xx. */
export async function api(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Chromium's flags for every benchmark, without the background work that would add noise (the
 * end-to-end tests' own list is `CHROMIUM_ARGS` in e2e/browser-setup.ts, TypeScript this
 * runtime cannot import).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless. */
export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** Signs `person` ({email, password}) in through the API: the session's tokens and user. */
export async function signIn(url, person) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  return login.json();
}

/** A 1440 x 900 context whose pages start signed in as `session`, as the app stores it. */
export async function signedInContext(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([access, refresh, user]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('user', user);
    },
    [session.access_token, session.refresh_token, JSON.stringify(session.user)],
  );
  return context;
}
