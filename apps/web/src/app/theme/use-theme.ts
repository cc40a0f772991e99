import { useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.ts';

// Every toggle on the page shares one preference, so they never disagree; the appearance sync
// (use-appearance-sync.ts) reads and sets the same one outside React.
const listeners = new Set<() => void>();
let current: ThemePreference | null = null;

/** Calls `listener` after every change of the theme preference; returns the unsubscribe. */
export function subscribeThemePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme preference in use (the stored one until something sets another). */
export function getThemePreference(): ThemePreference {
  current ??= readThemePreference();
  return current;
}

/** Sets and stores the theme preference; "system" removes the stored choice. */
export function setThemePreference(next: ThemePreference): void {
  try {
    if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode may refuse storage; the theme still applies for this visit.
  }
  current = next;
  // Also when no toggle is mounted to apply it (a value from the server).
  applyTheme(next);
  listeners.forEach((listener) => listener());
}

/** The theme preference with a setter; follows the system while set to "system". */
export function useTheme() {
  const preference = useSyncExternalStore(
    subscribeThemePreference,
    getThemePreference,
    () => 'system' as const,
  );

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  return { preference, setPreference: setThemePreference };
}
