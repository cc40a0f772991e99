import { useEffect } from 'react';
import type { AppearanceJson } from '@crewline/shared/contracts/appearance';
import { fetchAppearance, saveAppearance } from '../../api/appearance/appearance-api.ts';
import { onServerAppearance } from '../../api/appearance/server-appearance.ts';
import { changeLanguage, i18n } from '../../i18n/i18n.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { useAuth } from '../auth/use-auth.ts';
import { startAppearanceSync, type AppearanceSyncDeps } from './appearance-sync.ts';
import { getThemePreference, setThemePreference, subscribeThemePreference } from './use-theme.ts';

/** Density has no device copy: the page follows the account's (`html[data-density]`). */
function withDensity(appearance: AppearanceJson): AppearanceJson {
  document.documentElement.dataset.density = appearance.density;
  return appearance;
}

/** The page's theme store, i18next and visibility, as the appearance sync uses them. */
const pageDeps: AppearanceSyncDeps = {
  fetchAppearance: () => fetchAppearance().then(withDensity),
  saveAppearance: (changes) => saveAppearance(changes).then(withDensity),
  local: {
    get: () => ({
      theme: getThemePreference(),
      // The language asked for, not the one whose texts have loaded: a choice, even mid-load.
      language: toLanguage(i18n.language),
    }),
    async apply({ theme, language }) {
      if (theme) setThemePreference(theme);
      if (language) await changeLanguage(language);
    },
    subscribe(listener) {
      const unsubscribeTheme = subscribeThemePreference(listener);
      i18n.on('languageChanged', listener);
      return () => {
        unsubscribeTheme();
        i18n.off('languageChanged', listener);
      };
    },
  },
  onVisible(listener) {
    const onChange = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  onServerChange: onServerAppearance,
  now: () => Date.now(),
};

/**
 * Keeps the signed-in person's theme and language in step with the server: the
 * language switcher and the theme toggle stay as they are; their changes are saved from here.
 * Renders nothing; mounted once in the signed-in frame.
 */
export function AppearanceSyncHost() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const sync = startAppearanceSync(userId, pageDeps);
    return () => sync.stop();
  }, [userId]);
  return null;
}
