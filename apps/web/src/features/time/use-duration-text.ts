import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

/** Formats whole minutes as "1 h 30 min" / "45 min" / "2 h" in the interface language. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return useCallback(
    (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t('timeTracking.duration.minutes', { minutes: number(rest) });
      if (rest === 0) return t('timeTracking.duration.hours', { hours: number(hours) });
      return t('timeTracking.duration.hoursMinutes', {
        hours: number(hours),
        minutes: number(rest),
      });
    },
    [t, number],
  );
}
