import type { ByteRange } from '../../services/storage/storage.ts';

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one range of
 * `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n`. Returns null when the whole file should be
 * sent (no header, another unit, several ranges, or nonsense, which the RFC lets a server
 * ignore), or 'unsatisfiable' for a well-formed range past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
