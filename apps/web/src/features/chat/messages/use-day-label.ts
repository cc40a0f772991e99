import { addDays, todayFor, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserClock, formatDay } from '../../../i18n/local-days.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';

/** A day separator's text: "Today", "Yesterday", or the full date in the interface language. */
export function useDayLabel(now: Date = new Date()) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const today = todayFor(browserClock(now));
  return useCallback(
    (day: CalendarDay) => {
      if (day === today) return t('chatMessages.today');
      if (day === addDays(today, -1)) return t('chatMessages.yesterday');
      return formatDay(day, locale, { dateStyle: 'full' });
    },
    [today, locale, t],
  );
}
