import { Paperclip, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { REPLY_PREVIEW_LENGTH } from './composer-limits.ts';
import { truncateText } from './markdown-shortcuts.ts';
import type { QueuedMessage } from './outbox-store.ts';

/** Messages sent while offline: "Waiting for connection…", each with an Edit to take it back. */
export function WaitingMessages({
  waiting,
  onEdit,
}: {
  waiting: readonly QueuedMessage[];
  onEdit: (entry: QueuedMessage) => void;
}) {
  const { t } = useTranslation();
  if (waiting.length === 0) return null;
  return (
    <ul role="status" className="flex flex-col gap-1">
      {waiting.map((entry) => (
        <li
          key={entry.message.client_id}
          className="flex items-center gap-2 rounded-lg border border-dashed border-border bg-muted/60 py-1 ps-3 pe-1 text-sm"
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-xs font-medium text-fg-muted">{t('chatComposer.waiting')}</span>
            <span dir="auto" className="truncate">
              {truncateText(entry.message.content, REPLY_PREVIEW_LENGTH)}
              {entry.files.length > 0 ? (
                <span className="ms-2 inline-flex items-center gap-0.5 text-fg-muted">
                  <Paperclip aria-hidden="true" className="size-3.5" />
                  {entry.files.length}
                </span>
              ) : null}
            </span>
          </div>
          <button
            type="button"
            onClick={() => onEdit(entry)}
            className={buttonClass('ghost', 'sm', 'shrink-0')}
          >
            {t('chatComposer.editWaiting')}
          </button>
        </li>
      ))}
    </ul>
  );
}
