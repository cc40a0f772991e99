import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from '../../api/calendar-feed/use-calendar-feed.ts';
import { useIssueCalendarFeed } from '../../api/calendar-feed/use-issue-calendar-feed.ts';
import { useTurnOffCalendarFeed } from '../../api/calendar-feed/use-turn-off-calendar-feed.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useCopied } from '../../components/use-copied.ts';
import { describeError } from '../../i18n/describe-error.ts';
import { useFormatters } from '../../i18n/use-formatters.ts';

type Asking = 'regenerate' | 'turnOff' | null;

/**
 * Settings → Notifications, "Calendar feed": turning the personal iCalendar feed on, its address
 * shown once right after it is issued (only its hash is kept), then since when it is on, with
 * "Regenerate link" and "Turn off", each confirmed since either stops the current address.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const headingId = useId();
  const feed = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const { copied, copy } = useCopied();
  const [asking, setAsking] = useState<Asking>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const failed = (error: unknown) =>
    t('calendarFeed.failed', { message: describeError(error, t, t('errors.generic')) });

  const issueLink = () => {
    setProblem(null);
    setCopyFailed(false);
    issue.mutate(undefined, {
      onSuccess: () => setAsking(null),
      onError: (error) => {
        // A failed regeneration is told in its dialog; a failed first turning on, here.
        if (asking === null) setProblem(failed(error));
      },
    });
  };

  const confirmTurnOff = () => {
    setProblem(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        issue.reset();
      },
    });
  };

  const ask = (next: Asking) => {
    issue.reset();
    turnOff.reset();
    setAsking(next);
  };

  const url = issue.data?.url ?? null;
  const state = feed.data;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="font-medium">
          {t('calendarFeed.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('calendarFeed.description')}</p>
      </div>
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <FormAlert tone="error">{t('calendarFeed.loadFailed')}</FormAlert>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void feed.refetch()}
          >
            {t('calendarFeed.retry')}
          </button>
        </div>
      ) : null}
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {state && !state.enabled ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm">{t('calendarFeed.off')}</p>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={issue.isPending}
            onClick={issueLink}
          >
            {issue.isPending ? t('calendarFeed.turningOn') : t('calendarFeed.turnOn')}
          </button>
        </div>
      ) : null}
      {state?.enabled ? (
        <div className="flex flex-col gap-3">
          {url ? (
            <div className="flex flex-col gap-2">
              <TextField
                label={t('calendarFeed.linkLabel')}
                value={url}
                readOnly
                dir="ltr"
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => {
                    setCopyFailed(false);
                    copy(url).catch(() => setCopyFailed(true));
                  }}
                >
                  {t('calendarFeed.copy')}
                </button>
                <span role="status" className="text-sm text-fg-muted">
                  {copied ? t('calendarFeed.copied') : ''}
                </span>
              </div>
              {copyFailed ? (
                <FormAlert tone="error">{t('calendarFeed.copyFailed')}</FormAlert>
              ) : null}
              <FormAlert tone="info">{t('calendarFeed.shownOnce')}</FormAlert>
            </div>
          ) : null}
          <p className="text-sm">
            {t('calendarFeed.onSince', { date: date(state.created_at ?? Date.now()) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => ask('regenerate')}
            >
              {t('calendarFeed.regenerate')}
            </button>
            <button type="button" className={buttonClass('ghost')} onClick={() => ask('turnOff')}>
              {t('calendarFeed.turnOff')}
            </button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking === 'regenerate'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={t('calendarFeed.regenerateTitle')}
        body={t('calendarFeed.regenerateBody')}
        confirmLabel={t('calendarFeed.regenerate')}
        cancelLabel={t('calendarFeed.cancel')}
        busyLabel={t('calendarFeed.regenerating')}
        busy={issue.isPending}
        error={asking === 'regenerate' && issue.isError ? failed(issue.error) : null}
        onConfirm={issueLink}
      />
      <ConfirmDialog
        open={asking === 'turnOff'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={t('calendarFeed.turnOffTitle')}
        body={t('calendarFeed.turnOffBody')}
        confirmLabel={t('calendarFeed.turnOff')}
        cancelLabel={t('calendarFeed.cancel')}
        busyLabel={t('calendarFeed.turningOff')}
        busy={turnOff.isPending}
        error={turnOff.isError ? failed(turnOff.error) : null}
        onConfirm={confirmTurnOff}
      />
    </section>
  );
}
