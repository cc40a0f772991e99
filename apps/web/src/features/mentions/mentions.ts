import { MENTION_SUGGESTIONS_MAX } from '@crewline/shared/limits';

/** Someone who can be mentioned: a project member's user id, name and picture. */
export type MentionCandidate = { id: string; name: string; avatar: string | null };

/** The `@word` being typed around the caret: where it starts and ends, and the word. */
type MentionQuery = { start: number; end: number; query: string };

// Letters of any script, digits and the joiners names use; a space ends the word being typed,
// and matching looks at every word of a name, so "@love" finds "Ada Lovelace".
const NAME_CHAR = /[\p{L}\p{M}\p{N}._'-]/u;
const LONGEST_QUERY = 50;

/** The mention being typed at `caret`: an `@` at the start or after a space, then name letters. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  let start = caret;
  while (start > 0 && caret - start <= LONGEST_QUERY && NAME_CHAR.test(text[start - 1]!)) start--;
  const at = start - 1;
  if (at < 0 || text[at] !== '@') return null;
  // "ada@example.com" is an address, not a mention.
  if (at > 0 && !/\s/.test(text[at - 1]!)) return null;
  let end = caret;
  while (end < text.length && NAME_CHAR.test(text[end]!)) end++;
  return { start: at, end, query: text.slice(start, caret) };
}

/**
 * Up to MENTION_SUGGESTIONS_MAX candidates whose name, or any word of it, starts with the query
 * (case-insensitive); whole-name matches come first, then the list's own order.
 */
export function matchCandidates<T extends MentionCandidate>(
  candidates: readonly T[],
  query: string,
  max = MENTION_SUGGESTIONS_MAX,
): T[] {
  const wanted = query.toLocaleLowerCase();
  const first: T[] = [];
  const rest: T[] = [];
  for (const candidate of candidates) {
    const name = candidate.name.toLocaleLowerCase();
    if (name.startsWith(wanted)) first.push(candidate);
    else if (name.split(/\s+/).some((word) => word.startsWith(wanted))) rest.push(candidate);
  }
  return [...first, ...rest].slice(0, max);
}

/** The text with the typed `@word` replaced by `@Name ` and the caret placed after it. */
export function insertMention(
  text: string,
  query: MentionQuery,
  name: string,
): { text: string; caret: number } {
  const before = text.slice(0, query.start);
  const after = text.slice(query.end);
  // The caret lands after a space either way: the one inserted or the one already there.
  const spaced = /^\s/.test(after);
  const inserted = `@${name}${spaced ? '' : ' '}`;
  return {
    text: before + inserted + after,
    caret: before.length + inserted.length + (spaced ? 1 : 0),
  };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the text still holds `@Name` as a whole name (not the start of a longer word). */
function mentionsName(text: string, name: string): boolean {
  return new RegExp(`(^|\\s)@${escapeRegExp(name)}(?![\\p{L}\\p{M}\\p{N}])`, 'u').test(text);
}

/**
 * The ids of picked candidates whose `@Name` is still in the text, once each: a mention the
 * writer deleted or retyped into something else no longer notifies anyone.
 */
export function mentionedIds(text: string, picked: readonly MentionCandidate[]): string[] {
  const ids = new Set<string>();
  for (const candidate of picked) {
    if (!ids.has(candidate.id) && mentionsName(text, candidate.name)) ids.add(candidate.id);
  }
  return [...ids];
}

/** A run of comment text: plain, or an `@Name` of someone the comment mentions. */
type TextPart = { text: string; mention: boolean };

/** Splits text into plain runs and `@Name` runs of the given names (longest name wins). */
export function splitMentions(text: string, names: readonly string[]): TextPart[] {
  const usable = [...new Set(names)].filter((name) => name.trim() !== '');
  if (usable.length === 0) return [{ text, mention: false }];
  const pattern = usable
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const regex = new RegExp(`(^|\\s)(@(?:${pattern}))(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(regex)) {
    const start = match.index + match[1]!.length;
    if (start > last) parts.push({ text: text.slice(last, start), mention: false });
    parts.push({ text: match[2]!, mention: true });
    last = start + match[2]!.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mention: false });
  return parts;
}
