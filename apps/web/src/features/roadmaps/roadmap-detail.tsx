import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/modal.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useDayFormat } from './roadmap-dates.ts';
import { StatusBadge } from './roadmap-status.tsx';

/** A roadmap opened: its milestones the viewer may see, each linking to its project's Gantt. */
export function RoadmapDetail({
  roadmap,
  onClose,
}: {
  roadmap: RoadmapJson | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  return (
    <Modal
      open={roadmap !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={roadmap?.title ?? ''}
      description={roadmap?.description || undefined}
      wide
    >
      {roadmap ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <StatusBadge status={roadmap.status} />
            <span>{roadmap.progress}%</span>
            {roadmap.start_date && roadmap.end_date ? (
              <span className="text-muted-fg">
                {t('roadmaps.card.dates', {
                  start: day(roadmap.start_date),
                  end: day(roadmap.end_date),
                })}
              </span>
            ) : null}
          </div>
          <h3 className="text-sm font-semibold">{t('roadmaps.detail.milestones')}</h3>
          {roadmap.milestones.length === 0 ? (
            <p className="text-sm text-muted-fg">{t('roadmaps.detail.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {roadmap.milestones.map((milestone) => (
                <li
                  key={milestone.id}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium break-words">{milestone.name}</span>
                    <StatusBadge status={milestone.status} />
                  </div>
                  <ProgressBar
                    value={milestone.progress}
                    label={t('roadmaps.card.progressLabel', { title: milestone.name })}
                  />
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-fg">
                    <span>
                      {t('roadmaps.card.dates', {
                        start: day(milestone.start_date),
                        end: day(milestone.due_date),
                      })}
                    </span>
                    <Link
                      className="text-primary underline-offset-2 hover:underline"
                      to={`/dashboard/projects/${milestone.project_id}?tab=gantt`}
                    >
                      {t('roadmaps.detail.open', { project: milestone.project_name })}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
