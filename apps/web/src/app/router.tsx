import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthGate } from './auth/auth-gate.tsx';
import { PageBoundary } from './page-boundary.tsx';
import { AuthLayout } from './public/auth-layout.tsx';
import { PublicLayout } from './public/public-layout.tsx';
import { RootLayout } from './root-layout.tsx';

type Loader = () => Promise<Record<string, unknown>>;

/** A lazily loaded named export, so every page is its own chunk. */
function lazyNamed(load: Loader, name: string): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

function page(load: Loader, name: string): RouteObject['element'] {
  const Page = lazyNamed(load, name);
  return (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
}

// The dashboard shell (sidebar, menus) is its own chunk: public pages never download it.
const DashboardLayout = lazyNamed(() => import('./shell/dashboard-layout.tsx'), 'DashboardLayout');

const projectPage = () => page(() => import('../pages/project/project-page.tsx'), 'ProjectPage');

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: page(() => import('../pages/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: 'projects',
    element: page(() => import('../pages/projects/projects-page.tsx'), 'ProjectsPage'),
  },
  { path: 'projects/:projectId', element: projectPage() },
  { path: 'projects/:projectId/tasks', element: projectPage() },
  { path: 'projects/:projectId/team', element: projectPage() },
  { path: 'projects/:projectId/advanced', element: projectPage() },
  { path: 'tasks', element: page(() => import('../pages/tasks/tasks-page.tsx'), 'TasksPage') },
  {
    path: 'settings',
    element: page(() => import('../pages/settings/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: 'users/:userId',
    element: page(() => import('../pages/user-profile/user-profile-page.tsx'), 'UserProfilePage'),
  },
  {
    path: 'roadmaps',
    element: page(() => import('../pages/roadmaps/roadmaps-page.tsx'), 'RoadmapsPage'),
  },
  { path: 'files', element: page(() => import('../pages/files/files-page.tsx'), 'FilesPage') },
  { path: 'inbox', element: page(() => import('../pages/inbox/inbox-page.tsx'), 'InboxPage') },
  {
    path: 'notifications',
    element: page(
      () => import('../pages/notifications/notifications-page.tsx'),
      'NotificationsPage',
    ),
  },
  {
    path: 'data-visualization',
    element: page(
      () => import('../pages/data-visualization/data-visualization-page.tsx'),
      'DataVisualizationPage',
    ),
  },
  {
    path: 'mentorship',
    element: page(() => import('../pages/mentorship/mentorship-page.tsx'), 'MentorshipPage'),
  },
  {
    path: 'realtime-test',
    element: page(
      () => import('../pages/realtime-test/realtime-test-page.tsx'),
      'RealtimeTestPage',
    ),
  },
  { path: 'team', element: page(() => import('../pages/team/team-page.tsx'), 'TeamPage') },
  // The old chat address of the earlier product (doc 3) opens the project's chat tab.
  {
    path: 'project/:projectId/chat',
    element: page(() => import('../pages/project/legacy-chat-redirect.tsx'), 'LegacyChatRedirect'),
  },
  {
    path: '*',
    element: page(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage'),
  },
];

/** Every route of doc 1 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: page(() => import('../pages/landing/landing-page.tsx'), 'LandingPage'),
          },
          {
            path: 'features',
            element: page(() => import('../pages/features/features-page.tsx'), 'FeaturesPage'),
          },
          {
            path: 'pricing',
            element: page(() => import('../pages/pricing/pricing-page.tsx'), 'PricingPage'),
          },
          {
            path: 'resources',
            element: page(() => import('../pages/resources/resources-page.tsx'), 'ResourcesPage'),
          },
          { path: 'demo', element: page(() => import('../pages/demo/demo-page.tsx'), 'DemoPage') },
          {
            path: 'legal/privacy',
            element: page(() => import('../pages/legal/privacy-page.tsx'), 'PrivacyPage'),
          },
          {
            path: 'legal/terms',
            element: page(() => import('../pages/legal/terms-page.tsx'), 'TermsPage'),
          },
          {
            path: '*',
            element: page(() => import('../pages/not-found/not-found-page.tsx'), 'NotFoundPage'),
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: 'login',
            element: page(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
          },
          {
            path: 'auth/login',
            element: page(() => import('../pages/login/login-page.tsx'), 'LoginPage'),
          },
          {
            path: 'auth/signup',
            element: page(() => import('../pages/signup/signup-page.tsx'), 'SignupPage'),
          },
          {
            path: 'auth/reset-password',
            element: page(
              () => import('../pages/reset-password/reset-password-page.tsx'),
              'ResetPasswordPage',
            ),
          },
          {
            path: 'auth/reset-password/confirm',
            element: page(
              () => import('../pages/reset-password-confirm/reset-password-confirm-page.tsx'),
              'ResetPasswordConfirmPage',
            ),
          },
        ],
      },
      {
        path: 'auth/callback',
        element: page(
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
        children: dashboardRoutes,
      },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
