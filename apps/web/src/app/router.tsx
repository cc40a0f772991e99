import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { loadAllEnglish } from '../i18n/i18n.ts';
import { AuthGate } from './auth/auth-gate.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { AuthLayout } from './public/auth-layout.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

type Loader = () => Promise<Record<string, unknown>>;
type Preload = () => Promise<unknown>;
type LazyNamed = LazyExoticComponent<ComponentType> & { preload: Preload };

/**
 * A lazily loaded named export, so every page is its own chunk. `preload()` fetches it ahead of
 * rendering; once loaded, rendering it no longer suspends, which lets a prerendered page
 * hydrate in one pass (main.tsx) and be prerendered without Suspense fallbacks (prerender.tsx).
 */
function lazyNamed(load: Loader, name: string): LazyNamed {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        pending = undefined; // let the error panel's Try Again fetch it again
        throw error;
      },
    );
    return pending;
  };
  const component = lazy(() => {
    // React settles a thenable that resolves synchronously without suspending.
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as never;
    }
    return preload().then((Component) => ({ default: Component }));
  });
  return Object.assign(component, { preload });
}

/** A page's code together with the English texts past the public pages' (en/first-page.ts). */
function withAllTexts(load: Loader): Loader {
  return () => Promise.all([load(), loadAllEnglish()]).then(([module]) => module);
}

/** What a route's `handle` carries: how to fetch its page's code ahead of rendering. */
type RouteHandle = { preload: Preload };

/** A routed page that needs every English text; most do. */
function page(load: Loader, name: string): Pick<RouteObject, 'element' | 'handle'> {
  return firstPage(withAllTexts(load), name);
}

/**
 * A public page whose texts are all in the English the first page ships (en/first-page.ts): it
 * renders without waiting for the rest.
 */
function firstPage(load: Loader, name: string): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyNamed(load, name);
  return {
    element: (
      <PageBoundary>
        <Page />
      </PageBoundary>
    ),
    handle: { preload: Page.preload } satisfies RouteHandle,
  };
}

/** Fetches the page code of every route matching `pathname`, so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()),
  );
}

// The dashboard shell (sidebar, menus) is its own chunk: public pages never download it.
const DashboardLayout = lazyNamed(
  withAllTexts(() => import('./shell/dashboard-layout.tsx')),
  'DashboardLayout',
);

const projectPage = () => page(() => import('../pages/project/project-page.tsx'), 'ProjectPage');

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    ...page(() => import('../pages/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: 'projects',
    ...page(() => import('../pages/projects/projects-page.tsx'), 'ProjectsPage'),
  },
  { path: 'projects/:projectId', ...projectPage() },
  { path: 'projects/:projectId/tasks', ...projectPage() },
  { path: 'projects/:projectId/team', ...projectPage() },
  { path: 'projects/:projectId/advanced', ...projectPage() },
  { path: 'tasks', ...page(() => import('../pages/tasks/tasks-page.tsx'), 'TasksPage') },
  {
    path: 'settings',
    ...page(() => import('../pages/settings/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: 'users/:userId',
    ...page(() => import('../pages/user-profile/user-profile-page.tsx'), 'UserProfilePage'),
  },
  {
    path: 'roadmaps',
    ...page(() => import('../pages/roadmaps/roadmaps-page.tsx'), 'RoadmapsPage'),
  },
  { path: 'files', ...page(() => import('../pages/files/files-page.tsx'), 'FilesPage') },
  { path: 'inbox', ...page(() => import('../pages/inbox/inbox-page.tsx'), 'InboxPage') },
  {
    path: 'notifications',
    ...page(() => import('../pages/notifications/notifications-page.tsx'), 'NotificationsPage'),
  },
  {
    path: 'invitations/:invitationId',
    ...page(() => import('../pages/invitation/invitation-page.tsx'), 'InvitationPage'),
  },
  {
    path: 'data-visualization',
    ...page(
      () => import('../pages/data-visualization/data-visualization-page.tsx'),
      'DataVisualizationPage',
    ),
  },
  {
    path: 'mentorship',
    ...page(() => import('../pages/mentorship/mentorship-page.tsx'), 'MentorshipPage'),
  },
  {
    path: 'realtime-test',
    ...page(() => import('../pages/realtime-test/realtime-test-page.tsx'), 'RealtimeTestPage'),
  },
  { path: 'team', ...page(() => import('../pages/team/team-page.tsx'), 'TeamPage') },
  // The earlier product's chat address (/dashboard/project/{id}/chat) opens the project's chat tab.
  {
    path: 'project/:projectId/chat',
    ...page(() => import('../pages/project/legacy-chat-redirect.tsx'), 'LegacyChatRedirect'),
  },
  {
    path: '*',
    ...page(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage'),
  },
];

const devToolRoutes: RouteObject[] = [
  {
    path: 'api-test',
    ...page(() => import('../pages/dev-tools/api-test/api-test-page.tsx'), 'ApiTestPage'),
  },
  {
    path: 'tasks-test',
    ...page(() => import('../pages/dev-tools/tasks-test/tasks-test-page.tsx'), 'TasksTestPage'),
  },
  {
    path: 'messaging-test',
    ...page(
      () => import('../pages/dev-tools/messaging-test/messaging-test-page.tsx'),
      'MessagingTestPage',
    ),
  },
  {
    path: 'thread-visibility-test',
    ...page(
      () => import('../pages/dev-tools/thread-visibility-test/thread-visibility-test-page.tsx'),
      'ThreadVisibilityTestPage',
    ),
  },
  {
    path: 'message-debug-test',
    ...page(
      () => import('../pages/dev-tools/message-debug-test/message-debug-test-page.tsx'),
      'MessageDebugTestPage',
    ),
  },
];

/** Every route of the web app. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            ...firstPage(() => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
          },
          {
            path: 'features',
            ...firstPage(() => import('../pages/features/features-page.tsx'), 'FeaturesPage'),
          },
          {
            path: 'pricing',
            ...firstPage(() => import('../pages/pricing/pricing-page.tsx'), 'PricingPage'),
          },
          {
            path: 'resources',
            ...firstPage(() => import('../pages/resources/resources-page.tsx'), 'ResourcesPage'),
          },
          { path: 'demo', ...firstPage(() => import('../pages/demo/demo-page.tsx'), 'DemoPage') },
          {
            path: 'legal/privacy',
            ...firstPage(() => import('../pages/legal/privacy-page.tsx'), 'PrivacyPage'),
          },
          {
            path: 'legal/terms',
            ...firstPage(() => import('../pages/legal/terms-page.tsx'), 'TermsPage'),
          },
          // Developer test pages (docs/PRODUCT.md, Developer pages): development builds or server admins
          // only; anyone else gets the 404 page (pages/dev-tools/components/dev-page.tsx).
          ...devToolRoutes,
          {
            path: '*',
            ...firstPage(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage'),
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'login',
            ...firstPage(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
          },
          {
            path: 'auth/login',
            ...firstPage(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
          },
          {
            path: 'auth/signup',
            ...firstPage(() => import('../pages/signup/signup-page.tsx'), 'SignupPage'),
          },
          {
            path: 'auth/reset-password',
            ...firstPage(
              () => import('../pages/reset-password/reset-password-page.tsx'),
              'ResetPasswordPage',
            ),
          },
          {
            path: 'auth/reset-password/confirm',
            ...firstPage(
              () => import('../pages/reset-password-confirm/reset-password-confirm-page.tsx'),
              'ResetPasswordConfirmPage',
            ),
          },
          {
            path: 'auth/verify-email',
            ...page(() => import('../pages/verify-email/verify-email-page.tsx'), 'VerifyEmailPage'),
          },
        ],
      },
      {
        path: 'auth/callback',
        ...firstPage(
          () => import('../pages/auth-callback/auth-callback-page.tsx'),
          'AuthCallbackPage',
        ),
      },
      { path: 'auth', element: <Navigate to="/auth/login" replace /> },
      {
        path: 'dashboard',
        element: (
          <AuthGate>
            <PageBoundary>
              <DashboardLayout />
            </PageBoundary>
          </AuthGate>
        ),
        handle: { preload: DashboardLayout.preload } satisfies RouteHandle,
        children: dashboardRoutes,
      },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
