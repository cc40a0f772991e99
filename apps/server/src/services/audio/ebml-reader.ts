// The bits of EBML (RFC 8794) the WebM demuxer needs: variable-length ids and sizes, unsigned
// integers, strings, and element headers, every read bounds-checked.

/** An element's header: its id, where its data starts, and its size (null when unknown). */
type ElementHeader = { id: number; dataStart: number; size: number | null };

/** Why a header could not be read: the bytes end inside it, or it is not valid EBML. */
type HeaderProblem = 'truncated' | 'invalid';

/** The length of a variable-length integer from its first byte (0 when the byte is 0). */
function vintLength(first: number): number {
  return first === 0 ? 0 : Math.clz32(first) - 23;
}

/**
 * Reads the element header at `pos` (`end` bounds the read). Ids are 1–4 bytes and keep their
 * marker bit, as the specification writes them; sizes are 1–8 bytes, all ones meaning unknown
 * (a live stream's Segment and Clusters).
 */
export function readElementHeader(
  bytes: Uint8Array,
  pos: number,
  end = bytes.length,
): ElementHeader | HeaderProblem {
  if (pos >= end) return 'truncated';
  const idLength = vintLength(bytes[pos]!);
  if (idLength === 0 || idLength > 4) return 'invalid';
  if (pos + idLength >= end) return 'truncated';
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[pos + i]!;

  const sizeAt = pos + idLength;
  const sizeLength = vintLength(bytes[sizeAt]!);
  if (sizeLength === 0) return 'invalid';
  if (sizeAt + sizeLength > end) return 'truncated';
  const size = readVint(bytes, sizeAt, sizeLength);
  return { id, dataStart: sizeAt + sizeLength, size };
}

/**
 * The value of a `length`-byte variable-length integer at `pos` without its marker, or null
 * when all its value bits are ones (unknown). Values beyond 2^53 lose precision, which only
 * matters for sizes, and those are compared with a buffer far smaller.
 */
function readVint(bytes: Uint8Array, pos: number, length: number): number | null {
  let value = bytes[pos]! & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[pos + i]!;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return allOnes ? null : value;
}

/** A variable-length integer at `pos` before `end`: its value (unknown as null) and length. */
export function readVintAt(
  bytes: Uint8Array,
  pos: number,
  end: number,
): { value: number | null; length: number } | undefined {
  if (pos >= end) return undefined;
  const length = vintLength(bytes[pos]!);
  if (length === 0 || pos + length > end) return undefined;
  return { value: readVint(bytes, pos, length), length };
}

/** An unsigned integer element's value (0–8 bytes, big-endian). */
export function readUint(bytes: Uint8Array, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < Math.min(size, 8); i++) value = value * 256 + bytes[start + i]!;
  return value;
}

/** A signed integer element's value (two's complement, 0–8 bytes). */
export function readInt(bytes: Uint8Array, start: number, size: number): number {
  if (size === 0) return 0;
  const unsigned = readUint(bytes, start, size);
  const n = Math.min(size, 8);
  return bytes[start]! & 0x80 ? unsigned - 2 ** (8 * n) : unsigned;
}

/** An ASCII string element's value, up to its first NUL. */
export function readString(bytes: Uint8Array, start: number, size: number): string {
  let text = '';
  for (let i = start; i < start + size; i++) {
    if (bytes[i] === 0) break;
    text += String.fromCharCode(bytes[i]!);
  }
  return text;
}

/**
 * The children of a master element with a known size, each with a known size inside it.
 * Returns undefined when a child's header is unreadable or runs past the parent.
 */
export function readChildren(
  bytes: Uint8Array,
  start: number,
  end: number,
): { id: number; start: number; size: number }[] | undefined {
  const children = [];
  let pos = start;
  while (pos < end) {
    const header = readElementHeader(bytes, pos, end);
    if (typeof header === 'string' || header.size === null) return undefined;
    if (header.dataStart + header.size > end) return undefined;
    children.push({ id: header.id, start: header.dataStart, size: header.size });
    pos = header.dataStart + header.size;
  }
  return children;
}
