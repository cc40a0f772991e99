import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentType } from '@crewline/shared/contracts/chat-responses';

/** How many leading bytes of an upload are read to decide its type (file-type needs ~4 KB). */
export const SNIFF_BYTES = 64 * 1024;

/** What the first bytes of a file say it is. */
type ContentKind = {
  mimeType: string;
  attachmentType: AttachmentType;
  /** An image format sharp decodes and every browser shows: measured and thumbnailed. */
  image: boolean;
};

/** Shown inline in the chat (and measured, thumbnailed) when sharp can decode them. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** What we call a "document": PDF, office formats (OOXML, OpenDocument, RTF), e-books, plain text. */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/rtf',
  'application/epub+zip',
  'text/plain',
]);
const DOCUMENT_PREFIXES = [
  'application/vnd.openxmlformats-officedocument.',
  'application/vnd.oasis.opendocument.',
];

export const PLAIN_TEXT = 'text/plain';
const UNKNOWN_BINARY = 'application/octet-stream';

/** Text we may call text/plain: no NUL byte and valid UTF-8 (a sequence cut at the end is fine). */
function isUtf8Text(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * A WebM file's tracks, read from its header: MediaRecorder's voice notes are audio-only WebM,
 * which file-type reports as video/webm. A CodecID element (0x86, a one-byte size) holding
 * "V_…" means a video track; only "A_…" ones mean audio.
 */
function webmHasVideo(head: Buffer): boolean {
  let audio = false;
  for (let i = head.indexOf(0x86); i >= 0 && i + 3 < head.length; i = head.indexOf(0x86, i + 1)) {
    const size = head[i + 1]!;
    if ((size & 0x80) === 0) continue;
    const codec = head.toString('latin1', i + 2, i + 4);
    if (codec === 'V_') return true;
    if (codec === 'A_') audio = true;
  }
  return !audio;
}

function documentType(mimeType: string): boolean {
  return DOCUMENT_TYPES.has(mimeType) || DOCUMENT_PREFIXES.some((p) => mimeType.startsWith(p));
}

/**
 * The type of an upload judged from its first bytes only (never its name or the client's
 * Content-Type). Unrecognised content is text/plain when it is UTF-8 without NUL bytes, else
 * application/octet-stream. HTML and SVG are text to us: never image/svg+xml, never inline.
 */
export async function classifyContent(head: Buffer): Promise<ContentKind> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) {
    return isUtf8Text(head)
      ? { mimeType: PLAIN_TEXT, attachmentType: 'document', image: false }
      : { mimeType: UNKNOWN_BINARY, attachmentType: 'file', image: false };
  }
  const { mime } = detected;
  if (IMAGE_TYPES.has(mime)) return { mimeType: mime, attachmentType: 'image', image: true };
  if (mime === 'video/webm' && !webmHasVideo(head)) {
    return { mimeType: 'audio/webm', attachmentType: 'audio', image: false };
  }
  if (mime.startsWith('video/')) return { mimeType: mime, attachmentType: 'video', image: false };
  if (mime.startsWith('audio/')) return { mimeType: mime, attachmentType: 'audio', image: false };
  if (documentType(mime)) return { mimeType: mime, attachmentType: 'document', image: false };
  return { mimeType: mime, attachmentType: 'file', image: false };
}
