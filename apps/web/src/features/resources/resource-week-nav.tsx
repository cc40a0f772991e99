import { addDays } from '@crewline/shared/contracts/resources';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';
import { useResourceDates } from './use-resource-dates.ts';

/** Previous, this and next week for the grid, with the week's dates (arrows mirror in RTL). */
export function ResourceWeekNav({
  monday,
  thisMonday,
  onChange,
}: {
  monday: string;
  thisMonday: string;
  onChange: (monday: string) => void;
}) {
  const { t } = useTranslation();
  const dates = useResourceDates();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ‹
        </span>
        {t('resourcePlanning.grid.previousWeek')}
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => onChange(thisMonday)}
      >
        {t('resourcePlanning.grid.thisWeek')}
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange(addDays(monday, 7))}
      >
        {t('resourcePlanning.grid.nextWeek')}
        <span aria-hidden="true" className="rtl:rotate-180">
          ›
        </span>
      </button>
      <h3 className="text-base font-semibold" aria-live="polite">
        {t('resourcePlanning.grid.week', {
          start: dates.day(monday),
          end: dates.day(addDays(monday, 6)),
        })}
      </h3>
    </div>
  );
}
