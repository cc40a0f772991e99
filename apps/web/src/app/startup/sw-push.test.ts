import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** Runs public/sw.js in a fake service worker scope and returns its listeners and fakes. */
function loadWorker(windows: { url: string; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const clients = windows.map((w) => ({ ...w, focus: vi.fn(async () => w) }));
  const self = {
    location: new URL('https://crewline.example/sw.js'),
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => clients), openWindow, claim: vi.fn() },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
  };
  const source = fs.readFileSync(path.resolve(__dirname, '../../../public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, caches: {}, fetch: vi.fn(), Response, console });
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { fire, showNotification, openWindow, clients };
}

const pushEvent = (payload: object) => ({ data: { json: () => payload, text: () => '' } });

describe('service worker push', () => {
  it('shows a normal push with the normal vibration', async () => {
    const worker = loadWorker();
    await worker.fire(
      'push',
      pushEvent({ title: 'Hi', body: 'There', link: '/dashboard/inbox', tag: 'n1', urgent: false }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('Hi', {
      body: 'There',
      tag: 'n1',
      data: { link: '/dashboard/inbox' },
      icon: '/favicon.svg',
      vibrate: [200, 100, 200],
      requireInteraction: false,
    });
  });

  it('keeps an urgent push on screen with the urgent vibration', async () => {
    const worker = loadWorker();
    await worker.fire(
      'push',
      pushEvent({ title: 'Now', body: '', link: null, tag: 'n2', urgent: true }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Now',
      expect.objectContaining({ vibrate: [400, 200, 400, 200, 400], requireInteraction: true }),
    );
  });

  it('a click navigates an open tab to the link, or opens a window; never another site', async () => {
    const navigate = vi.fn(async () => undefined);
    const withTab = loadWorker([{ url: 'https://crewline.example/dashboard', navigate }]);
    const close = vi.fn();
    await withTab.fire('notificationclick', {
      notification: { close, data: { link: '/dashboard/inbox' } },
    });
    expect(close).toHaveBeenCalled();
    expect(withTab.clients[0]!.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://crewline.example/dashboard/inbox');

    const noTab = loadWorker();
    await noTab.fire('notificationclick', {
      notification: { close, data: { link: '//evil.example/x' } },
    });
    expect(noTab.openWindow).toHaveBeenCalledWith(
      'https://crewline.example/dashboard/notifications',
    );
  });
});
