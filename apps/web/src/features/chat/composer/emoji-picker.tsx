import * as Popover from '@radix-ui/react-popover';
import { Smile } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '../../../components/button-styles.ts';
import { COMPOSER_EMOJI } from './emoji-list.ts';

/**
 * The emoji button and its grid of 56. Picking one hands it over and closes the grid; focus
 * then goes back to the message box (`onClosed`), where the emoji was inserted.
 */
export function EmojiPicker({
  onPick,
  onClosed,
}: {
  onPick: (emoji: string) => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        aria-label={t('chatComposer.emoji')}
        title={t('chatComposer.emoji')}
        className={iconButtonClass()}
      >
        <Smile aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="z-50 rounded-xl border border-border bg-surface p-2 shadow-lg"
        >
          <div
            role="group"
            aria-label={t('chatComposer.emojiList')}
            className="grid grid-cols-8 gap-0.5"
          >
            {COMPOSER_EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                onClick={() => {
                  onPick(emoji);
                  setOpen(false);
                }}
                className="inline-flex size-10 items-center justify-center rounded-lg text-xl hover:bg-muted focus-visible:bg-muted"
              >
                {emoji}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
