import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GanttChart } from './gantt/gantt-chart.tsx';
import type { GanttBar } from './gantt/gantt-types.ts';

/**
 * The milestones of the roadmaps shown on a Gantt chart, each once, named with its project. Read
 * only here: a milestone's days are changed in its project.
 */
export function RoadmapGanttView({
  roadmaps,
  today,
}: {
  roadmaps: readonly RoadmapJson[];
  today: string;
}) {
  const { t } = useTranslation();
  const bars = useMemo(() => {
    const seen = new Map<string, GanttBar>();
    for (const roadmap of roadmaps) {
      for (const milestone of roadmap.milestones) {
        if (seen.has(milestone.id)) continue;
        seen.set(milestone.id, {
          id: milestone.id,
          kind: 'milestone',
          title: `${milestone.name} · ${milestone.project_name}`,
          span: { start: milestone.start_date, end: milestone.due_date },
          critical: false,
          done: milestone.status === 'completed',
          movable: false,
          slackDays: null,
        });
      }
    }
    return [...seen.values()].sort(
      (a, b) => a.span.start.localeCompare(b.span.start) || a.title.localeCompare(b.title),
    );
  }, [roadmaps]);
  if (bars.length === 0)
    return <p className="text-sm text-muted-fg">{t('roadmaps.gantt.empty')}</p>;
  return (
    <GanttChart
      bars={bars}
      links={[]}
      today={today}
      scale="week"
      label={t('roadmaps.gantt.label')}
    />
  );
}
