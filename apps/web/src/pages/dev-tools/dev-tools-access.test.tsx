import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query/query-client-instance.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { ApiTestPage } from './api-test/api-test-page.tsx';
import { MessageDebugTestPage } from './message-debug-test/message-debug-test-page.tsx';
import { MessagingTestPage } from './messaging-test/messaging-test-page.tsx';
import { TasksTestPage } from './tasks-test/tasks-test-page.tsx';
import { ThreadVisibilityTestPage } from './thread-visibility-test/thread-visibility-test-page.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  queryClient.clear();
});

const PAGES: [string, ComponentType, string][] = [
  ['/api-test', ApiTestPage, 'API connection test'],
  ['/tasks-test', TasksTestPage, 'Tasks debug'],
  ['/messaging-test', MessagingTestPage, 'Messaging test'],
  ['/thread-visibility-test', ThreadVisibilityTestPage, 'Thread visibility test'],
  ['/message-debug-test', MessageDebugTestPage, 'Message debug'],
];

const ADMIN_ONLY = {
  error: 'forbidden',
  message: 'Only server administrators can see realtime diagnostics',
};

// Whatever the tools ask for besides the admin check: empty but valid answers.
function quietServer(
  server: Parameters<NonNullable<Parameters<typeof renderWithApp>[1]['routes']>>[0],
) {
  server.on('GET /health', () => ({ status: 200, body: { status: 'ok', db: 'ok' } }));
  server.on('GET /api/threads', () => ({ status: 200, body: { threads: [] } }));
  server.on('GET /api/projects', () => ({ status: 200, body: [] }));
  server.on('GET /api/tasks', () => ({ status: 200, body: [] }));
}

describe.each(PAGES)('%s', { timeout: 15_000 }, (url, Page, title) => {
  it('shows the tool on a development build without asking the server', async () => {
    const { server } = renderWithApp(<Page />, { path: url, url, routes: quietServer });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Developer pages' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.url === '/api/admin/realtime')).toBe(false);
  });

  it('shows the tool to a server administrator on a production build', async () => {
    vi.stubEnv('DEV', false);
    renderWithApp(<Page />, {
      path: url,
      url,
      routes: (server) => {
        quietServer(server);
        server.on('GET /api/admin/realtime', () => ({ status: 200, body: {} }));
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('is the ordinary 404 page for anyone else on a production build, with no flash of the tool', async () => {
    vi.stubEnv('DEV', false);
    let refuse: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { server } = renderWithApp(<Page />, {
      path: url,
      url,
      routes: (fake) => {
        quietServer(fake);
        fake.on('GET /api/admin/realtime', () => new Promise((resolve) => (refuse = resolve)));
      },
    });
    await waitFor(() =>
      expect(server.calls.some((call) => call.url === '/api/admin/realtime')).toBe(true),
    );
    // While the server decides, nothing of the tool is on screen.
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Developer pages' })).not.toBeInTheDocument();
    refuse({ status: 403, body: ADMIN_ONLY });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    // None of the tool's own requests went out.
    expect(server.calls.map((call) => call.url)).toEqual([
      '/api/auth/profile',
      '/api/admin/realtime',
    ]);
  });

  it('is the 404 page for a signed-out visitor on a production build', async () => {
    vi.stubEnv('DEV', false);
    const { server } = renderRoute(<Page />, url, url);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
