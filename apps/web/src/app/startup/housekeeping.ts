import { APP_VERSION } from '@crewline/shared/limits';

const APP_VERSION_KEY = 'app_version';
const PENDING_ATTACHMENTS_PREFIX = 'pending_attachments_';
const LEFTOVER_KEYS = ['sample_invitations_created'];

/**
 * The start-up chores (docs/PRODUCT.md, Start-up chores). Returns true when the page is reloading because another
 * app version left its marker, in which case nothing else should start.
 */
export function runHousekeeping(storage: Storage, reload: () => void): boolean {
  const stale: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PENDING_ATTACHMENTS_PREFIX)) stale.push(key);
  }
  // Attachments waiting from a previous visit can never finish uploading.
  for (const key of [...stale, ...LEFTOVER_KEYS]) storage.removeItem(key);

  const stored = storage.getItem(APP_VERSION_KEY);
  if (stored === APP_VERSION) return false;
  // Write first so the reload finds the right marker and cannot loop.
  storage.setItem(APP_VERSION_KEY, APP_VERSION);
  if (stored === null) return false;
  reload();
  return true;
}
