import type { MilestoneStatus } from '@crewline/shared/roadmaps/milestone-status';
import { useTranslation } from 'react-i18next';

/** The status colours of the spec: On Track green, At Risk yellow, Delayed red, Completed blue. */
export const STATUS_COLOR: Record<MilestoneStatus, string> = {
  on_track: '#16a34a',
  at_risk: '#ca8a04',
  delayed: '#dc2626',
  completed: '#2563eb',
};

const BADGE: Record<MilestoneStatus, string> = {
  on_track: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  at_risk: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  delayed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  completed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
};

/** A roadmap's or milestone's status as a coloured badge with its name (never colour alone). */
export function StatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[status]}`}
    >
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ backgroundColor: STATUS_COLOR[status] }}
      />
      {t(`roadmaps.statuses.${status}`)}
    </span>
  );
}
