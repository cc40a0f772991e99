import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectMilestones } from '../../api/milestones/use-milestones.ts';
import { useProjectSprints } from '../../api/sprints/use-sprints.ts';
import { useProjects } from '../../api/projects/use-projects.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { inputClass } from '../../components/text-field.tsx';
import { BurndownTab } from './burndown-tab.tsx';
import { FlowTab } from './flow-tab.tsx';
import { QueryState } from './chart-parts.tsx';
import { AllProjectsOverview, ProjectRisk } from './overview-tab.tsx';
import { TimelineTab } from './timeline-tab.tsx';

const TABS = ['overview', 'timeline', 'burndown', 'flow'] as const;
type Tab = (typeof TABS)[number];

/**
 * Insights of the caller's projects: the overview and timeline of all of them, or one project's
 * risk, timeline with its sprints, burndown (a chosen window or a sprint's) with velocity, and
 * flow. Every chart has its table.
 * Task and sprint frames mark the charts stale, so they follow the board.
 */
export function DataVisualizationPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.dataVisualization.title'));
  const rtl = i18n.dir() === 'rtl';
  const projectSelectId = useId();
  const sprintSelectId = useId();
  const tabsId = useId();
  const projects = useProjects();
  const [projectId, setProjectId] = useState<string | null>(null);
  const [sprintId, setSprintId] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('overview');
  const sprints = useProjectSprints(projectId ?? '');
  const milestones = useProjectMilestones(projectId ?? '');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const sprint = sprints.data?.find((item) => item.id === sprintId) ?? null;
  // Burndown and Flow are about one project: with All Projects the overview and timeline remain.
  const tabs: readonly Tab[] = projectId ? TABS : ['overview', 'timeline'];
  const current: Tab = tabs.includes(tab) ? tab : 'overview';

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const key = tabs[next];
    if (key) setTab(key);
    tabRefs.current[next]?.focus();
  }

  let panel;
  if (current === 'overview')
    panel = projectId ? <ProjectRisk projectId={projectId} /> : <AllProjectsOverview rtl={rtl} />;
  else if (current === 'timeline')
    panel = (
      <QueryState query={projects}>
        {(list) => (
          <TimelineTab
            projects={projectId ? list.filter((project) => project.id === projectId) : list}
            sprints={projectId ? (sprints.data ?? []) : null}
            milestones={projectId ? (milestones.data ?? []) : null}
            today={new Intl.DateTimeFormat('en-CA').format(new Date())}
          />
        )}
      </QueryState>
    );
  else if (current === 'burndown' && projectId)
    panel = <BurndownTab projectId={projectId} sprint={sprint} rtl={rtl} />;
  else if (projectId) panel = <FlowTab projectId={projectId} rtl={rtl} />;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.dataVisualization.title')}</h1>
        <p className="text-sm text-fg-muted">{t('dataViz.subtitle')}</p>
      </header>
      <div className="flex min-w-0 flex-wrap gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor={projectSelectId} className="text-sm font-medium">
            {t('dataViz.projectLabel')}
          </label>
          <select
            id={projectSelectId}
            className={inputClass}
            value={projectId ?? ''}
            onChange={(event) => {
              setProjectId(event.target.value || null);
              setSprintId(null);
            }}
          >
            <option value="">{t('dataViz.allProjects')}</option>
            {(projects.data ?? []).map((project) => (
              <option key={project.id} value={project.id}>
                {project.title}
              </option>
            ))}
          </select>
        </div>
        {projectId ? (
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
            <label htmlFor={sprintSelectId} className="text-sm font-medium">
              {t('dataViz.sprintLabel')}
            </label>
            <select
              id={sprintSelectId}
              className={inputClass}
              value={sprintId ?? ''}
              onChange={(event) => setSprintId(event.target.value || null)}
            >
              <option value="">{t('dataViz.allSprints')}</option>
              {(sprints.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div
        role="tablist"
        aria-label={t('dataViz.tabsLabel')}
        className="flex min-w-0 gap-1 overflow-x-auto pb-1"
      >
        {tabs.map((key, index) => {
          const selected = key === current;
          return (
            <button
              key={key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={`${tabsId}-${key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${tabsId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                selected ? 'bg-primary text-primary-fg' : 'text-fg-muted hover:bg-muted'
              }`}
            >
              {t(`dataViz.tabs.${key}`)}
            </button>
          );
        })}
      </div>
      <div
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${current}`}
        className="min-w-0"
      >
        {panel}
      </div>
    </div>
  );
}
