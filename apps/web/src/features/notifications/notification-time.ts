import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/use-formatters.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** "d ago" up to 6 days, then a date. */
const LAST_RELATIVE_DAY = 6;

/**
 * A notification's age: "Just now", "Nm ago", "Nh ago", "Nd ago" up to 6 days, then
 * the date it was made.
 */
export function notificationAgo(
  iso: string,
  now: number,
  t: TFunction,
  formatDate: (iso: string) => string,
): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return t('notifications.time.justNow');
  if (elapsed < HOUR)
    return t('notifications.time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('notifications.time.hours', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days <= LAST_RELATIVE_DAY) return t('notifications.time.days', { count: days });
  return formatDate(iso);
}

/** `notificationAgo` against a clock that ticks every minute, so open lists stay true. */
export function useNotificationTime(): (iso: string) => string {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return useCallback(
    (iso: string) =>
      notificationAgo(iso, Math.max(now, Date.now()), t, (value) =>
        date(value, { dateStyle: 'medium' }),
      ),
    [now, t, date],
  );
}
