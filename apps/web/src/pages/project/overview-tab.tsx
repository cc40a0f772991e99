import { CalendarDays, CheckCircle2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Project } from '../../api/projects/types.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ProjectComments } from '../../features/comments/project-comments.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ActivityFeed } from './components/activity-feed.tsx';
import { ProjectDetailsEditor } from './components/project-details-editor.tsx';

type StatProps = { label: string; value: string; icon?: ReactNode; children?: ReactNode };

function Stat({ label, value, icon, children }: StatProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
      <span className="flex items-center gap-1.5 text-xs font-medium text-fg-muted">
        {icon}
        {label}
      </span>
      <span className="text-xl font-semibold tabular-nums">{value}</span>
      {children}
    </div>
  );
}

/** The overview: details block, a few figures, the activity feed and the project's comments. */
export function OverviewTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const location = useLocation();
  // Set by the advanced tab when it sends a non-owner here, so they learn why.
  const deniedAdvanced = (location.state as { advancedDenied?: boolean } | null)?.advancedDenied;
  return (
    <div className="flex flex-col gap-6">
      {deniedAdvanced ? (
        <FormAlert tone="info">
          <span className="block">{t('projects.settings.ownerOnlyEdit')}</span>
          <span className="block">{t('projects.settings.ownerOnlyDelete')}</span>
        </FormAlert>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('projects.overview.progress')}
          value={t('projects.card.progressValue', { value: project.progress })}
        >
          <ProgressBar value={project.progress} label={t('projects.overview.progress')} />
        </Stat>
        <Stat
          label={t('projects.overview.tasks')}
          value={`${project.tasks.completed}/${project.tasks.total}`}
          icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}
        />
        <Stat
          label={t('projects.overview.team')}
          value={String(project.team.length)}
          icon={<Users aria-hidden="true" className="size-3.5" />}
        />
        <Stat
          label={t('projects.overview.due')}
          value={
            project.due_date
              ? date(project.due_date, { dateStyle: 'medium' })
              : t('projects.card.noDueDate')
          }
          icon={<CalendarDays aria-hidden="true" className="size-3.5" />}
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ProjectDetailsEditor project={project} heading={t('projects.overview.details')} />
        <ActivityFeed projectId={project.id} />
      </div>
      <ProjectComments project={project} />
    </div>
  );
}
