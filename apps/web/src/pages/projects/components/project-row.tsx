import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '../../../api/projects/types.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { StatusBadge } from '../../../features/projects/status-badge.tsx';
import { TeamAvatars } from '../../../features/projects/team-avatars.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { TruncatedName } from '../../../components/truncated-name.tsx';

/** One project in the list view: the whole row is a link; the team shows "+n" beyond three. */
export function ProjectRow({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <li>
      <Link
        to={`/dashboard/projects/${project.id}`}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 rounded-xl border border-border bg-surface px-4 py-3 transition-colors hover:border-primary md:grid-cols-[minmax(0,2fr)_8rem_minmax(0,1.2fr)_8rem_9rem]"
      >
        <span className="flex min-w-0 flex-col">
          <TruncatedName name={projectDisplayName(project.title, t)} className="font-medium" />
          <span className="truncate text-xs text-fg-muted">
            {t('projects.card.tasksCompleted', {
              completed: project.tasks.completed,
              total: project.tasks.total,
            })}
          </span>
        </span>
        <span className="justify-self-end md:justify-self-start">
          <StatusBadge status={project.status} />
        </span>
        <span className="flex items-center gap-2">
          <ProgressBar value={project.progress} label={t('projects.card.progress')} />
          <span className="w-10 text-end text-xs tabular-nums">
            {t('projects.card.progressValue', { value: project.progress })}
          </span>
        </span>
        <span className="justify-self-end md:justify-self-start">
          <TeamAvatars team={project.team} />
        </span>
        <span className="hidden text-xs text-fg-muted md:block">
          {project.due_date
            ? date(project.due_date, { dateStyle: 'medium' })
            : t('projects.card.noDueDate')}
        </span>
      </Link>
    </li>
  );
}
