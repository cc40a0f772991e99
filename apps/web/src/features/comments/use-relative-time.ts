import { formatDistance, type Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../i18n/languages.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

const LOCALES: Record<Language, Locale> = { en: enUS, ar, ru };
const TICK_MS = 60_000;

/**
 * "5 minutes ago" in the interface language, re-read every minute so open lists stay true. A
 * time slightly ahead of this device's clock (the server's) reads as just now, not "in 1 minute".
 */
export function useRelativeTime() {
  const { locale } = useFormatters();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useCallback(
    (iso: string) => {
      const current = Math.max(now, Date.now());
      const then = Math.min(Date.parse(iso), current);
      return formatDistance(then, current, { addSuffix: true, locale: LOCALES[locale] });
    },
    [now, locale],
  );
}
