import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../components/button-styles.ts';
import { textareaClass } from '../../components/modal.tsx';
import type { ComposerProps } from './chat-contracts.ts';

/**
 * A plain stand-in for the composer (`features/chat/composer`) until it lands: text, Enter to
 * send, Shift+Enter for a new line, typing on first input and off on send.
 */
export function PlaceholderComposer({ onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typing = useRef(false);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    typing.current = false;
    onTyping(false);
    try {
      await onSend({
        content,
        content_type: 'text',
        attachments: [],
        mentions: [],
        reply_to_message_id: null,
        urgent: false,
        client_id: crypto.randomUUID(),
      });
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('chat.errors.send'));
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form
      onSubmit={(event) => void send(event)}
      className="flex flex-col gap-1 border-t border-border p-3"
    >
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          value={text}
          rows={1}
          aria-label={t('chat.placeholder.message')}
          placeholder={t('chat.placeholder.message')}
          onChange={(event) => {
            setText(event.target.value);
            if (!typing.current && event.target.value) {
              typing.current = true;
              onTyping(true);
            }
          }}
          onKeyDown={onKeyDown}
          dir="auto"
          className={`${textareaClass} max-h-[300px] min-h-11 resize-none`}
        />
        <button
          type="submit"
          aria-label={t('chat.placeholder.send')}
          disabled={!text.trim()}
          className={iconButtonClass('shrink-0 text-primary disabled:opacity-50')}
        >
          <SendHorizontal aria-hidden="true" className="size-5 rtl:rotate-180" />
        </button>
      </div>
    </form>
  );
}
