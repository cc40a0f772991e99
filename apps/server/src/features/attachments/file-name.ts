import { ATTACHMENT_FILE_NAME_MAX_LENGTH } from '@crewline/shared/contracts/chat';

/** The name kept when the client sent none, or nothing survived sanitising. */
const DEFAULT_FILE_NAME = 'file';

// Control characters, and the bidirectional overrides and isolates that make "gpj.exe" look
// like "exe.jpg" (Trojan Source style spoofing of a name shown in the chat).
const UNSAFE_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The user's file name as it is kept and shown: the last path segment only (a browser may send
 * "C:\\fakepath\\x.png"), no control or bidi-override characters, whitespace collapsed, at most
 * ATTACHMENT_FILE_NAME_MAX_LENGTH characters (the extension kept when it is short), never empty.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return DEFAULT_FILE_NAME;
  const characters = [...cleaned];
  if (characters.length <= ATTACHMENT_FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  const keep = extension.length > 0 && extension.length <= 16 ? extension : [];
  return (
    characters.slice(0, ATTACHMENT_FILE_NAME_MAX_LENGTH - keep.length).join('') + keep.join('')
  );
}

// RFC 5987 attr-char: what may stand unescaped in `filename*`.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition value for a stored name: a plain-ASCII `filename` for old clients
 * (anything else, quotes and backslashes included, becomes "_") and the exact name in the
 * RFC 5987/6266 `filename*`. Header injection is impossible: sanitizeFileName removed CR/LF
 * and both forms are escaped.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
