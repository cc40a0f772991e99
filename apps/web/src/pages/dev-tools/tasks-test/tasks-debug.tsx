import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fetchProjects } from '../../../api/projects/projects-api.ts';
import { fetchTasks } from '../../../api/tasks/tasks-api.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { RawJson } from '../components/data-table.tsx';
import { ProjectsTable } from './projects-table.tsx';
import { TasksTable } from './tasks-table.tsx';

// Own keys: this page shows what the server answers now, apart from the app's live caches.
const projectsKey = ['devTools', 'projects'] as const;
const tasksKey = ['devTools', 'tasks'] as const;

/** GET /api/projects and GET /api/tasks for the signed-in user, with counts and a refetch. */
export function TasksDebug() {
  const { t } = useTranslation();
  const projects = useQuery({ queryKey: projectsKey, queryFn: fetchProjects, retry: false });
  const tasks = useQuery({ queryKey: tasksKey, queryFn: () => fetchTasks(), retry: false });
  const fetching = projects.isFetching || tasks.isFetching;
  const loading = projects.isPending || tasks.isPending;
  const projectNames = new Map(projects.data?.map((project) => [project.id, project.name]));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={fetching}
          onClick={() => void Promise.all([projects.refetch(), tasks.refetch()])}
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${fetching ? 'animate-spin' : ''}`} />
          {fetching && !loading ? t('devPages.common.refetching') : t('devPages.common.refetch')}
        </button>
        {projects.data && tasks.data ? (
          <p className="text-sm text-fg-muted" data-testid="tasks-counts">
            {t('devPages.tasks.counts', {
              projects: projects.data.length,
              tasks: tasks.data.length,
            })}
          </p>
        ) : null}
        <p className="text-sm text-fg-muted">{t('devPages.common.fieldNames')}</p>
      </div>
      <Panel
        title={t('devPages.tasks.projects', { count: projects.data?.length ?? 0 })}
        action={
          <code dir="ltr" className="text-xs text-fg-muted">
            GET /api/projects
          </code>
        }
      >
        {projects.isPending ? (
          <Skeleton className="h-24" />
        ) : projects.isError ? (
          <ErrorAlert error={projects.error} fallback={t('devPages.tasks.loadFailed')} />
        ) : projects.data.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('devPages.tasks.noProjects')}</p>
        ) : (
          <>
            <ProjectsTable projects={projects.data} />
            <RawJson label={t('devPages.common.rawJson')} value={projects.data} />
          </>
        )}
      </Panel>
      <Panel
        title={t('devPages.tasks.tasks', { count: tasks.data?.length ?? 0 })}
        action={
          <code dir="ltr" className="text-xs text-fg-muted">
            GET /api/tasks
          </code>
        }
      >
        {tasks.isPending ? (
          <Skeleton className="h-24" />
        ) : tasks.isError ? (
          <ErrorAlert error={tasks.error} fallback={t('devPages.tasks.loadFailed')} />
        ) : tasks.data.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('devPages.tasks.noTasks')}</p>
        ) : (
          <>
            <TasksTable tasks={tasks.data} projectNames={projectNames} />
            <RawJson label={t('devPages.common.rawJson')} value={tasks.data} />
          </>
        )}
      </Panel>
    </div>
  );
}
