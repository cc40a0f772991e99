import { isSameOriginPath } from '@crewline/shared/domain/same-origin-path';

const HOME = '/dashboard';

/**
 * Where signing in continues: the page a link was opening when it asked to sign in (a
 * notification e-mail's item, an invitation), else the dashboard. Only a page of the signed-in
 * app is taken, so a crafted address can lead neither off the site nor back to sign-in.
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || !isSameOriginPath(from)) return HOME;
  return from === HOME || from.startsWith(`${HOME}/`) || from.startsWith(`${HOME}?`) ? from : HOME;
}
