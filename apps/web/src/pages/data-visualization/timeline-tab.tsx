import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../../api/milestones/milestones-api.ts';
import type { Project } from '../../api/projects/types.ts';
import type { Sprint } from '../../api/sprints/sprints-api.ts';
import { STATUS_COLOR } from '../../features/roadmaps/roadmap-status.tsx';
import { useFormatters } from '../../i18n/use-formatters.ts';
import {
  ChartEmpty,
  ChartFigure,
  DataTable,
  dayDate,
  LONG_DAY,
  SHORT_DAY,
} from './chart-parts.tsx';

const DAY_MS = 86_400_000;

/** A project's calendar day of an instant, in its own time zone (where its days are counted). */
function dayIn(instant: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
  } catch {
    return instant.slice(0, 10);
  }
}

/** A project's span: from its creation to its due day, earlier first; null without a due day. */
export function projectSpan(project: Project): { start: string; end: string } | null {
  if (!project.due_date) return null;
  const created = dayIn(project.created_at, project.time_zone);
  const due = project.due_date.slice(0, 10);
  return created <= due ? { start: created, end: due } : { start: due, end: created };
}

type Span = { start: string; end: string };

/**
 * The projects on a time axis, from their start (creation) to their due day, each chosen
 * project's sprints as bars in its row: open sprints solid, closed ones pale and dashed; its
 * milestones as a thin bar from start to due day ending in a diamond on the due day, named. A
 * project without a due day is listed, not drawn. Sprints come from one project's list, so they
 * show once a project is chosen (one request, not one per project). Bars are placed with logical
 * insets, so time runs right to left in a right-to-left language.
 */
export function TimelineTab({
  projects,
  sprints,
  milestones = null,
  today,
}: {
  projects: readonly Project[];
  /** The chosen project's sprints; null with All Projects. */
  sprints: readonly Sprint[] | null;
  /** The chosen project's milestones; null with All Projects. */
  milestones?: readonly Milestone[] | null;
  /** Today's calendar day, for the "today" line. */
  today: string;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const long = (day: string) => date(dayDate(day), LONG_DAY);
  const rows = projects.map((project) => ({ project, span: projectSpan(project) }));
  const spans: Span[] = [
    ...rows.flatMap((row) => (row.span ? [row.span] : [])),
    ...(sprints ?? []).map((sprint) => ({ start: sprint.start_date, end: sprint.end_date })),
    ...(milestones ?? []).map((m) => ({ start: m.start_date, end: m.due_date })),
  ];
  const title = t('dataViz.timeline.title');
  const sprintsNote = sprints === null ? t('dataViz.timeline.sprintsWhenChosen') : null;
  if (projects.length === 0) {
    return (
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <ChartEmpty>{t('dataViz.overview.noProjects')}</ChartEmpty>
      </section>
    );
  }
  const first = spans.reduce((min, span) => (span.start < min ? span.start : min), '9999-12-31');
  const last = spans.reduce((max, span) => (span.end > max ? span.end : max), '0000-01-01');
  const origin = dayDate(first).getTime();
  // Both ends included: a one-day span still has a width.
  const length = spans.length === 0 ? 1 : (dayDate(last).getTime() - origin) / DAY_MS + 1;
  const place = (span: Span): CSSProperties => {
    const from = (dayDate(span.start).getTime() - origin) / DAY_MS;
    const days = (dayDate(span.end).getTime() - dayDate(span.start).getTime()) / DAY_MS + 1;
    return {
      insetInlineStart: `${(from / length) * 100}%`,
      width: `max(${(days / length) * 100}%, 4px)`,
    };
  };
  const todayShown = spans.length > 0 && today >= first && today <= last;
  const todayStyle: CSSProperties = {
    insetInlineStart: `${(((dayDate(today).getTime() - origin) / DAY_MS + 0.5) / length) * 100}%`,
  };
  // The diamond sits on the middle of the due day, like the today line.
  const diamondAt = (day: string): CSSProperties => ({
    insetInlineStart: `${(((dayDate(day).getTime() - origin) / DAY_MS + 0.5) / length) * 100}%`,
  });
  const sprintState = (sprint: Sprint) =>
    sprint.closed_at ? t('dataViz.timeline.closed') : t('dataViz.timeline.open');

  const chart = (
    <div className="flex h-full min-w-0 flex-col gap-3 overflow-y-auto pe-1" tabIndex={0}>
      {spans.length > 0 ? (
        <div className="flex justify-between gap-2 text-xs text-fg-muted tabular-nums">
          <span>{date(dayDate(first), SHORT_DAY)}</span>
          <span>{date(dayDate(last), SHORT_DAY)}</span>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3">
        {rows.map(({ project, span }) => (
          <li key={project.id} className="flex min-w-0 flex-col gap-1">
            <span className="truncate text-sm font-medium">{project.title}</span>
            {span ? (
              <div className="relative h-5 rounded bg-muted">
                <div
                  className="absolute inset-y-0 rounded bg-primary/70"
                  style={place(span)}
                  title={`${project.title}: ${long(span.start)} – ${long(span.end)}`}
                />
                {todayShown ? (
                  <div className="absolute inset-y-0 w-px bg-red-600" style={todayStyle} />
                ) : null}
              </div>
            ) : (
              <span className="text-xs text-fg-muted">{t('dataViz.timeline.noDates')}</span>
            )}
            {(sprints ?? [])
              .filter((sprint) => sprint.project_id === project.id)
              .map((sprint) => (
                <div key={sprint.id} className="relative h-6">
                  <div
                    className={`absolute inset-y-0 flex items-center overflow-hidden rounded px-1 text-xs whitespace-nowrap ${
                      sprint.closed_at
                        ? 'border border-dashed border-fg-muted bg-surface text-fg-muted'
                        : 'bg-emerald-600 text-white'
                    }`}
                    style={place({ start: sprint.start_date, end: sprint.end_date })}
                    title={`${sprint.name} (${sprintState(sprint)}): ${long(sprint.start_date)} – ${long(sprint.end_date)}`}
                  >
                    <span className="truncate">{sprint.name}</span>
                  </div>
                </div>
              ))}
            {(milestones ?? [])
              .filter((milestone) => milestone.project_id === project.id)
              .map((milestone) => (
                <div
                  key={milestone.id}
                  className="relative h-6"
                  title={`${t('dataViz.timeline.milestoneDue', {
                    name: milestone.name,
                    day: long(milestone.due_date),
                  })} (${t(`roadmaps.statuses.${milestone.status}`)})`}
                >
                  <div
                    className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-fg-muted/50"
                    style={place({ start: milestone.start_date, end: milestone.due_date })}
                  />
                  <div
                    aria-hidden="true"
                    className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rotate-45 border border-surface rtl:translate-x-1/2"
                    style={{
                      ...diamondAt(milestone.due_date),
                      backgroundColor: STATUS_COLOR[milestone.status],
                    }}
                  />
                  <span className="absolute inset-y-0 start-0 flex items-center truncate text-xs">
                    <span className="sr-only">{t('dataViz.timeline.milestone')}: </span>
                    {milestone.name}
                  </span>
                </div>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );

  const tableRows = rows.flatMap(({ project, span }) => [
    [
      project.title,
      span ? long(span.start) : t('dataViz.timeline.noDates'),
      span ? long(span.end) : '—',
      '—',
    ],
    ...(sprints ?? [])
      .filter((sprint) => sprint.project_id === project.id)
      .map((sprint) => [
        t('dataViz.timeline.sprintRow', { name: sprint.name }),
        long(sprint.start_date),
        long(sprint.end_date),
        sprintState(sprint),
      ]),
    ...(milestones ?? [])
      .filter((milestone) => milestone.project_id === project.id)
      .map((milestone) => [
        t('dataViz.timeline.milestoneRow', { name: milestone.name }),
        long(milestone.start_date),
        long(milestone.due_date),
        t(`roadmaps.statuses.${milestone.status}`),
      ]),
  ]);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ChartFigure
        title={title}
        description={t('dataViz.timeline.description')}
        chart={chart}
        table={
          <DataTable
            caption={t('dataViz.timeline.caption')}
            head={[
              t('dataViz.timeline.name'),
              t('dataViz.timeline.start'),
              t('dataViz.timeline.end'),
              t('dataViz.timeline.sprintStatus'),
            ]}
            rows={tableRows}
          />
        }
      />
      {sprints && sprints.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-5 rounded bg-emerald-600" />
            {t('dataViz.timeline.openSprint')}
          </li>
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-5 rounded border border-dashed border-fg-muted"
            />
            {t('dataViz.timeline.closedSprint')}
          </li>
        </ul>
      ) : null}
      {sprintsNote ? <p className="text-sm text-fg-muted">{sprintsNote}</p> : null}
    </div>
  );
}
