import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPendingId } from '../../api/chat/message-cache.ts';
import { buttonClass } from '../../components/button-styles.ts';
import type { MessageListProps } from './chat-contracts.ts';
import { typingText } from './typing-text.ts';

/**
 * A plain stand-in for the message list (`features/chat/messages`) until it lands: the
 * messages in order with their author, a pending state, older pages and the typing line.
 */
export function PlaceholderMessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const newest = props.messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  useEffect(() => {
    if (!props.focusMessageId) return;
    document
      .getElementById(`message-${props.focusMessageId}`)
      ?.scrollIntoView?.({ block: 'center' });
    props.onFocusDone();
  }, [props, props.focusMessageId]);
  const typing = typingText(props.typingNames, t);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
      {props.hasOlder ? (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            disabled={props.loadingOlder}
            onClick={props.onLoadOlder}
          >
            {props.loadingOlder
              ? t('chat.placeholder.loadingOlder')
              : t('chat.placeholder.loadOlder')}
          </button>
        </div>
      ) : null}
      {props.messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-fg-muted">
          {t('chat.placeholder.noMessages')}
        </p>
      ) : (
        <ol aria-label={t('chat.placeholder.message')} className="flex flex-col gap-3">
          {props.messages.map((message) => (
            <li
              key={message.id}
              id={`message-${message.id}`}
              className={`flex flex-col gap-0.5 ${isPendingId(message.id) ? 'opacity-60' : ''}`}
            >
              <span className="text-xs font-semibold">
                {message.user.name}
                {isPendingId(message.id) ? (
                  <span className="ms-2 font-normal text-fg-muted">
                    {t('chat.placeholder.sending')}
                  </span>
                ) : null}
                {message.is_edited ? (
                  <span className="ms-2 font-normal text-fg-muted">
                    {t('chat.placeholder.edited')}
                  </span>
                ) : null}
              </span>
              <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                {message.content}
              </p>
            </li>
          ))}
        </ol>
      )}
      {typing ? (
        <p aria-live="polite" className="mt-2 text-xs text-fg-muted italic">
          {typing}
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
