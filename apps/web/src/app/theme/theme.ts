export type ThemePreference = 'light' | 'dark' | 'system';

/** Where the manual theme choice is kept; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'theme';

/** The stored preference, defaulting to the system setting. */
export function readThemePreference(): ThemePreference {
  const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Whether the preference resolves to dark right now. */
function resolvesToDark(preference: ThemePreference): boolean {
  if (preference === 'system')
    return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return preference === 'dark';
}

/** Puts the resolved theme on <html>. */
export function applyTheme(preference: ThemePreference): void {
  document.documentElement.classList.toggle('dark', resolvesToDark(preference));
}
