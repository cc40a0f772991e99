import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { AuthProvider } from './auth/auth-provider.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The whole app: toasts, session and routes. TanStack Query is provided by <QueryProvider>
 * inside the signed-in areas (see app/query/query-provider.tsx) to keep public pages light.
 */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ToastProvider>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ToastProvider>
  );
}
