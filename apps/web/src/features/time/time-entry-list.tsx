import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimeEntry } from '../../api/time-entries/types.ts';
import { useDeleteTimeEntry } from '../../api/time-entries/use-time-entry-mutations.ts';
import { iconButtonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { useDurationText } from './use-duration-text.ts';

/** A task's entries, newest first: who, when, how long, billable, and a delete where allowed. */
export function TimeEntryList({ entries }: { entries: TimeEntry[] }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const duration = useDurationText();
  const remove = useDeleteTimeEntry();

  return (
    <div className="flex flex-col gap-2">
      {remove.error ? (
        <FormAlert tone="error">
          {describeError(remove.error, t, t('timeTracking.entry.deleteFailed'))}
        </FormAlert>
      ) : null}
      <ul
        aria-label={t('timeTracking.section.entries')}
        className="flex flex-col divide-y divide-border"
      >
        {entries.map((entry) => {
          const when = `${date(entry.start_time, { dateStyle: 'medium', timeStyle: 'short' })}${
            entry.end_time ? ` – ${date(entry.end_time, { timeStyle: 'short' })}` : ''
          }`;
          return (
            <li key={entry.id} className="flex items-start gap-3 py-2 text-sm">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{entry.user_name}</span>
                  <span className="text-fg-muted">{when}</span>
                </div>
                <p className={entry.description ? 'break-words' : 'text-fg-muted italic'}>
                  {entry.description || t('timeTracking.entry.noDescription')}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium tabular-nums">
                  {entry.duration_minutes === null
                    ? t('timeTracking.entry.running')
                    : duration(entry.duration_minutes)}
                </span>
                <span className="text-xs text-fg-muted">
                  {entry.billable
                    ? t('timeTracking.entry.billable')
                    : t('timeTracking.entry.nonBillable')}
                </span>
              </div>
              {entry.can.delete && entry.end_time ? (
                <button
                  type="button"
                  className={iconButtonClass('shrink-0')}
                  aria-label={t('timeTracking.entry.deleteLabel', { name: entry.user_name, when })}
                  title={t('timeTracking.entry.delete')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(entry.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
