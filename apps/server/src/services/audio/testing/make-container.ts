// Test helpers: minimal WebM and Ogg writers, to build files the fixtures do not cover (laced
// blocks, other codecs, packets split across pages).
import { oggPageCrc } from '../demux-ogg.ts';

/** An EBML element; `size: 'unknown'` writes the all-ones size a live recorder leaves. */
export function ebml(id: number, data: Uint8Array | Uint8Array[], size?: 'unknown'): Uint8Array {
  const body = Array.isArray(data) ? concat(data) : data;
  const idBytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) idBytes.unshift(v % 256);
  const sizeBytes = new Uint8Array(8);
  if (size === 'unknown') sizeBytes.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    sizeBytes[0] = 0x01;
    let v = body.length;
    for (let i = 7; i >= 1; i--, v = Math.floor(v / 256)) sizeBytes[i] = v % 256;
  }
  return concat([Uint8Array.from(idBytes), sizeBytes, body]);
}

/** An unsigned integer element's body. */
export function uint(value: number, bytes = 1): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = bytes - 1, v = value; i >= 0; i--, v = Math.floor(v / 256)) out[i] = v % 256;
  return out;
}

/** An ASCII string element's body. */
export function ascii(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** Arrays joined. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * An Ogg stream of `packets` in pages of at most `segmentsPerPage` lacing values, so packets
 * continue across pages; granule positions count `samplesPerPacket` per finished packet.
 */
export function makeOgg(
  packets: Uint8Array[],
  options: { serial?: number; segmentsPerPage?: number; samplesPerPacket?: number } = {},
): Uint8Array {
  const { serial = 1234, segmentsPerPage = 255, samplesPerPacket = 960 } = options;
  // Every packet as lacing values and their bytes.
  const segments: { lacing: number; data: Uint8Array; ends: boolean }[] = [];
  for (const packet of packets) {
    let at = 0;
    for (;;) {
      const n = Math.min(255, packet.length - at);
      const ends = n < 255;
      segments.push({ lacing: n, data: packet.subarray(at, at + n), ends });
      at += n;
      if (ends) break;
    }
  }
  const pages: Uint8Array[] = [];
  let finished = 0;
  let continued = false;
  for (let s = 0, seq = 0; s < segments.length; s += segmentsPerPage, seq++) {
    const page = segments.slice(s, s + segmentsPerPage);
    finished += page.filter((p) => p.ends).length;
    const lastEnds = page[page.length - 1]!.ends;
    const header = new Uint8Array(27 + page.length);
    const view = new DataView(header.buffer);
    header.set(ascii('OggS'), 0);
    header[5] =
      (continued ? 1 : 0) | (seq === 0 ? 2 : 0) | (s + segmentsPerPage >= segments.length ? 4 : 0);
    const granule = page.some((p) => p.ends) ? Math.max(0, finished - 2) * samplesPerPacket : -1;
    view.setInt32(6, granule === -1 ? -1 : granule % 2 ** 32, true);
    view.setInt32(10, granule === -1 ? -1 : Math.floor(granule / 2 ** 32), true);
    view.setUint32(14, serial, true);
    view.setUint32(18, seq, true);
    header[26] = page.length;
    page.forEach((p, i) => (header[27 + i] = p.lacing));
    const bytes = concat([header, ...page.map((p) => p.data)]);
    new DataView(bytes.buffer).setUint32(22, oggPageCrc(bytes, 0, bytes.length), true);
    pages.push(bytes);
    continued = !lastEnds;
  }
  return concat(pages);
}
