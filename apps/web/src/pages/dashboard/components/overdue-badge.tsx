import { useTranslation } from 'react-i18next';

/** The red OVERDUE flag of the calendar and the timeline. */
export function OverdueBadge({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex shrink-0 items-center rounded-md bg-red-600 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-white">
      {label ?? t('overview.calendar.overdue')}
    </span>
  );
}
