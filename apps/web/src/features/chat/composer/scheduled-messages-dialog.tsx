import { SCHEDULED_SEND_MAX_ATTEMPTS } from '@crewline/shared/contracts/scheduled-messages';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledMessage } from '../../../api/scheduled-messages/types.ts';
import { useCancelScheduledMessage } from '../../../api/scheduled-messages/use-cancel-scheduled-message.ts';
import { useScheduledMessages } from '../../../api/scheduled-messages/use-scheduled-messages.ts';
import { buttonClass } from '../../../components/button-styles.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import { Modal } from '../../../components/modal.tsx';
import { describeError } from '../../../i18n/describe-error.ts';

const STATUS_CLASS: Record<ScheduledMessage['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/**
 * The caller's scheduled messages in this thread, with their status, kept live by the server's
 * frames (it sends them on its own clock); a pending one can be cancelled.
 */
export function ScheduledMessagesDialog({
  threadId,
  open,
  onOpenChange,
}: {
  threadId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const list = useScheduledMessages(threadId, open);
  const cancel = useCancelScheduledMessage();

  let body;
  if (list.isPending) {
    body = <p className="text-sm text-fg-muted">{t('chatComposer.scheduled.loading')}</p>;
  } else if (list.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="error">{t('chatComposer.scheduled.loadFailed')}</FormAlert>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void list.refetch()}
        >
          {t('chatComposer.scheduled.retry')}
        </button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = <p className="text-sm text-fg-muted">{t('chatComposer.scheduled.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {list.data.map((entry) => (
          <ScheduledItem
            key={entry.id}
            entry={entry}
            cancelling={cancel.isPending && cancel.variables?.id === entry.id}
            onCancel={() => cancel.mutate(entry)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
      title={t('chatComposer.scheduled.title')}
      wide
    >
      <div className="flex flex-col gap-3">
        {cancel.isError ? (
          <FormAlert tone="error">
            {describeError(cancel.error, t, t('chatComposer.scheduled.cancelFailed'))}
          </FormAlert>
        ) : null}
        {body}
      </div>
    </Modal>
  );
}

function ScheduledItem({
  entry,
  cancelling,
  onCancel,
}: {
  entry: ScheduledMessage;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const textId = useId();
  const when = date(entry.scheduled_time, { dateStyle: 'medium', timeStyle: 'short' });
  const whenText = {
    pending: t('chatComposer.scheduled.sendsAt', { time: when }),
    sent: t('chatComposer.scheduled.sentAt', { time: when }),
    failed: t('chatComposer.scheduled.failedAt', { time: when }),
  }[entry.status];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id={textId} dir="auto" className="line-clamp-3 text-sm break-words whitespace-pre-wrap">
          {entry.content || (
            <span className="text-fg-muted italic">{t('chatComposer.scheduled.noText')}</span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
          <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_CLASS[entry.status]}`}>
            {t(`chatComposer.scheduled.status.${entry.status}`)}
          </span>
          <span>{whenText}</span>
          {entry.attachments.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Paperclip aria-hidden="true" className="size-3.5" />
              {entry.attachments.length}
            </span>
          ) : null}
          {entry.attempts > 0 ? (
            <span>
              {t('chatComposer.scheduled.attempts', {
                count: entry.attempts,
                max: SCHEDULED_SEND_MAX_ATTEMPTS,
              })}
            </span>
          ) : null}
        </p>
        {entry.status === 'failed' && entry.last_error ? (
          <p dir="auto" className="text-xs text-red-700 dark:text-red-300">
            {entry.last_error}
          </p>
        ) : null}
      </div>
      {entry.status === 'pending' ? (
        <button
          type="button"
          onClick={onCancel}
          disabled={cancelling}
          aria-describedby={textId}
          className={buttonClass('secondary', 'sm', 'self-start')}
        >
          {cancelling ? t('chatComposer.scheduled.cancelling') : t('chatComposer.scheduled.cancel')}
        </button>
      ) : null}
    </li>
  );
}
