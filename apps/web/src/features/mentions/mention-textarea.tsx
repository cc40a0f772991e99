import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/avatar.tsx';
import {
  insertMention,
  matchCandidates,
  mentionQueryAt,
  type MentionCandidate,
} from './mentions.ts';
import { useEscapeGuard } from './use-escape-guard.ts';

type MentionTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'children'
> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Who can be mentioned (the project's members). */
  candidates: readonly MentionCandidate[];
  /** Called with each member picked from the suggestions. */
  onPick: (candidate: MentionCandidate) => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Escape belongs to this box even with no suggestions open (an inline edit cancels on it). */
  ownsEscape?: boolean;
};

/**
 * A textarea that suggests project members after `@`: at most MENTION_SUGGESTIONS_MAX, chosen
 * with ArrowUp/ArrowDown, inserted with Enter or Tab (or a click), closed with Escape. Focus
 * stays in the textarea; the highlighted option is announced through aria-activedescendant.
 */
export function MentionTextarea({
  value,
  onValueChange,
  candidates,
  onPick,
  textareaRef,
  ownsEscape = false,
  onKeyDown,
  className = '',
  ...rest
}: MentionTextareaProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = textareaRef ?? ownRef;
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  // The `@` position whose suggestions Escape closed; they stay closed until a new mention.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [highlight, setHighlight] = useState({ key: '', index: 0 });
  const pendingCaret = useRef<number | null>(null);

  const query = caret === null ? null : mentionQueryAt(value, caret);
  const matches = query ? matchCandidates(candidates, query.query) : [];
  const open = query !== null && matches.length > 0 && query.start !== dismissedAt;
  const queryKey = query ? `${query.start}:${query.query}` : '';
  const activeIndex =
    highlight.key === queryKey ? Math.min(highlight.index, matches.length - 1) : 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEscapeGuard(ref, open || ownsEscape);

  // Put the caret after an inserted mention once React has written the new text.
  useLayoutEffect(() => {
    const position = pendingCaret.current;
    if (position === null || !ref.current) return;
    pendingCaret.current = null;
    ref.current.setSelectionRange(position, position);
  }, [value, ref]);

  const readCaret = (element: HTMLTextAreaElement) => {
    const position =
      element.selectionStart === element.selectionEnd ? element.selectionStart : null;
    setCaret(position);
    if (position === null || !mentionQueryAt(element.value, position)) setDismissedAt(null);
  };

  const pick = (candidate: MentionCandidate) => {
    if (!query) return;
    const next = insertMention(value, query, candidate.name);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    onValueChange(next.text);
    onPick(candidate);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !event.nativeEvent.isComposing) {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = (activeIndex + step + matches.length) % matches.length;
        setHighlight({ key: queryKey, index });
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
        event.preventDefault();
        pick(matches[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(query.start);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="relative">
      <textarea
        {...rest}
        ref={ref}
        value={value}
        // Text runs in its own direction (an English comment on an Arabic page); while empty the
        // box keeps the page's direction, so the placeholder and caret start on the right side.
        dir={/[\p{L}\p{N}]/u.test(value) ? 'auto' : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          readCaret(event.target);
        }}
        onSelect={(event) => readCaret(event.currentTarget)}
        onBlur={() => setCaret(null)}
        onKeyDown={handleKeyDown}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        className={`w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted/70 focus-visible:border-primary sm:text-sm ${className}`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('comments.suggestions')}
          className="absolute inset-x-0 top-full z-20 mt-1 flex flex-col overflow-hidden rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {matches.map((candidate, index) => (
            <li
              key={candidate.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps focus (and the caret) in the textarea while the option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setHighlight({ key: queryKey, index })}
              onClick={() => pick(candidate)}
              className={`flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm ${index === activeIndex ? 'bg-primary-soft text-primary-soft-fg' : ''}`}
            >
              <Avatar name={candidate.name} src={candidate.avatar} size="sm" />
              <bdi className="truncate">{candidate.name}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" className="sr-only">
        {open ? t('comments.suggestionsCount', { count: matches.length }) : ''}
      </span>
    </div>
  );
}
