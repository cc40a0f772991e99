/**
 * Line breaks written `\n` whatever the sender's system typed (`\r\n`, `\r`). Nothing else in
 * the text changes: messages, comments and thread titles are kept exactly as people typed them
 * (HTML and code included) and made harmless where they are shown, never rewritten.
 */
export function normalizeLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * A one-line summary of message text for feeds and notifications: whitespace runs folded to
 * one space, cut to `length` characters (code points, never half an emoji) with an ellipsis
 * when something was cut.
 */
export function summarizeMessage(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
