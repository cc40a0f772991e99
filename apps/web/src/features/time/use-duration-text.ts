import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { durationText } from './duration-text.ts';

/** Formats whole minutes as "1 h 30 min" / "45 min" / "2 h" in the interface language. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return useCallback((minutes: number) => durationText(minutes, t, number), [t, number]);
}
