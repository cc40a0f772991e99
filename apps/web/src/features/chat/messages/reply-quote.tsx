import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { CornerUpLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { replyPreviewText } from './reply-preview.ts';
import { personName } from '../../../components/person-name.ts';

type ReplyQuoteProps = { message: MessageJson; onJumpTo: (messageId: string) => void };

/** The quoted start of the message replied to; it jumps there. A deleted original says so. */
export function ReplyQuote({ message, onJumpTo }: ReplyQuoteProps) {
  const { t } = useTranslation();
  const original = message.reply_to_message;
  const targetId = message.reply_to_message_id;
  if (!targetId) return null;
  if (!original) {
    return (
      <p className="mb-1 border-s-2 border-border ps-2 text-xs text-fg-muted italic">
        {t('chatMessages.reply.deleted')}
      </p>
    );
  }
  const preview = replyPreviewText(original.content) || t('chatMessages.reply.attachment');
  return (
    <button
      type="button"
      onClick={() => onJumpTo(targetId)}
      className="mb-1 flex max-w-full items-center gap-1.5 rounded border-s-2 border-primary bg-muted/60 px-2 py-1 text-start text-xs hover:bg-muted"
    >
      <CornerUpLeft
        aria-hidden="true"
        className="size-3.5 shrink-0 text-fg-muted rtl:-scale-x-100"
      />
      <bdi className="shrink-0 font-medium">{personName(original.user, t)}</bdi>
      <span className="min-w-0 truncate text-fg-muted" dir="auto">
        {preview}
      </span>
      <span className="sr-only">{t('chatMessages.reply.jump')}</span>
    </button>
  );
}
