import type { Clock } from '@crewline/shared/domain/calendar-day';
import { DASHBOARD_RECENT_PROJECTS } from '@crewline/shared/limits';
import { FolderKanban, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Task } from '../../../api/tasks/types.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { DashboardData } from '../hooks/use-dashboard-data.ts';
import { ProjectSummaryCard } from './project-summary-card.tsx';
import { QuickActions } from './quick-actions.tsx';
import { TasksDueFirst } from './tasks-due-first.tsx';

type ListViewProps = {
  data: DashboardData;
  clock: Clock;
  onOpenTask: (task: Task) => void;
  onNewProject: () => void;
};

/** The List view: Recent Projects beside Quick Actions and Tasks Due First. */
export function ListView({ data, clock, onOpenTask, onNewProject }: ListViewProps) {
  const { t } = useTranslation();
  const recent = data.projects.slice(0, DASHBOARD_RECENT_PROJECTS);

  let projects;
  if (data.projectsLoading) {
    projects = (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
      </div>
    );
  } else if (recent.length === 0) {
    projects = (
      <EmptyState
        icon={FolderKanban}
        title={t('overview.list.emptyTitle')}
        body={t('overview.list.emptyBody')}
        action={
          <button type="button" className={buttonClass('primary')} onClick={onNewProject}>
            <Plus aria-hidden="true" className="size-4" />
            {t('overview.list.createProject')}
          </button>
        }
      />
    );
  } else {
    projects = (
      <ul className="flex flex-col gap-3">
        {recent.map((project) => (
          <li key={project.id}>
            <ProjectSummaryCard
              project={project}
              timeZone={clock.timeZone}
              onOpenTask={onOpenTask}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section className="flex min-w-0 flex-col gap-3 lg:col-span-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('overview.list.recentProjects')}</h2>
          <Link
            to="/dashboard/projects"
            className="-me-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary hover:underline"
          >
            {t('overview.list.viewAll')}
          </Link>
        </div>
        {projects}
      </section>
      <div className="flex min-w-0 flex-col gap-6">
        <QuickActions projects={data.projects} onNewProject={onNewProject} />
        <TasksDueFirst
          tasks={data.tasks}
          projectsById={data.projectsById}
          clock={clock}
          loading={data.tasksLoading}
          onOpenTask={onOpenTask}
        />
      </div>
    </div>
  );
}
