import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../../api/insights/use-insights.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { CreateProjectModal } from '../../features/projects/create-project-modal.tsx';
import { TaskDialogs } from '../../features/tasks/task-dialogs.tsx';
import { useTaskDialogs } from '../../features/tasks/use-task-dialogs.ts';
import { VoiceTaskLauncher } from '../../features/voice/voice-task-preview-launcher.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { CalendarView } from './components/calendar-view.tsx';
import { ListView } from './components/list-view.tsx';
import { StatsCards } from './components/stats-cards.tsx';
import { TimelineView } from './components/timeline-view.tsx';
import { ViewSwitch } from './components/view-switch.tsx';
import { Greeting } from './greeting.tsx';
import { useClock } from './hooks/use-clock.ts';
import { useDashboardData } from './hooks/use-dashboard-data.ts';
import { useDashboardView } from './hooks/use-dashboard-view.ts';

/** The dashboard overview: greeting, stats, and the list, calendar or timeline. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { date } = useFormatters();
  useDocumentTitle(t('dashboard.title'));
  const clock = useClock();
  const data = useDashboardData();
  // Month over month from the task history; the cards count from the lists until it answers.
  const overview = useOverview();
  const [view, setView] = useDashboardView();
  // The shared task dialogs: detail (with Edit Task when the caller may edit), edit and delete.
  const dialogs = useTaskDialogs();
  const [creatingProject, setCreatingProject] = useState(false);

  const shared = {
    projects: data.projects,
    tasks: data.tasks,
    projectsById: data.projectsById,
    clock,
    onOpenTask: dialogs.openDetail,
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Greeting name={user?.name} now={clock.now} />
          <p className="text-sm text-fg-muted">
            {t('dashboard.today', { date: date(clock.now, { dateStyle: 'full' }) })}
          </p>
        </div>
        {/* Speech to a task in the first recent project, confirmed in the preview. */}
        <VoiceTaskLauncher
          projects={data.projects}
          onTypeInstead={(projectId) => dialogs.openCreate({ projectId })}
        />
      </div>

      <StatsCards
        projects={data.projects}
        tasks={data.tasks}
        clock={clock}
        loading={data.projectsLoading || data.tasksLoading}
        monthOverMonth={overview.data?.month_over_month}
      />

      <ViewSwitch view={view} onChange={setView} />

      {view === 'list' ? (
        <ListView
          data={data}
          clock={clock}
          onOpenTask={dialogs.openDetail}
          onNewProject={() => setCreatingProject(true)}
        />
      ) : null}
      {view === 'calendar' ? <CalendarView {...shared} /> : null}
      {view === 'timeline' ? <TimelineView {...shared} /> : null}

      <TaskDialogs dialogs={dialogs} tasks={data.tasks} projects={data.projects} />
      <CreateProjectModal open={creatingProject} onOpenChange={setCreatingProject} />
    </div>
  );
}
