/** The Markdown a keyboard shortcut writes (Ctrl/Cmd+B, I, K, `). */
export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'code';

/** A textarea's new text and selection after an edit. */
export type TextEdit = { text: string; selectionStart: number; selectionEnd: number };

const MARKERS: Record<Exclude<MarkdownFormat, 'link'>, string> = {
  bold: '**',
  italic: '*',
  code: '`',
};

const LINK_TARGET = 'url';

/** The format a key press asks for: Ctrl (or Cmd on Apple keyboards) with B, I, K or `. */
export function formatForKey(event: {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkdownFormat | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  // `code` names the physical key, so the shortcuts work on Arabic and Russian layouts too.
  switch (event.code ?? '') {
    case 'KeyB':
      return 'bold';
    case 'KeyI':
      return 'italic';
    case 'KeyK':
      return 'link';
    case 'Backquote':
      return 'code';
  }
  switch (event.key.toLowerCase()) {
    case 'b':
      return 'bold';
    case 'i':
      return 'italic';
    case 'k':
      return 'link';
    case '`':
      return 'code';
    default:
      return null;
  }
}

/**
 * Wraps the selection in Markdown: `**x**`, `*x*`, `` `x` `` keep `x` selected; a link becomes
 * `[x](url)` with `url` selected, ready to be typed over. With nothing selected the markers go
 * in with the caret between them.
 */
export function applyFormat(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  format: MarkdownFormat,
): TextEdit {
  const start = Math.min(selectionStart, selectionEnd);
  const end = Math.max(selectionStart, selectionEnd);
  const before = text.slice(0, start);
  const selected = text.slice(start, end);
  const after = text.slice(end);
  if (format === 'link') {
    const label = `[${selected}]`;
    const urlStart = before.length + label.length + 1;
    return {
      text: `${before}${label}(${LINK_TARGET})${after}`,
      // With no label yet, the caret goes between the brackets; otherwise "url" is selected.
      selectionStart: selected ? urlStart : before.length + 1,
      selectionEnd: selected ? urlStart + LINK_TARGET.length : before.length + 1,
    };
  }
  const marker = MARKERS[format];
  return {
    text: `${before}${marker}${selected}${marker}${after}`,
    selectionStart: start + marker.length,
    selectionEnd: end + marker.length,
  };
}

/** The text with `inserted` in place of the selection, and the caret after it. */
export function insertAt(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  inserted: string,
): TextEdit {
  const caret = selectionStart + inserted.length;
  return {
    text: text.slice(0, selectionStart) + inserted + text.slice(selectionEnd),
    selectionStart: caret,
    selectionEnd: caret,
  };
}

/**
 * A fenced code block pasted at the selection: it starts on a line of its own and the text
 * after it continues on the next line.
 */
export function insertBlock(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  block: string,
): TextEdit {
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  return insertAt(text, selectionStart, selectionEnd, `${lead}${block}${trail}`);
}

/** The first `max` characters (whole code points, so no emoji is split), with "…" when cut. */
export function truncateText(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/gu, ' ').trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}
