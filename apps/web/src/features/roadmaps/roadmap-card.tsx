import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import { buttonClass } from '../../components/button-styles.ts';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useDayFormat } from './roadmap-dates.ts';
import { StatusBadge } from './roadmap-status.tsx';

/**
 * One roadmap as a card: title, description, progress, up to three of its team plus "+N", status,
 * start and end, and View (its milestones) and, for its creator, Edit.
 */
export function RoadmapCard({
  roadmap,
  onView,
  onEdit,
}: {
  roadmap: RoadmapJson;
  onView: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const hidden = roadmap.team.count - roadmap.team.members.length;
  return (
    <article
      aria-labelledby={`roadmap-${roadmap.id}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`roadmap-${roadmap.id}`} className="min-w-0 break-words text-base font-semibold">
          {roadmap.title}
        </h3>
        <StatusBadge status={roadmap.status} />
      </div>
      {roadmap.description ? (
        <p className="line-clamp-3 break-words text-sm text-muted-fg">{roadmap.description}</p>
      ) : null}
      <div className="flex flex-col gap-1">
        <div className="flex justify-between text-sm">
          <span>{t('roadmaps.card.progress')}</span>
          <span className="font-medium">{roadmap.progress}%</span>
        </div>
        <ProgressBar
          value={roadmap.progress}
          label={t('roadmaps.card.progressLabel', { title: roadmap.title })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-fg">
        <span>
          {roadmap.start_date && roadmap.end_date
            ? t('roadmaps.card.dates', {
                start: day(roadmap.start_date),
                end: day(roadmap.end_date),
              })
            : t('roadmaps.card.noDates')}
        </span>
        {roadmap.team.count > 0 ? (
          <span
            className="flex items-center -space-x-2 rtl:space-x-reverse"
            role="img"
            aria-label={t('roadmaps.card.team', {
              names: roadmap.team.members.map((person) => person.name).join(', '),
            })}
          >
            {roadmap.team.members.map((person) => (
              <Avatar key={person.id} name={person.name} src={person.avatar} size="sm" />
            ))}
            {hidden > 0 ? (
              <span className="ms-3 text-xs font-medium" aria-hidden="true">
                {t('roadmaps.card.more', { count: hidden })}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <p className="text-xs text-muted-fg">
        {roadmap.visibility === 'private' ? t('roadmaps.card.private') : t('roadmaps.card.shared')}
        {' · '}
        {t('roadmaps.card.by', { name: roadmap.owner.name })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-label={t('roadmaps.card.viewNamed', { title: roadmap.title })}
          onClick={onView}
        >
          {t('roadmaps.card.view')}
        </button>
        {roadmap.can_edit ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={t('roadmaps.card.editNamed', { title: roadmap.title })}
            onClick={onEdit}
          >
            {t('roadmaps.card.edit')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
