import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendFeedback } from '../../api/mentorship/use-mentorship-mutations.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { Modal } from '../../components/modal.tsx';
import { describeError } from '../../i18n/describe-error.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Feedback on a completed session: 1–5 stars (radio buttons), text and two yes/no answers. */
export function RateDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  // The product's defaults: five stars, helpful, would recommend.
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [helpful, setHelpful] = useState(true);
  const [recommend, setRecommend] = useState(true);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('mentorship.rate.title')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(
            {
              sessionId,
              rating,
              feedbackText: text,
              wasHelpful: helpful,
              wouldRecommend: recommend,
            },
            { onSuccess: onClose },
          );
        }}
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-medium">{t('mentorship.rate.rating')}</legend>
          {STARS.map((stars) => (
            <label key={stars} className="flex min-h-11 items-center gap-1 text-sm">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {t('mentorship.rate.stars', { count: stars })}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          {t('mentorship.rate.text')}
          <textarea
            className="min-h-20 rounded-lg border border-border bg-surface p-2"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={helpful} onChange={(e) => setHelpful(e.target.checked)} />
          {t('mentorship.rate.helpful')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={recommend}
            onChange={(e) => setRecommend(e.target.checked)}
          />
          {t('mentorship.rate.recommend')}
        </label>
        {send.error ? (
          <FormAlert tone="error">
            {describeError(send.error, t, t('mentorship.wizard.failed'))}
          </FormAlert>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('mentorship.rate.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
            {send.isPending ? t('mentorship.rate.sending') : t('mentorship.rate.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
