import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import type { GanttBar, GanttLink } from './gantt-types.ts';

const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * The Gantt chart as a table, for screen readers and anyone who prefers reading to looking:
 * each task and milestone with its dates, slack, whether it is on the critical path and what
 * blocks it (a broken link is named as such).
 */
export function GanttList({
  bars,
  links,
  caption,
}: {
  bars: readonly GanttBar[];
  links: readonly GanttLink[];
  caption: string;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const titles = useMemo(() => new Map(bars.map((bar) => [bar.id, bar.title])), [bars]);
  const blockers = useMemo(() => {
    const byBlocked = new Map<string, string[]>();
    for (const link of links) {
      const title = titles.get(link.from);
      if (title === undefined) continue;
      const text = link.violated ? t('gantt.brokenLink', { title }) : title;
      byBlocked.set(link.to, [...(byBlocked.get(link.to) ?? []), text]);
    }
    return byBlocked;
  }, [links, titles, t]);
  const day = (value: string) => date(new Date(`${value}T12:00:00Z`), DAY_FORMAT);

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-start">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.name')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.kind')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.start')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.end')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.slack')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('gantt.columns.blockedBy')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {bar.title}
                {bar.critical && (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                    {t('gantt.critical')}
                  </span>
                )}
              </th>
              <td className="px-3 py-2">{t(`gantt.kinds.${bar.kind}`)}</td>
              <td className="px-3 py-2">{day(bar.span.start)}</td>
              <td className="px-3 py-2">{day(bar.span.end)}</td>
              <td className="px-3 py-2">
                {bar.slackDays === null ? '—' : t('gantt.slackDays', { count: bar.slackDays })}
              </td>
              <td className="px-3 py-2">{blockers.get(bar.id)?.join(', ') ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
