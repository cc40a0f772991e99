import type { MessageJson, ReactionJson } from '@crewline/shared/contracts/chat-responses';
import { useTranslation } from 'react-i18next';

type ReactionsBarProps = {
  message: MessageJson;
  onToggle: (emoji: string, reaction: ReactionJson) => void;
};

/** The message's reactions as chips: emoji and count; the caller's own are pressed, a tap toggles. */
export function ReactionsBar({ message, onToggle }: ReactionsBarProps) {
  const { t } = useTranslation();
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('chatMessages.reactions.label')}>
      {message.reactions.map((reaction) => {
        const names = reaction.users.map((user) => user.name).join(', ');
        return (
          <li key={reaction.emoji}>
            <button
              type="button"
              aria-pressed={reaction.has_reacted}
              title={names}
              onClick={() => onToggle(reaction.emoji, reaction)}
              className={`inline-flex min-h-8 items-center gap-1 rounded-full border px-2 text-sm ${
                reaction.has_reacted
                  ? 'border-primary bg-primary-soft text-primary-soft-fg'
                  : 'border-border bg-surface hover:bg-muted'
              }`}
            >
              <span>{reaction.emoji}</span>
              <span className="text-xs tabular-nums">{reaction.count}</span>
              <span className="sr-only">{t('chatMessages.reactions.by', { names })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
