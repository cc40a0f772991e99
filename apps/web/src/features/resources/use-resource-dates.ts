import { useMemo } from 'react';
import { formatDay } from '../../i18n/local-days.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

/**
 * Calendar days (`YYYY-MM-DD`) as the resource screens show them: in the interface language,
 * with the same formatter as the rest of the app, never as the raw ISO text.
 */
export function useResourceDates() {
  const { locale } = useFormatters();
  return useMemo(() => {
    const day = (value: string) => formatDay(value, locale);
    return {
      /** A day with its year, e.g. "Jan 7, 2030" / "7 янв. 2030 г.". */
      day,
      /** A day inside a week already named, e.g. "Jan 7" / "7 يناير". */
      dayOfWeek: (value: string) => formatDay(value, locale, { day: 'numeric', month: 'short' }),
      /** Several days as one list in the language's own words ("…, and …"). */
      days: (values: readonly string[]) =>
        new Intl.ListFormat(locale, { type: 'conjunction' }).format(values.map(day)),
    };
  }, [locale]);
}
