import { CalendarDays, Plus, UserPlus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Project } from '../../../api/projects/types.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { isProjectActive } from '../../../features/projects/project-list-view.ts';
import { projectDisplayName } from '../../../features/projects/project-name.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { StatusBadge } from '../../../features/projects/status-badge.tsx';
import { TeamAvatars } from '../../../features/projects/team-avatars.tsx';
import { useProjectUnread } from '../../../features/projects/use-project-unread.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { TruncatedName } from '../../../components/truncated-name.tsx';

type ProjectCardProps = { project: Project; onAddMember: (project: Project) => void };

/** A grid project card; the whole card opens the project. */
export function ProjectCard({ project, onAddMember }: ProjectCardProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const navigate = useNavigate();
  const unread = useProjectUnread(project.id);
  const href = `/dashboard/projects/${project.id}`;
  const name = projectDisplayName(project.title, t);
  const active = isProjectActive(project);

  // The title link is the accessible way in; a click anywhere else on the card is a shortcut.
  function openFromCard(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a,button')) return;
    void navigate(href);
  }

  return (
    <article
      onClick={openFromCard}
      className="flex cursor-pointer flex-col gap-4 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-primary"
    >
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="flex min-w-0 items-center gap-2 font-semibold">
            <Link to={href} className="min-w-0 hover:underline">
              <TruncatedName name={name} />
            </Link>
            {unread > 0 ? <UnreadBadge count={unread} className="shrink-0" /> : null}
          </h3>
          <p dir="auto" className="line-clamp-2 min-h-10 text-sm text-fg-muted">
            {project.description}
          </p>
        </div>
        <StatusBadge status={project.status} />
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-fg-muted">{t('projects.card.progress')}</span>
          <span className="font-medium tabular-nums">
            {t('projects.card.progressValue', { value: project.progress })}
          </span>
        </div>
        <ProgressBar value={project.progress} label={t('projects.card.progress')} />
        <p className="text-xs text-fg-muted">
          {t('projects.card.tasksCompleted', {
            completed: project.tasks.completed,
            total: project.tasks.total,
          })}
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <TeamAvatars team={project.team} showMore={false} />
        <span className="inline-flex items-center gap-1.5 text-xs font-medium">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${active ? 'bg-emerald-500' : 'bg-slate-400'}`}
          />
          {active ? t('projects.card.active') : t('projects.card.inactive')}
        </span>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-fg-muted">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {project.due_date
            ? t('projects.card.due', { date: date(project.due_date, { dateStyle: 'medium' }) })
            : t('projects.card.noDueDate')}
        </span>
        <span>
          {t('projects.card.created', { date: date(project.created_at, { dateStyle: 'medium' }) })}
        </span>
      </div>

      <div className="mt-auto grid grid-cols-2 gap-2 border-t border-border pt-4">
        {project.can.create_tasks ? (
          <Link
            to={`${href}/tasks?new=task`}
            className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
          >
            {t('projects.card.addTask')}
          </Link>
        ) : null}
        <Link
          to={href}
          className={buttonClass(
            'primary',
            'sm',
            project.can.create_tasks ? 'whitespace-nowrap' : 'col-span-2',
          )}
        >
          {t('projects.card.viewDetails')}
        </Link>
        {project.can.invite ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'col-span-2')}
            onClick={() => onAddMember(project)}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('projects.card.addMember')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** The dashed "Create New Project" card at the end of the grid. */
export function CreateProjectCard({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-border p-5 text-center text-fg-muted transition-colors hover:border-primary hover:text-primary"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        <Plus aria-hidden="true" className="size-6" />
      </span>
      <span className="font-semibold text-fg">{t('projects.list.createCard')}</span>
      <span className="text-sm">{t('projects.list.createCardBody')}</span>
    </button>
  );
}
