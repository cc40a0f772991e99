import { REPLY_PREVIEW_LENGTH } from '@crewline/shared/limits';

/**
 * A replied-to message's text on one line, cut at REPLY_PREVIEW_LENGTH characters
 * with "..." when cut. Characters are counted as the reader sees them, so an emoji or a
 * surrogate pair is never split.
 */
export function replyPreviewText(content: string, length: number = REPLY_PREVIEW_LENGTH): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  if (characters.length <= length) return line;
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
