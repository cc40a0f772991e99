import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './languages.ts';

/** Date and number formatters in the current interface language. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(
    () => ({
      locale,
      date: (
        value: Date | string | number,
        options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
      ) => new Intl.DateTimeFormat(locale, options).format(new Date(value)),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
    }),
    [locale],
  );
}
