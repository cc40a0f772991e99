import {
  APPEARANCE_LANGUAGES,
  THEMES,
  type AppearanceJson,
} from '@crewline/shared/contracts/appearance';
import type { SyncedAppearance } from './reconcile-appearance.ts';

// Per person: two accounts used in one browser each keep their own record.
const keyOf = (userId: string) => `appearance.synced.${userId}`;

/** The values this device last knew the server to hold for the person, or null. */
export function readSyncedAppearance(userId: string): SyncedAppearance | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { theme, language } = stored as Record<string, unknown>;
    if (!(THEMES as readonly unknown[]).includes(theme)) return null;
    if (!(APPEARANCE_LANGUAGES as readonly unknown[]).includes(language)) return null;
    return { theme, language } as SyncedAppearance;
  } catch {
    return null;
  }
}

/** Remembers what the server holds now (after a fetch or a successful save). */
export function writeSyncedAppearance(userId: string, saved: AppearanceJson): void {
  try {
    window.localStorage.setItem(
      keyOf(userId),
      JSON.stringify({ theme: saved.theme, language: saved.language }),
    );
  } catch {
    // Private mode may refuse storage: the next start treats this device as new.
  }
}
