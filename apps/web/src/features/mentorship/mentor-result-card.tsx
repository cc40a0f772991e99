import type { MentorSearchResultJson } from '@crewline/shared/contracts/mentorship-search';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles.ts';

/** Tags as small chips; nothing when there are none. */
function Tags({ label, tags }: { label: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} dir="auto" className="rounded bg-muted px-2 py-0.5 text-xs">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** One mentor found: who they are, how well they fit, and a request addressed to them. */
export function MentorResultCard({
  result,
  canRequest,
  onRequest,
}: {
  result: MentorSearchResultJson;
  canRequest: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation();
  const { mentor, userInfo } = result;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid={`mentor-${mentor.userId}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-medium break-words">{userInfo.fullName}</h3>
        <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium">
          {t('mentorship.search.match', { score: result.matchScore })}
        </span>
      </div>
      <p className="text-sm text-muted-fg">
        {[
          mentor.rating === null
            ? t('mentorship.search.unrated')
            : t('mentorship.search.rating', { rating: mentor.rating, count: mentor.ratingCount }),
          t('mentorship.search.years', { count: mentor.yearsExperience }),
          t('mentorship.search.given', { count: mentor.totalSessionsGiven }),
          t('mentorship.search.hours', { count: mentor.availabilityHoursPerWeek }),
          mentor.timezone,
        ].join(' · ')}
      </p>
      {mentor.bio ? <p className="text-sm break-words">{mentor.bio}</p> : null}
      <Tags label={t('mentorship.search.expertise')} tags={mentor.expertise} />
      <Tags
        label={t('mentorship.search.stack')}
        tags={[...mentor.languages, ...mentor.frameworks]}
      />
      {mentor.githubUsername ? (
        <p className="text-sm text-muted-fg">
          {t('mentorship.search.github', { name: mentor.githubUsername })}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass('primary', 'sm', 'self-start')}
        disabled={!canRequest}
        aria-label={t('mentorship.search.requestWith', { name: userInfo.fullName })}
        onClick={onRequest}
      >
        {t('mentorship.search.request')}
      </button>
    </li>
  );
}
