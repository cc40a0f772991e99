import { ArrowLeft, FolderX, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation, useParams, useSearchParams } from 'react-router';
import { TASK_PARAM } from '@crewline/shared/domain/item-links';
import { ApiError } from '../../api/api-error.ts';
import type { Project } from '../../api/projects/types.ts';
import { useProject } from '../../api/projects/use-project.ts';
import { timelineQuery } from '../../api/schedule/use-schedule.ts';
import { projectTasksQuery } from '../../api/tasks/use-project-tasks.ts';
import { useReadAhead, type ReadAhead } from '../../api/use-read-ahead.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { projectDisplayName } from '../../features/projects/project-name.ts';
import { StatusBadge } from '../../features/projects/status-badge.tsx';
import { AdvancedTab } from './advanced-tab.tsx';
import { ChatTab } from './chat-tab.tsx';
import { OnlineCount } from './components/online-count.tsx';
import { useProjectLive } from './hooks/use-project-live.ts';
import { OverviewTab } from './overview-tab.tsx';
import { TasksTab } from './tasks-tab.tsx';
import { TimeTab } from './time-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { GanttTab } from './gantt-tab.tsx';
import { ResourcesTab } from './resources-tab.tsx';
import { SprintsTab } from './sprints-tab.tsx';
import { MilestonesTab } from './milestones-tab.tsx';
import { TeamTab } from './team-tab.tsx';
import { TruncatedName } from '../../components/truncated-name.tsx';

type TabKey =
  | 'overview'
  | 'tasks'
  | 'team'
  | 'chat'
  | 'time'
  | 'files'
  | 'resources'
  | 'sprints'
  | 'milestones'
  | 'gantt'
  | 'advanced';

/** Tabs addressed by `?tab=` rather than a path of their own. */
const QUERY_TABS = [
  'chat',
  'time',
  'files',
  'resources',
  'sprints',
  'milestones',
  'gantt',
] as const;

/** Which tab an address shows: /tasks, /team, /advanced, ?tab=chat|time|files|resources|sprints|milestones|gantt, else the overview. */
function tabFromLocation(pathname: string, tabParam: string | null): TabKey {
  const byQuery = QUERY_TABS.find((tab) => tab === tabParam);
  if (byQuery) return byQuery;
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'tasks' || last === 'team' || last === 'advanced' ? last : 'overview';
}

function Problem({ icon, title, body }: { icon: ReactNode; title: string; body?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 text-center"
    >
      {icon}
      <h1 className="text-xl font-semibold">{title}</h1>
      {body ? <p className="text-sm text-fg-muted">{body}</p> : null}
      <Link to="/dashboard/projects" className={buttonClass('primary')}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('projects.page.backToProjects')}
      </Link>
    </div>
  );
}

function TabNav({ project, current }: { project: Project; current: TabKey }) {
  const { t } = useTranslation();
  const base = `/dashboard/projects/${project.id}`;
  const tabs: { key: TabKey; to: string }[] = [
    { key: 'overview', to: base },
    { key: 'tasks', to: `${base}/tasks` },
    { key: 'team', to: `${base}/team` },
    { key: 'chat', to: `${base}?tab=chat` },
    { key: 'time', to: `${base}?tab=time` },
    { key: 'files', to: `${base}?tab=files` },
    { key: 'resources', to: `${base}?tab=resources` },
    { key: 'sprints', to: `${base}?tab=sprints` },
    { key: 'milestones', to: `${base}?tab=milestones` },
    { key: 'gantt', to: `${base}?tab=gantt` },
    ...(project.can.open_advanced ? [{ key: 'advanced' as const, to: `${base}/advanced` }] : []),
  ];
  return (
    <nav
      aria-label={t('projects.page.sections')}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-1 border-b border-border">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end
              aria-current={current === tab.key ? 'page' : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                current === tab.key
                  ? 'border-primary text-primary'
                  : 'border-transparent text-fg-muted hover:text-fg'
              }`}
            >
              {t(`projects.page.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The large read a tab shows beside the project (the board, the timeline): started with the
 * project's own read instead of after it, since the tab waits for both.
 */
function tabReadAhead(tab: TabKey, projectId: string): ReadAhead | null {
  if (!projectId) return null;
  if (tab === 'tasks') return projectTasksQuery(projectId);
  if (tab === 'gantt') return timelineQuery(projectId);
  return null;
}

/** /dashboard/projects/{id} with /tasks, /team and /advanced: one project view with tabs. */
export function ProjectPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const query = useProject(projectId);
  const project = query.data;
  useReadAhead(tabReadAhead(tabFromLocation(pathname, params.get('tab')), projectId));
  useProjectLive(projectId);
  useDocumentTitle(project ? projectDisplayName(project.title, t) : t('projects.list.title'));

  if (!projectId) return <Problem icon={null} title={t('projects.page.noId')} />;
  // Links stored before tasks had one address (`/dashboard/projects/<id>?task=<id>`) still open
  // the task: its dialog lives on the Tasks tab, which the overview has no place for.
  if (params.has(TASK_PARAM) && tabFromLocation(pathname, params.get('tab')) === 'overview') {
    return <Navigate replace to={`${pathname.replace(/\/+$/, '')}/tasks${search}`} />;
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <Problem
          icon={<FolderX aria-hidden="true" className="size-10 text-fg-muted" />}
          title={t('projects.page.notFound')}
          body={t('projects.page.notFoundBody')}
        />
      );
    }
    if (status === 403) {
      return (
        <Problem
          icon={<ShieldAlert aria-hidden="true" className="size-10 text-amber-500" />}
          title={t('projects.page.noPermission')}
        />
      );
    }
    return (
      <div
        role="alert"
        className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 text-center"
      >
        <h1 className="text-xl font-semibold">{t('projects.page.loadFailed')}</h1>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => void query.refetch()}
        >
          {t('projects.list.retry')}
        </button>
      </div>
    );
  }
  if (!project) return <PageSkeleton label={t('projects.page.loading')} />;

  const tab = tabFromLocation(pathname, params.get('tab'));
  // The chat runs full-screen: below desktop width its tab keeps only the project's
  // name and the tabs above it, so the conversation gets the height.
  const chat = tab === 'chat';
  return (
    <div className={`flex flex-col ${chat ? 'gap-3 lg:gap-6' : 'gap-6'}`}>
      <header className="flex flex-col gap-3">
        <Link
          to="/dashboard/projects"
          className={`${chat ? 'hidden lg:inline-flex' : 'inline-flex'} min-h-11 items-center gap-1.5 self-start text-sm text-fg-muted hover:text-fg`}
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('projects.page.backToProjects')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <TruncatedName
            as="h1"
            name={projectDisplayName(project.title, t)}
            className={`font-bold tracking-tight ${chat ? 'text-xl lg:text-2xl' : 'text-2xl'}`}
          />
          <span className={chat ? 'hidden lg:contents' : 'contents'}>
            <StatusBadge status={project.status} />
            <span className="text-sm text-fg-muted">
              {t('projects.overview.yourRole', { role: t(`projects.roles.${project.role}`) })}
            </span>
            <OnlineCount team={project.team} />
          </span>
        </div>
      </header>
      <TabNav project={project} current={tab} />
      {tab === 'overview' ? <OverviewTab project={project} /> : null}
      {tab === 'tasks' ? <TasksTab project={project} /> : null}
      {tab === 'team' ? <TeamTab project={project} /> : null}
      {tab === 'chat' ? <ChatTab project={project} /> : null}
      {tab === 'time' ? <TimeTab project={project} /> : null}
      {tab === 'files' ? <FilesTab project={project} /> : null}
      {tab === 'resources' ? <ResourcesTab project={project} /> : null}
      {tab === 'sprints' ? <SprintsTab project={project} /> : null}
      {tab === 'milestones' ? <MilestonesTab project={project} /> : null}
      {tab === 'gantt' ? <GanttTab project={project} /> : null}
      {tab === 'advanced' ? <AdvancedTab project={project} /> : null}
    </div>
  );
}
