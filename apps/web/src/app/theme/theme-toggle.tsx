import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../components/button-styles.ts';
import type { ThemePreference } from './theme.ts';
import { useTheme } from './use-theme.ts';

const NEXT: Record<ThemePreference, ThemePreference> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
};
const ICONS = { system: Monitor, light: Sun, dark: Moon };

/** Cycles the theme: system, light, dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  const Icon = ICONS[preference];
  const label = `${t('common.theme.label')}: ${t(`common.theme.${preference}`)}`;
  return (
    <button
      type="button"
      className={iconButtonClass()}
      onClick={() => setPreference(NEXT[preference])}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
