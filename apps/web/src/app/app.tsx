import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { AuthProvider } from './auth/auth-provider.tsx';
import { createAppRouter } from './router.tsx';

/** Toasts and session around the routes; shared with the build-time prerender (prerender.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuthProvider>{children}</AuthProvider>
    </ToastProvider>
  );
}

/**
 * The whole app: toasts, session and routes. TanStack Query is provided by <QueryProvider>
 * inside the signed-in areas (see app/query/query-provider.tsx) to keep public pages light.
 */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
