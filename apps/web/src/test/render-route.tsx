import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createFakeServer } from '../api/test-fakes.ts';
import { AuthProvider } from '../app/auth/auth-provider.tsx';
import { ToastProvider } from '../components/toast/toast-provider.tsx';

type FakeServer = ReturnType<typeof createFakeServer>;

function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders `element` at `path` inside the app's providers, with a fake API server. */
export function renderRoute(
  element: ReactElement,
  path: string,
  url: string,
  extra: Record<string, ReactElement> = {},
  routes: (server: FakeServer) => void = () => undefined,
) {
  const server = createFakeServer();
  server.on('GET /api/auth/providers', () => ({
    status: 200,
    body: {
      providers: [
        { id: 'google', configured: false },
        { id: 'github', configured: false },
        { id: 'microsoft', configured: false },
      ],
    },
  }));
  // Routes must exist before the first render: the session starts loading immediately. A test's
  // own routes replace the defaults above.
  routes(server);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/dashboard', element: <Landing name="dashboard" /> },
      ...Object.entries(extra).map(([extraPath, extraElement]) => ({
        path: extraPath,
        element: extraElement,
      })),
      { path: '*', element: <Landing name="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ToastProvider>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ToastProvider>,
  );
  return { ...view, server, router };
}
