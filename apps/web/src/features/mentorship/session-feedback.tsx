import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionFeedback } from '../../api/mentorship/use-mentorship-queries.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * The feedback of a completed session: what the viewer wrote and what was written about them.
 * Read only when opened, as most people look at few of their past sessions.
 */
export function SessionFeedback({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const feedback = useSessionFeedback(sessionId, open);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center">
        {t('mentorship.feedback.show')}
      </summary>
      {feedback.error ? (
        <FormAlert tone="error">
          {describeError(feedback.error, t, t('mentorship.feedback.failed'))}
        </FormAlert>
      ) : null}
      {feedback.data?.length === 0 ? <p>{t('mentorship.feedback.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {feedback.data?.map((entry) => (
          <li key={entry.id} className="rounded bg-muted p-2">
            <p className="font-medium">
              {entry.writtenByYou
                ? t('mentorship.feedback.byYou')
                : t('mentorship.feedback.aboutYou')}
              {' · '}
              {t('mentorship.rate.stars', { count: entry.rating })}
            </p>
            {entry.feedbackText ? <p className="break-words">{entry.feedbackText}</p> : null}
            <p className="text-muted-fg">
              {[
                entry.wasHelpful
                  ? t('mentorship.feedback.helpful')
                  : t('mentorship.feedback.notHelpful'),
                entry.wouldRecommend
                  ? t('mentorship.feedback.recommend')
                  : t('mentorship.feedback.notRecommend'),
              ].join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
