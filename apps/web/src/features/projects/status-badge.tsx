import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '../../api/projects/types.ts';

const TONES: Record<ProjectStatus, string> = {
  planning: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  in_progress: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  in_review: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  on_hold: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};

/** A project's status as a coloured pill; unknown codes already arrive as planning. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  const tone = TONES[status] ?? TONES.planning;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}
    >
      {t(`projects.status.${status in TONES ? status : 'planning'}`)}
    </span>
  );
}
