import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/local-days.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { sumMinutes, type Minutes, type Timesheet } from './timesheet.ts';
import { useDurationText } from './use-duration-text.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

/**
 * The week as a real table: a row per member, a column per day (Mon–Sun) and the member's total
 * with its billable and non-billable parts; the last row totals each day the same way. It
 * scrolls inside its own box on narrow screens.
 */
export function TimesheetTable({ sheet, days }: { sheet: Timesheet; days: string[] }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const duration = useDurationText();
  const cell = (minutes: Minutes) =>
    sumMinutes(minutes) > 0 ? duration(sumMinutes(minutes)) : '—';
  const split = (minutes: Minutes) => (
    <span className="mt-0.5 flex flex-col text-xs font-normal text-fg-muted">
      <span>{t('timeTracking.sheet.billableShort', { duration: duration(minutes.billable) })}</span>
      <span>
        {t('timeTracking.sheet.nonBillableShort', { duration: duration(minutes.nonBillable) })}
      </span>
    </span>
  );

  return (
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label={t('timeTracking.sheet.title')}
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">{t('timeTracking.sheet.caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('timeTracking.sheet.member')}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="px-3 py-2 text-end font-medium">
                <time dateTime={day}>
                  {formatDay(day, locale, { weekday: 'short', day: 'numeric', month: 'short' })}
                </time>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('timeTracking.sheet.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={row.userId} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {/* A table cell grows to its content, so the name is cut inside a capped box. */}
                <div className="max-w-48">
                  <TruncatedName name={row.name} />
                </div>
              </th>
              {row.days.map((minutes, index) => (
                <td key={days[index]} className="px-3 py-2 text-end tabular-nums">
                  {cell(minutes)}
                </td>
              ))}
              <td className="px-3 py-2 text-end font-medium tabular-nums">
                {duration(sumMinutes(row.total))}
                {split(row.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border bg-muted/30">
          <tr>
            <th scope="row" className="px-3 py-2 text-start font-medium">
              {t('timeTracking.sheet.dayTotals')}
            </th>
            {sheet.dayTotals.map((minutes, index) => (
              <td
                key={days[index]}
                className="px-3 py-2 text-end align-top font-medium tabular-nums"
              >
                {duration(sumMinutes(minutes))}
                {split(minutes)}
              </td>
            ))}
            <td className="px-3 py-2 text-end align-top font-semibold tabular-nums">
              {duration(sumMinutes(sheet.total))}
              {split(sheet.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
