// Message text (comments, chat): script tags, `javascript:` and inline
// event-handler patterns removed, line endings normalised, trimmed. The web renders text as
// Markdown with raw HTML off, so this is a second line of defence, and it keeps stored text
// safe for any other consumer (mail, push, exports).

// An opening or closing script tag; without its `>` only `<script` itself. `[^<>]*` stops at
// the next bracket, so every attempt is bounded by the following tag: one pass is linear.
const SCRIPT_TAG = /<(\/?)script\b(?:[^<>]*>)?/gi;
// `javascript:` with the tabs and line breaks a browser ignores inside a URL scheme.
const JAVASCRIPT_SCHEME = new RegExp([...'javascript:'].join('[\\t\\n\\r]*'), 'gi');
// `onclick=`, `onerror =`…: the attribute name and its equals signs (the value stays, inert).
const EVENT_HANDLER = /\bon[a-z]+(?:\s*=)+/gi;

/** Removes script elements with their content; an unclosed opening tag goes, its text stays. */
function removeScripts(text: string): string {
  const kept: string[] = [];
  let from = 0;
  let blockOpen = false;
  // Opening tags seen inside a block that may never close: removed one by one if it does not.
  let innerOpeners: [number, number][] = [];
  for (const match of text.matchAll(SCRIPT_TAG)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[1] !== '/') {
      if (blockOpen) {
        innerOpeners.push([start, end]);
      } else {
        kept.push(text.slice(from, start));
        blockOpen = true;
        from = end;
      }
      continue;
    }
    // A closing tag ends the open block, content and all, or is a stray tag on its own.
    if (!blockOpen) kept.push(text.slice(from, start));
    blockOpen = false;
    innerOpeners = [];
    from = end;
  }
  for (const [start, end] of innerOpeners) {
    kept.push(text.slice(from, start));
    from = end;
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/** One pass of every removal. */
function removeDangerousPatterns(text: string): string {
  return removeScripts(text).replace(EVENT_HANDLER, '').replace(JAVASCRIPT_SCHEME, '');
}

/**
 * Sanitises message text: removes script tags with their content, `javascript:`
 * and inline event-handler patterns (`onclick=`…), normalises line endings to `\n` and trims.
 * Removals repeat until nothing changes, so pieces that join up after a removal
 * (`<scr<script></script>ipt>`) are removed too. Callers bound the length first: each pass
 * is linear, and only nested tricks add passes.
 */
export function sanitizeMessage(text: string): string {
  let current = text.replace(/\r\n?/g, '\n');
  for (;;) {
    const next = removeDangerousPatterns(current);
    if (next === current) return current.trim();
    current = next;
  }
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
