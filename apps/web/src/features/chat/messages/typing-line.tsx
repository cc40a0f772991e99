import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The typing line: one name "is typing", two "A and B are typing", three listed,
 * more "A, B, and N others are typing". Empty when nobody types.
 */
export function typingText(names: readonly string[], t: TFunction): string {
  const [first = '', second = '', third = ''] = names;
  switch (names.length) {
    case 0:
      return '';
    case 1:
      return t('chatMessages.typing.one', { first });
    case 2:
      return t('chatMessages.typing.two', { first, second });
    case 3:
      return t('chatMessages.typing.three', { first, second, third });
    default:
      return t('chatMessages.typing.many', { first, second, count: names.length - 2 });
  }
}

/** The line under the messages saying who is typing; a polite live region, so it is heard. */
export function TypingLine({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  const text = typingText(names, t);
  return (
    <div aria-live="polite" className="flex min-h-6 items-center gap-2 px-4 text-xs text-fg-muted">
      {text ? (
        <>
          <span aria-hidden="true" className="flex gap-0.5">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-fg-muted"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          <span dir="auto">{text}</span>
        </>
      ) : null}
    </div>
  );
}
