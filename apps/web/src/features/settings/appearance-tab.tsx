import {
  DENSITIES,
  THEMES,
  type AppearanceJson,
  type Density,
} from '@crewline/shared/contracts/appearance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppearance, saveAppearance } from '../../api/appearance/appearance-api.ts';
import { appearanceKey } from '../../api/appearance/query-keys.ts';
import { useTheme } from '../../app/theme/use-theme.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { changeLanguage } from '../../i18n/i18n.ts';
import { LANGUAGES, toLanguage } from '../../i18n/languages.ts';
import { ChoiceGroup } from './choice-group.tsx';

const APPEARANCE_KEY = appearanceKey;

/** Marks the page's density on the root element (`data-density`) for styles to follow. */
function applyDensity(density: Density) {
  document.documentElement.dataset.density = density;
}

/**
 * Settings → Appearance. Theme and language are this device's settings, which the appearance
 * sync saves to the account as they change; density has no device copy, so it is read from and
 * saved to the server here.
 */
export function AppearanceTab() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { preference, setPreference } = useTheme();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const queryClient = useQueryClient();
  const appearance = useQuery({ queryKey: APPEARANCE_KEY, queryFn: fetchAppearance });
  const density = useMutation({
    mutationFn: (next: Density) => saveAppearance({ density: next }),
    onSuccess: (saved: AppearanceJson) => queryClient.setQueryData(APPEARANCE_KEY, saved),
    onError: () => {
      if (appearance.data) applyDensity(appearance.data.density);
    },
  });
  const shownDensity: Density =
    (density.isPending ? density.variables : appearance.data?.density) ?? 'comfortable';

  useEffect(() => {
    if (appearance.data) applyDensity(appearance.data.density);
  }, [appearance.data]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('settingsPage.appearance.heading')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('settingsPage.appearance.note')}</p>
      </div>
      <ChoiceGroup
        legend={t('settingsPage.appearance.theme')}
        name="theme"
        options={THEMES}
        value={preference}
        labelOf={(theme) => t(`settingsPage.appearance.themes.${theme}`)}
        onChange={setPreference}
      />
      <ChoiceGroup
        legend={t('settingsPage.appearance.language')}
        name="language"
        options={LANGUAGES}
        value={language}
        labelOf={(code) => t(`common.languages.${code}`)}
        langOf={(code) => code}
        onChange={(code) => void changeLanguage(code)}
      />
      <ChoiceGroup
        legend={t('settingsPage.appearance.density')}
        name="density"
        options={DENSITIES}
        value={shownDensity}
        disabled={!appearance.data}
        labelOf={(choice) => t(`settingsPage.appearance.densities.${choice}`)}
        onChange={(choice) => {
          applyDensity(choice);
          density.mutate(choice);
        }}
      />
      {density.isError ? (
        <FormAlert tone="error">{t('settingsPage.appearance.densityFailed')}</FormAlert>
      ) : null}
    </section>
  );
}
