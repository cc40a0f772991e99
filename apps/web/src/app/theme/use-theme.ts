import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readThemePreference,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme.ts';

// Every toggle on the page shares one preference, so they never disagree.
const listeners = new Set<() => void>();
let current: ThemePreference | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ThemePreference {
  current ??= readThemePreference();
  return current;
}

/** The theme preference with a setter; follows the system while set to "system". */
export function useTheme() {
  const preference = useSyncExternalStore(subscribe, snapshot, () => 'system' as const);

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const setPreference = useCallback((next: ThemePreference) => {
    if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, next);
    current = next;
    listeners.forEach((listener) => listener());
  }, []);

  return { preference, setPreference };
}
