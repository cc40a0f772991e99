import { FILTER_ALL, filterTasks } from '@crewline/shared/domain/task-search';
import {
  DEFAULT_TASK_SORT,
  groupTasksByStatus,
  type TaskSortKey,
} from '@crewline/shared/domain/task-sort';
import { CheckCircle2, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useProjectSprints } from '../../api/sprints/use-sprints.ts';
import { useTasks } from '../../api/tasks/use-tasks.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { TasksLoadError, TasksLoading } from '../../features/board/board-load-state.tsx';
import { TaskBoard } from '../../features/board/task-board.tsx';
import { projectDisplayName } from '../../features/projects/project-name.ts';
import { NO_SPRINT, filterBySprint } from '../../features/sprints/sprint-filter.ts';
import { openFirst } from '../../features/sprints/sprint-order.ts';
import { TaskDialogs } from '../../features/tasks/task-dialogs.tsx';
import { useTaskDialogs } from '../../features/tasks/use-task-dialogs.ts';
import { VoiceTaskLauncher } from '../../features/voice/voice-task-preview-launcher.tsx';
import { TaskListView } from './components/task-list-view.tsx';
import { TasksToolbar, type TasksView } from './components/tasks-toolbar.tsx';

/** /dashboard/tasks: every task of the caller's projects as a grouped list or a board. */
export function TasksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tasks.screen.title'));
  const tasks = useTasks();
  const projects = useProjects();
  const dialogs = useTaskDialogs();
  const [params, setParams] = useSearchParams();
  const view: TasksView = params.get('view') === 'board' ? 'board' : 'list';
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState<string>(FILTER_ALL);
  const [priority, setPriority] = useState<string>(FILTER_ALL);
  const [sprint, setSprint] = useState<string>(FILTER_ALL);
  // Sprints belong to one project: they are offered once a project is filtered.
  const sprints = useProjectSprints(projectId === FILTER_ALL ? '' : projectId).data;
  const sprintChoices = useMemo(
    () => (projectId === FILTER_ALL ? [] : openFirst(sprints ?? [])),
    [projectId, sprints],
  );
  const [sort, setSort] = useState<TaskSortKey>(DEFAULT_TASK_SORT);

  const projectList = useMemo(() => projects.data ?? [], [projects.data]);
  const projectNames = useMemo(
    () => new Map(projectList.map((project) => [project.id, projectDisplayName(project.title, t)])),
    [projectList, t],
  );
  const all = useMemo(() => tasks.data ?? [], [tasks.data]);
  const visible = useMemo(
    // Search belongs to the list view only; the board shows every filtered task.
    () =>
      filterBySprint(
        filterTasks(all, { search: view === 'list' ? search : '', projectId, priority }),
        sprint,
      ),
    [all, view, search, projectId, priority, sprint],
  );
  const groups = useMemo(
    () => (view === 'list' ? groupTasksByStatus(visible, sort, projectNames) : []),
    [view, visible, sort, projectNames],
  );
  const canCreate = projectList.some((project) => project.can.create_tasks);
  const preset = projectId !== FILTER_ALL ? { projectId } : {};

  function content() {
    if (tasks.isPending) return <TasksLoading />;
    if (tasks.isError) return <TasksLoadError onRetry={() => void tasks.refetch()} />;
    if (all.length === 0) {
      return (
        <EmptyState
          icon={CheckCircle2}
          title={t('tasks.screen.emptyTitle')}
          body={t('tasks.screen.emptyBody')}
        />
      );
    }
    if (view === 'board') {
      return (
        <TaskBoard
          tasks={visible}
          canMove
          projectNames={projectNames}
          onAddTask={canCreate ? (status) => dialogs.openCreate({ ...preset, status }) : undefined}
          onOpen={dialogs.openDetail}
          onEdit={dialogs.openEdit}
          onDelete={dialogs.openDelete}
        />
      );
    }
    if (groups.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-sm text-fg-muted">{t('tasks.screen.noMatches')}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              setSearch('');
              setProjectId(FILTER_ALL);
              setPriority(FILTER_ALL);
              setSprint(FILTER_ALL);
            }}
          >
            {t('tasks.screen.clearFilters')}
          </button>
        </div>
      );
    }
    return (
      <TaskListView
        groups={groups}
        projectNames={projectNames}
        onOpen={dialogs.openDetail}
        onEdit={dialogs.openEdit}
        onDelete={dialogs.openDelete}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6 pb-20">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('tasks.screen.title')}</h1>
          <p className="text-fg-muted">{t('tasks.screen.subtitle')}</p>
        </div>
        {/* The filtered project, else the first recent one, takes a task said aloud. */}
        <VoiceTaskLauncher
          projects={projectList}
          defaultProjectId={projectId !== FILTER_ALL ? projectId : undefined}
          onTypeInstead={(id) => dialogs.openCreate({ projectId: id })}
        />
      </header>
      <TasksToolbar
        view={view}
        onView={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'board') updated.set('view', 'board');
              else updated.delete('view');
              return updated;
            },
            { replace: true },
          )
        }
        search={search}
        onSearch={setSearch}
        projectId={projectId}
        onProject={(next) => {
          setProjectId(next);
          // Another project's sprint would match nothing there.
          if (sprint !== FILTER_ALL && sprint !== NO_SPRINT) setSprint(FILTER_ALL);
        }}
        sprint={sprint}
        onSprint={setSprint}
        sprints={sprintChoices.map((s) => ({
          id: s.id,
          name: s.name,
          closed: s.closed_at !== null,
        }))}
        priority={priority}
        onPriority={setPriority}
        sort={sort}
        onSort={setSort}
        projects={projectList.map((project) => ({
          id: project.id,
          name: projectNames.get(project.id) ?? '',
        }))}
      />
      {content()}
      {canCreate ? (
        <button
          type="button"
          onClick={() => dialogs.openCreate(preset)}
          aria-label={t('tasks.screen.addTask')}
          title={t('tasks.screen.addTask')}
          className="fixed end-5 bottom-24 z-20 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg transition-colors hover:bg-primary-hover md:end-8 md:bottom-8"
        >
          <Plus aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      <TaskDialogs dialogs={dialogs} tasks={all} projects={projectList} />
    </div>
  );
}
