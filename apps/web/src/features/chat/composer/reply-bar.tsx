import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { Reply, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { isolate } from '../../../i18n/bidi.ts';
import { REPLY_PREVIEW_LENGTH } from './composer-limits.ts';
import { truncateText } from './markdown-shortcuts.ts';
import { personName } from '../../../components/person-name.ts';

/** "Replying to {name}" above the box, the original cut at 50 characters, and a cancel button. */
export function ReplyBar({ message, onCancel }: { message: MessageJson; onCancel: () => void }) {
  const { t } = useTranslation();
  const preview = truncateText(message.content, REPLY_PREVIEW_LENGTH);
  return (
    <div className="flex items-center gap-2 rounded-lg border-s-4 border-primary bg-muted py-1 ps-3 pe-1">
      <Reply aria-hidden="true" className="size-4 shrink-0 text-fg-muted rtl:-scale-x-100" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs font-semibold text-primary">
          {t('chatComposer.replyingTo', { name: isolate(personName(message.user, t)) })}
        </p>
        {preview ? (
          <p dir="auto" className="truncate text-sm text-fg-muted">
            {preview}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('chatComposer.cancelReply')}
        title={t('chatComposer.cancelReply')}
        className={iconButtonClass('shrink-0')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
