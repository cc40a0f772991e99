import type {
  ScheduleChangeBody,
  ScheduleDaysJson,
  TimelineJson,
} from '@crewline/shared/contracts/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import type { Project } from '../../api/projects/types.ts';
import { useUpdateProject } from '../../api/projects/use-update-project.ts';
import { scheduleKeys } from '../../api/schedule/query-keys.ts';
import {
  useApplySchedule,
  usePreviewSchedule,
  useTimeline,
} from '../../api/schedule/use-schedule.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { inputClass } from '../../components/text-field.tsx';
import { GanttChart } from '../../features/roadmaps/gantt/gantt-chart.tsx';
import type { DaySpan, GanttScale } from '../../features/roadmaps/gantt/gantt-layout.ts';
import { GanttList } from '../../features/roadmaps/gantt/gantt-list.tsx';
import type { GanttBar, GanttLink } from '../../features/roadmaps/gantt/gantt-types.ts';
import { projectDisplayName } from '../../features/projects/project-name.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

const SCALES: readonly GanttScale[] = ['day', 'week', 'month'];
const VIEWS = ['chart', 'list'] as const;
type View = (typeof VIEWS)[number];
const DAY_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** The timeline as the chart's rows: tasks in the server's order, then milestones by start. */
function barsOf(timeline: TimelineJson, canEdit: boolean): GanttBar[] {
  const tasks = timeline.tasks.map((task): GanttBar => ({
    id: task.id,
    kind: 'task',
    title: task.title,
    span: { start: task.start_date ?? task.due_date, end: task.due_date },
    critical: task.critical,
    done: task.status === 'done',
    movable: canEdit,
    slackDays: task.slack_days,
  }));
  const milestones = [...timeline.milestones]
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name))
    .map((milestone): GanttBar => ({
      id: milestone.id,
      kind: 'milestone',
      title: milestone.name,
      span: { start: milestone.start_date, end: milestone.due_date },
      critical: false,
      done: false,
      movable: false,
      slackDays: null,
    }));
  return [...tasks, ...milestones];
}

/** A move being looked at: which task, to which days. */
type Pending = { title: string; body: ScheduleChangeBody };

/**
 * The project's Gantt: its tasks with dates and its milestones on a day, week or month scale,
 * the links between tasks (broken ones red in manual mode), the critical path and today. Moving
 * a bar (dragging, or the arrow keys then Enter) previews what else would move, outlined on the
 * chart and listed in a dialog, and applies it only when confirmed. A table shows the same for
 * anyone who would rather read it.
 */
export function GanttTab({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { date, locale } = useFormatters();
  const queryClient = useQueryClient();
  const timeline = useTimeline(project.id);
  const preview = usePreviewSchedule(project.id);
  const apply = useApplySchedule(project.id);
  const updateProject = useUpdateProject(project.id);
  const [scale, setScale] = useState<GanttScale>('week');
  const [view, setView] = useState<View>('chart');
  const [pending, setPending] = useState<Pending | null>(null);
  const modeId = useId();
  const name = projectDisplayName(project.title, t);

  const data = timeline.data;
  const bars = useMemo(
    () => (data ? barsOf(data, project.can.edit_tasks) : []),
    [data, project.can.edit_tasks],
  );
  const links = useMemo<GanttLink[]>(
    () =>
      (data?.dependencies ?? []).map((link) => ({
        from: link.blocker_task_id,
        to: link.blocked_task_id,
        violated: link.violated,
      })),
    [data],
  );
  const titles = useMemo(() => {
    const byId = new Map<string, string>();
    for (const task of data?.tasks ?? []) byId.set(task.id, task.title);
    for (const task of data?.external_tasks ?? []) byId.set(task.id, task.title);
    for (const move of preview.data?.moves ?? []) byId.set(move.id, move.title);
    return byId;
  }, [data, preview.data]);
  const outlines = useMemo(() => {
    if (!pending || !preview.data) return undefined;
    const spans = new Map<string, DaySpan>();
    for (const move of preview.data.moves) {
      if (move.to.due_date === null) continue;
      spans.set(move.id, { start: move.to.start_date ?? move.to.due_date, end: move.to.due_date });
    }
    return spans;
  }, [pending, preview.data]);

  // A refused apply names what the caller may not change; the preview already says which.
  const refused =
    apply.error instanceof ApiError && apply.error.status === 403
      ? (preview.data?.moves ?? []).filter((move) => !move.can_edit).map((move) => move.title)
      : [];

  const day = (value: string) => date(new Date(`${value}T12:00:00Z`), DAY_FORMAT);
  const days = ({ start_date, due_date }: ScheduleDaysJson) => {
    if (due_date === null) return '—';
    return start_date === null || start_date === due_date
      ? day(due_date)
      : `${day(start_date)} – ${day(due_date)}`;
  };

  const startMove = (bar: GanttBar, span: DaySpan) => {
    const body = { task_id: bar.id, start_date: span.start, due_date: span.end };
    setPending({ title: bar.title, body });
    apply.reset();
    preview.mutate(body);
  };
  const close = () => {
    setPending(null);
    preview.reset();
    apply.reset();
  };
  const confirm = () => {
    if (!pending) return;
    apply.mutate(pending.body, { onSuccess: close });
  };
  const changeMode = (mode: 'auto' | 'manual') =>
    updateProject.mutate(
      { scheduling_mode: mode },
      {
        onSuccess: () =>
          void queryClient.invalidateQueries({ queryKey: scheduleKeys.timeline(project.id) }),
      },
    );

  if (timeline.isPending) {
    return (
      <p role="status" className="text-sm text-fg-muted">
        {t('gantt.loading')}
      </p>
    );
  }
  if (timeline.isError || !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm">{t('gantt.loadFailed')}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void timeline.refetch()}
        >
          {t('gantt.retry')}
        </button>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${modeId}-title`} className="flex min-w-0 flex-col gap-4">
      <h2 id={`${modeId}-title`} className="sr-only">
        {t('gantt.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t(`gantt.modes.${data.scheduling_mode}`)}</p>
      <div className="flex flex-wrap items-end gap-3">
        {project.can.set_scheduling_mode ? (
          <label htmlFor={modeId} className="flex flex-col gap-1 text-sm font-medium">
            {t('gantt.mode')}
            <select
              id={modeId}
              className={inputClass}
              value={project.scheduling_mode}
              disabled={updateProject.isPending}
              onChange={(event) => changeMode(event.target.value as 'auto' | 'manual')}
            >
              <option value="auto">{t('gantt.modeOptions.auto')}</option>
              <option value="manual">{t('gantt.modeOptions.manual')}</option>
            </select>
          </label>
        ) : null}
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('gantt.scale')}>
          {SCALES.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={scale === key}
              className={buttonClass(scale === key ? 'primary' : 'secondary', 'sm')}
              onClick={() => setScale(key)}
            >
              {t(`gantt.scales.${key}`)}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-1" role="group" aria-label={t('gantt.view')}>
          {VIEWS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={view === key}
              className={buttonClass(view === key ? 'primary' : 'secondary', 'sm')}
              onClick={() => setView(key)}
            >
              {t(`gantt.views.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {updateProject.isError ? (
        <FormAlert tone="error">
          {describeError(updateProject.error, t, t('gantt.modeFailed'))}
        </FormAlert>
      ) : null}
      {bars.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('gantt.empty')}</p>
      ) : view === 'chart' ? (
        <GanttChart
          bars={bars}
          links={links}
          today={data.today}
          scale={scale}
          preview={outlines}
          onMove={project.can.edit_tasks ? startMove : undefined}
          label={t('gantt.chartLabel', { name })}
        />
      ) : (
        <GanttList bars={bars} links={links} caption={t('gantt.listCaption', { name })} />
      )}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('gantt.preview.title', { title: pending?.title ?? '' })}
      >
        <div className="flex flex-col gap-4 text-sm">
          {preview.isPending ? <p role="status">{t('gantt.preview.loading')}</p> : null}
          {preview.isError ? (
            <FormAlert tone="error">
              {describeError(preview.error, t, t('gantt.preview.failed'))}
            </FormAlert>
          ) : null}
          {preview.data ? (
            <>
              <div className="flex flex-col gap-1">
                <p className="font-medium">{t('gantt.preview.moves')}</p>
                <ul className="list-disc ps-5">
                  {preview.data.moves.map((move) => (
                    <li key={`${move.kind}:${move.id}`}>
                      {t('gantt.preview.move', {
                        name: move.title,
                        from: days(move.from),
                        to: days(move.to),
                      })}
                    </li>
                  ))}
                  {preview.data.hidden_moves > 0 ? (
                    <li>{t('gantt.preview.hidden', { count: preview.data.hidden_moves })}</li>
                  ) : null}
                </ul>
              </div>
              {preview.data.violations.length > 0 ? (
                <div className="flex flex-col gap-1">
                  <p className="font-medium text-red-700 dark:text-red-300">
                    {t('gantt.preview.violations')}
                  </p>
                  <ul className="list-disc ps-5">
                    {preview.data.violations.map((violation) => (
                      <li key={`${violation.blocker_task_id}>${violation.blocked_task_id}`}>
                        {t('gantt.preview.violation', {
                          blocker: titles.get(violation.blocker_task_id) ?? '—',
                          blocked: titles.get(violation.blocked_task_id) ?? '—',
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          ) : null}
          {apply.isError ? (
            <FormAlert tone="error">
              {describeError(apply.error, t, t('gantt.preview.applyFailed'))}
              {refused.length > 0 ? (
                <span className="block">
                  {t('gantt.preview.refused', {
                    names: new Intl.ListFormat(locale).format(refused),
                  })}
                </span>
              ) : null}
            </FormAlert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClass('secondary')} onClick={close}>
              {t('gantt.preview.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!preview.data || apply.isPending}
              onClick={confirm}
            >
              {apply.isPending ? t('gantt.preview.applying') : t('gantt.preview.apply')}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
