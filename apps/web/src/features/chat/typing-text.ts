import type { TFunction } from 'i18next';

/**
 * The typing line: "A is typing", "A and B are typing", three listed, more
 * "A, B, and N others are typing"; null when nobody types.
 */
export function typingText(names: readonly string[], t: TFunction): string | null {
  const [a, b, c] = names;
  if (a === undefined) return null;
  if (b === undefined) return t('chat.typing.one', { a });
  if (c === undefined) return t('chat.typing.two', { a, b });
  if (names.length === 3) return t('chat.typing.three', { a, b, c });
  return t('chat.typing.many', { a, b, count: names.length - 2 });
}
