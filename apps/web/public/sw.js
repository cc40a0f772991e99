/*
 * Crewline service worker: keeps the app shell so a reload while offline opens the app (which
 * then shows its own offline notice) instead of the browser's error page. API calls are never
 * cached here; the app's data layer owns freshness.
 */
const SHELL_CACHE = 'crewline-shell-v2';
const ASSET_CACHE = 'crewline-assets-v2';
const SHELL_URL = '/index.html';
const OFFLINE_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Crewline - Offline</title><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a">' +
  '<main style="text-align:center;padding:2rem"><h1>You are offline</h1><p>Crewline will load again as soon as your connection returns.</p>' +
  '<button onclick="location.reload()" style="min-height:44px;padding:0 1.5rem;border-radius:.5rem;border:0;background:#4f46e5;color:#fff;font-size:1rem">Try again</button></main></body></html>';

// Cache the shell and every script and style it references, so the first offline reload works.
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_URL, response);
  const linked = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
  // Every route chunk too (written by the build), so any page opens offline.
  const built = await fetch('/asset-manifest.json', { cache: 'no-cache' })
    .then((res) => (res.ok ? res.json() : []))
    .catch(() => []);
  const assets = [...new Set([...linked, ...built])];
  const assetCache = await caches.open(ASSET_CACHE);
  await Promise.all(
    assets.map((url) =>
      fetch(url)
        .then((res) => (res.ok ? assetCache.put(url, res) : undefined))
        .catch(() => undefined),
    ),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => !keep.has(key)).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

function isApi(url) {
  return url.pathname.startsWith('/api/') || url.pathname === '/health';
}

// Page loads: network first (fresh deploys win), the cached shell when offline.
async function handleNavigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_URL, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(SHELL_URL, { ignoreVary: true });
    return (
      cached ||
      new Response(OFFLINE_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    );
  }
}

// Built assets have content hashes in their names, so a cached copy is always correct.
async function handleAsset(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

// Unhashed files (boot.js, favicon, manifest): fresh when online, cached when not.
async function handleStatic(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(ASSET_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch {
    const cached = await caches.match(request, { ignoreVary: true });
    return cached || Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(handleAsset(request));
    return;
  }
  if (/\.(?:js|css|svg|webmanifest)$/.test(url.pathname)) event.respondWith(handleStatic(request));
});

// Web Push: the server pushes a notification while no tab of the app is open. The
// payload is {title, body, link, tag, urgent}; vibration as in the tab (normal and urgent).
const VIBRATE_NORMAL = [200, 100, 200];
const VIBRATE_URGENT = [400, 200, 400, 200, 400];

function readPush(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  const urgent = payload.urgent === true;
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Crewline', {
      body: payload.body || '',
      tag: payload.tag,
      data: { link: typeof payload.link === 'string' ? payload.link : '/dashboard/notifications' },
      icon: '/favicon.svg',
      vibrate: urgent ? VIBRATE_URGENT : VIBRATE_NORMAL,
      requireInteraction: urgent,
    }),
  );
});

// A click opens the notification's page: in an open tab of the app when there is one.
async function openLink(link) {
  // Only pages of this app: a payload never sends the browser elsewhere ('//host' included).
  let target = new URL('/dashboard/notifications', self.location.origin);
  try {
    const asked = new URL(link, self.location.origin);
    if (typeof link === 'string' && asked.origin === self.location.origin) target = asked;
  } catch {
    // Not a URL: the notifications page.
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    // navigate() works only in a tab this worker controls; otherwise a new window opens.
    if (focused && 'navigate' in focused) {
      return focused.navigate(target.href).catch(() => self.clients.openWindow(target.href));
    }
    return self.clients.openWindow(target.href);
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openLink(event.notification.data && event.notification.data.link));
});
