import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from '../../api/test-fakes.ts';
import { base64UrlToBytes } from '../../api/push/browser-push.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { PushDeviceSettings } from './push-device-settings.tsx';

const SERVER_KEY =
  'BAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKiskLS4vMDEyMzQ1Njc4OTo7PD0-Pw';
const ENDPOINT = 'https://push.example.com/send/abc';

type FakeSubscription = {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe: ReturnType<typeof vi.fn>;
  toJSON(): PushSubscriptionJSON;
};

/** A browser with the Push API: one service worker registration and its push manager. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    registered?: boolean;
  } = {},
) {
  let subscription: FakeSubscription | null = null;
  let registered = options.registered ?? true;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (opts: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: opts.applicationServerKey.slice().buffer },
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { pushManager, serviceWorker, notification, current: () => subscription };
}

function setup() {
  return renderWithApp(<PushDeviceSettings />, {
    path: '/settings',
    url: '/settings',
    routes: (server) => {
      server.on('GET /api/push-subscriptions/public-key', () => ({
        status: 200,
        body: { public_key: SERVER_KEY },
      }));
      server.on('POST /api/push-subscriptions', () => ({ status: 201, body: {} }));
      server.on('DELETE /api/push-subscriptions', () => ({ status: 204 }));
      server.on('POST /api/push-subscriptions/test', () => ({
        status: 200,
        body: { sent: 2, removed: 1 },
      }));
    },
  });
}

const callsTo = (calls: FakeCall[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url);

beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushDeviceSettings', { timeout: 15_000 }, () => {
  it('turns push on: asks permission only on the click, subscribes with the server key, posts it', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ registered: false });
    const { server } = setup();
    const on = await screen.findByRole('button', { name: 'Turn on push on this device' });
    expect(screen.getByText('Push is off for this browser.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await user.click(on);
    expect(await screen.findByText('Push is on for this browser.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    // Development builds have no worker yet: the control registers it.
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(SERVER_KEY),
    });
    const posts = callsTo(server.calls, 'POST', '/api/push-subscriptions');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('sends a test push with translated texts and tells the result', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ applicationServerKey: base64UrlToBytes(SERVER_KEY) });
    const { server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send a test push' }));
    expect(
      await screen.findByText('Test push sent to 2 devices. 1 expired device was removed.'),
    ).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/api/push-subscriptions/test')[0]!.body).toEqual({
      title: 'Crewline test push',
      body: 'Push notifications reach this device.',
    });
  });

  it('turns push off: unsubscribes the browser and deletes it on the server', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ applicationServerKey: base64UrlToBytes(SERVER_KEY) });
    const { server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off push on this device' }));
    expect(await screen.findByText('Push is off for this browser.')).toBeInTheDocument();
    expect(browser.current()).toBeNull();
    expect(callsTo(server.calls, 'DELETE', '/api/push-subscriptions')[0]!.body).toEqual({
      endpoint: ENDPOINT,
    });
  });

  it('explains a refused permission and posts nothing', async () => {
    const user = userEvent.setup();
    fakeBrowser({ answer: 'denied' });
    const { server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site.',
    );
    expect(callsTo(server.calls, 'POST', '/api/push-subscriptions')).toHaveLength(0);
  });

  it('explains blocked notifications up front', async () => {
    fakeBrowser({ permission: 'denied' });
    setup();
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains a browser without Web Push', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    setup();
    await waitFor(() =>
      expect(
        screen.getByText(/This browser cannot receive push notifications here/),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
