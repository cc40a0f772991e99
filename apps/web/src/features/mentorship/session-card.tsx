import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/use-auth.ts';
import { SessionActions } from './session-actions.tsx';
import { SessionFeedback } from './session-feedback.tsx';

const STATUS_TONES: Record<MentorshipSessionJson['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  matched: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  completed: 'bg-muted text-fg',
  cancelled: 'bg-muted text-muted-fg',
  no_show: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** One session: what it is about, who takes part, its state and the viewer's actions. */
export function SessionCard({ session }: { session: MentorshipSessionJson }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const when = session.scheduledTime
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(session.scheduledTime),
      )
    : null;
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-3"
      data-testid={`session-${session.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-medium">{session.topic}</h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[session.status]}`}
        >
          {t(`mentorship.status.${session.status}`)}
        </span>
      </div>
      <p className="text-sm text-muted-fg">
        {t(`mentorship.types.${session.type}`)} ·{' '}
        {t('mentorship.card.duration', { minutes: session.durationMinutes })}
      </p>
      <p className="text-sm">
        {[
          session.requester
            ? t('mentorship.card.requester', { name: session.requester.fullName })
            : null,
          session.mentor
            ? t('mentorship.card.mentor', { name: session.mentor.fullName })
            : t('mentorship.card.noMentor'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {when ? <p className="text-sm">{t('mentorship.card.scheduled', { time: when })}</p> : null}
      {session.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {session.skills.map((skill) => (
            <li key={skill} lang="en" dir="auto" className="rounded bg-muted px-2 py-0.5 text-xs">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {session.status === 'completed' && (session.requesterRating || session.mentorRating) ? (
        <SessionFeedback sessionId={session.id} />
      ) : null}
      <SessionActions session={session} viewerId={user?.id} />
    </li>
  );
}
