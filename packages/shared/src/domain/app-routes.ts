/**
 * Every page address of the web app, in the router's own pattern syntax (`:name` stands for one
 * segment). The web's router must list exactly these (a web test compares them), and the server
 * answers any other page address with the app's page and status 404, so a mistyped link is a
 * real "not found" for browsers, crawlers and link checkers while known deep links stay 200.
 */
export const APP_ROUTES = [
  '/',
  '/features',
  '/pricing',
  '/resources',
  '/demo',
  '/legal/privacy',
  '/legal/terms',
  '/api-test',
  '/tasks-test',
  '/messaging-test',
  '/thread-visibility-test',
  '/message-debug-test',
  '/login',
  '/auth',
  '/auth/login',
  '/auth/signup',
  '/auth/reset-password',
  '/auth/reset-password/confirm',
  '/auth/verify-email',
  '/auth/callback',
  '/dashboard',
  '/dashboard/projects',
  '/dashboard/projects/:projectId',
  '/dashboard/projects/:projectId/tasks',
  '/dashboard/projects/:projectId/team',
  '/dashboard/projects/:projectId/advanced',
  '/dashboard/tasks',
  '/dashboard/settings',
  '/dashboard/users/:userId',
  '/dashboard/roadmaps',
  '/dashboard/files',
  '/dashboard/inbox',
  '/dashboard/notifications',
  '/dashboard/invitations/:invitationId',
  '/dashboard/data-visualization',
  '/dashboard/mentorship',
  '/dashboard/realtime-test',
  '/dashboard/team',
  '/dashboard/project/:projectId/chat',
] as const;

/** The segments after the leading slash; one trailing slash is allowed, as the router allows. */
function segments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // The router keeps a malformed escape as it is; so does this.
    return segment;
  }
}

const PATTERNS = APP_ROUTES.map(segments);

/**
 * Whether `pathname` (without query or fragment, as the browser sends it) opens one of the app's
 * pages. Matching follows the router's: letters in any case, a trailing slash allowed, segments
 * decoded, and a `:name` segment standing for any one non-empty segment.
 */
export function isAppRoute(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const parts = segments(pathname).map((part) => decode(part).toLowerCase());
  // An empty segment (`//`) matches nothing: a `:name` needs at least one character.
  if (parts.includes('')) return false;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) =>
        segment.startsWith(':') ? true : segment.toLowerCase() === parts[index],
      ),
  );
}
