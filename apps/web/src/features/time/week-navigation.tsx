import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { formatDay } from '../../i18n/local-days.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { addDays } from './week.ts';

/** The week's dates with previous, this-week and next buttons (arrows mirror in RTL). */
export function WeekNavigation({
  monday,
  onChange,
  thisMonday,
}: {
  monday: string;
  thisMonday: string;
  onChange: (monday: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('timeTracking.sheet.previousWeek')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={monday === thisMonday}
        onClick={() => onChange(thisMonday)}
      >
        {t('timeTracking.sheet.thisWeek')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange(addDays(monday, 7))}
      >
        {t('timeTracking.sheet.nextWeek')}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </button>
      <h3 className="text-base font-semibold" aria-live="polite">
        {t('timeTracking.sheet.week', {
          start: formatDay(monday, locale),
          end: formatDay(addDays(monday, 6), locale),
        })}
      </h3>
    </div>
  );
}
