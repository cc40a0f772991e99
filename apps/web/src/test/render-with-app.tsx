import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createFakeServer, fakeUser } from '../api/test-fakes.ts';
import { AuthProvider } from '../app/auth/auth-provider.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { ToastProvider } from '../components/toast/toast-provider.tsx';

type FakeServer = ReturnType<typeof createFakeServer>;

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

/**
 * Test helper: renders `element` at `url` (matched by `path`) signed in as the fake user, with a
 * fresh query client, toasts and a fake API server; any other address shows where it landed.
 */
export function renderWithApp(
  element: ReactElement,
  {
    path,
    url,
    routes = () => undefined,
  }: { path: string; url: string; routes?: (server: FakeServer) => void },
) {
  const server = createFakeServer();
  server.on('GET /api/auth/profile', () => ({ status: 200, body: fakeUser }));
  routes(server);
  vi.stubGlobal('fetch', server.fetch);
  localStorage.setItem('access_token', 'access');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('user', JSON.stringify(fakeUser));
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, server, router, queryClient };
}
