import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { MILESTONE_STATUSES } from '@crewline/shared/roadmaps/milestone-status';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import { Download, Map as MapIcon, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../api/files/download.ts';
import { useRoadmaps } from '../../api/roadmaps/use-roadmaps.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { RoadmapCard } from '../../features/roadmaps/roadmap-card.tsx';
import { useDayFormat } from '../../features/roadmaps/roadmap-dates.ts';
import { RoadmapDetail } from '../../features/roadmaps/roadmap-detail.tsx';
import {
  filterRoadmaps,
  NO_FILTER,
  roadmapProjects,
  roadmapTiles,
  type RoadmapFilter,
} from '../../features/roadmaps/roadmap-filters.ts';
import { RoadmapForm } from '../../features/roadmaps/roadmap-form.tsx';
import { RoadmapGanttView } from '../../features/roadmaps/roadmap-gantt-view.tsx';
import {
  ROADMAP_COLUMNS,
  RoadmapTable,
  roadmapCells,
} from '../../features/roadmaps/roadmap-table.tsx';
import { RoadmapTimeline } from '../../features/roadmaps/roadmap-timeline.tsx';
import { browserClock } from '../../i18n/local-days.ts';
import { exportFileName, tableCsv } from '../data-visualization/chart-csv.ts';
import { chartPng, chartSvg } from '../data-visualization/chart-png.ts';

const VIEWS = ['card', 'list', 'gantt', 'timeline'] as const;
type View = (typeof VIEWS)[number];

/**
 * /dashboard/roadmaps: the viewer's roadmaps (their own and those shared with the members of
 * their projects) as cards, a list, a Gantt of their milestones or a timeline; searched and
 * filtered by status and project; exported as CSV (as filtered) and PNG (the timeline). The tiles
 * count the milestones shown: how many are at risk, and the health score.
 */
export function RoadmapsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.roadmaps.title'));
  const roadmaps = useRoadmaps();
  const day = useDayFormat();
  const [filter, setFilter] = useState<RoadmapFilter>(NO_FILTER);
  const [view, setView] = useState<View>('card');
  const [viewing, setViewing] = useState<RoadmapJson | null>(null);
  const [editing, setEditing] = useState<RoadmapJson | 'new' | null>(null);
  const [pngFailed, setPngFailed] = useState(false);
  const timelineRef = useRef<SVGSVGElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const today = todayFor(browserClock());

  const all = useMemo(() => roadmaps.data ?? [], [roadmaps.data]);
  const shown = useMemo(() => filterRoadmaps(all, filter), [all, filter]);
  const projects = useMemo(() => roadmapProjects(all), [all]);
  const tiles = roadmapTiles(shown);
  // The dialog shows the roadmap as it is now, live, not as it was when opened.
  const viewed = viewing ? (all.find((roadmap) => roadmap.id === viewing.id) ?? null) : null;

  const downloadCsv = () => {
    const head = ROADMAP_COLUMNS.map((column) => t(`roadmaps.columns.${column}`));
    const rows = shown.map((roadmap) =>
      roadmapCells(roadmap, (status) => t(`roadmaps.statuses.${status}`), day),
    );
    const blob = new Blob([tableCsv(head, rows)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, exportFileName(t('roadmaps.export.fileName'), new Date(), 'csv'));
  };

  const downloadPng = async () => {
    setPngFailed(false);
    try {
      const drawing = timelineRef.current?.parentElement;
      if (!drawing) return;
      const title = t('pages.roadmaps.title');
      const image = chartSvg(drawing, title, titleRef.current ?? drawing);
      saveBlob(
        await chartPng(image),
        exportFileName(t('roadmaps.export.fileName'), new Date(), 'png'),
      );
    } catch {
      setPngFailed(true);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={titleRef} className="text-2xl font-semibold">
          {t('pages.roadmaps.title')}
        </h1>
        <button type="button" className={buttonClass()} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('roadmaps.newRoadmap')}
        </button>
      </header>

      {roadmaps.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : roadmaps.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('roadmaps.loadFailed')}</FormAlert>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void roadmaps.refetch()}
          >
            {t('roadmaps.retry')}
          </button>
        </div>
      ) : all.length === 0 ? (
        <EmptyState
          icon={MapIcon}
          title={t('pages.roadmaps.emptyTitle')}
          body={t('roadmaps.emptyBody')}
        />
      ) : (
        <>
          <section className="grid gap-3 sm:grid-cols-2" aria-label={t('pages.roadmaps.title')}>
            <div className="rounded-xl border border-border bg-surface p-4">
              <h2 className="text-sm text-muted-fg">{t('roadmaps.tiles.atRisk')}</h2>
              <p className="text-2xl font-semibold">{tiles.atRisk}</p>
              <p className="text-xs text-muted-fg">
                {tiles.milestones === 0
                  ? t('roadmaps.tiles.none')
                  : t('roadmaps.tiles.atRiskHint', { count: tiles.milestones })}
              </p>
            </div>
            <div className="rounded-xl border border-border bg-surface p-4">
              <h2 className="text-sm text-muted-fg">{t('roadmaps.tiles.health')}</h2>
              <p className="text-2xl font-semibold">
                {tiles.health === null ? '—' : `${tiles.health}%`}
              </p>
              <p className="text-xs text-muted-fg">{t('roadmaps.tiles.healthHint')}</p>
            </div>
          </section>

          <div className="flex flex-wrap items-end gap-3">
            <label className="flex min-w-48 flex-1 flex-col gap-1.5 text-sm font-medium">
              {t('roadmaps.search')}
              <input
                type="search"
                className={inputClass}
                value={filter.search}
                onChange={(event) => setFilter({ ...filter, search: event.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('roadmaps.status')}
              <select
                className={inputClass}
                value={filter.status}
                onChange={(event) =>
                  setFilter({ ...filter, status: event.target.value as RoadmapFilter['status'] })
                }
              >
                <option value="">{t('roadmaps.allStatuses')}</option>
                {MILESTONE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`roadmaps.statuses.${status}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('roadmaps.project')}
              <select
                className={inputClass}
                value={filter.projectId}
                onChange={(event) => setFilter({ ...filter, projectId: event.target.value })}
              >
                <option value="">{t('roadmaps.allProjects')}</option>
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex flex-wrap gap-1" role="group" aria-label={t('roadmaps.view')}>
              {VIEWS.map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={view === key}
                  className={buttonClass(view === key ? 'primary' : 'secondary', 'sm')}
                  onClick={() => setView(key)}
                >
                  {t(`roadmaps.views.${key}`)}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('roadmaps.export.pngLabel')}
                onClick={() => void downloadPng()}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('roadmaps.export.png')}
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('roadmaps.export.csvLabel')}
                onClick={downloadCsv}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('roadmaps.export.csv')}
              </button>
            </div>
          </div>
          {pngFailed ? <FormAlert tone="error">{t('roadmaps.export.pngFailed')}</FormAlert> : null}

          {shown.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('roadmaps.noMatch')}</p>
          ) : view === 'card' ? (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((roadmap) => (
                <li key={roadmap.id} className="flex">
                  <RoadmapCard
                    roadmap={roadmap}
                    onView={() => setViewing(roadmap)}
                    onEdit={() => setEditing(roadmap)}
                  />
                </li>
              ))}
            </ul>
          ) : view === 'list' ? (
            <RoadmapTable roadmaps={shown} onView={setViewing} />
          ) : view === 'gantt' ? (
            <RoadmapGanttView roadmaps={shown} today={today} />
          ) : null}
          {/* The timeline is also the PNG export's drawing, so it is kept in the page (out of
              sight) in the other views. */}
          <div
            className={
              view === 'timeline' && shown.length > 0
                ? 'overflow-x-auto rounded-xl border border-border bg-surface p-2'
                : 'pointer-events-none fixed -start-[10000px] top-0 w-[800px]'
            }
            aria-hidden={view === 'timeline' && shown.length > 0 ? undefined : true}
          >
            {shown.some((roadmap) => roadmap.start_date) ? (
              <div className="min-w-[640px]">
                <RoadmapTimeline ref={timelineRef} roadmaps={shown} today={today} />
              </div>
            ) : view === 'timeline' ? (
              <p className="p-2 text-sm text-muted-fg">{t('roadmaps.timeline.empty')}</p>
            ) : null}
          </div>
        </>
      )}

      {editing ? (
        <RoadmapForm
          key={editing === 'new' ? 'new' : editing.id}
          open
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <RoadmapDetail roadmap={viewed} onClose={() => setViewing(null)} />
    </div>
  );
}
