import type { DueLabelKind } from '@crewline/shared/domain/due-labels';
import { CalendarClock, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '../../api/tasks/types.ts';

const PILL = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

const PRIORITY_TONES: Record<TaskPriority, string> = {
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

const DUE_TONES: Record<DueLabelKind, string> = {
  overdue: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  today: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  tomorrow: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  in_days: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  date: 'bg-muted text-fg-muted',
};

/** A compact priority pill for cards and rows. */
export function PriorityPill({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  const known = priority in PRIORITY_TONES ? priority : 'medium';
  return (
    <span className={`${PILL} ${PRIORITY_TONES[known]}`}>
      <Flag aria-hidden="true" className="size-3" />
      {t(`tasks.priority.${known}`)}
    </span>
  );
}

/** A compact due-date pill, coloured by how soon the task is due. */
export function DuePill({ kind, text }: { kind: DueLabelKind; text: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${PILL} ${DUE_TONES[kind]}`} title={t('tasks.due.label', { label: text })}>
      <CalendarClock aria-hidden="true" className="size-3" />
      {text}
    </span>
  );
}
