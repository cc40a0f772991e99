import { CorruptAudioError, NotAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import { parseOpusHead, type OpusStream } from './opus-head.ts';
import { hasAscii } from './sniff-audio-format.ts';

const PAGE_HEADER_BYTES = 27;
const FLAG_CONTINUED = 0x01;
/** A granule position of -1 (all bits set): no packet ends on this page. */
const NO_GRANULE = -1;

/** The codecs other than Opus an Ogg stream's first packet may name, for the 415 answer. */
const OTHER_CODECS: [magic: string, name: string][] = [
  ['\x01vorbis', 'ogg/vorbis'],
  ['\x7fFLAC', 'ogg/flac'],
  ['Speex   ', 'ogg/speex'],
];

type LogicalStream = {
  kind: 'opus' | 'other';
  packets: Uint8Array[];
  /** Segments of a packet that continues on the next page. */
  partial: Uint8Array[];
  lastGranule: number;
};

/**
 * Splits an Ogg file (RFC 3533) into the packets of its first Opus stream (RFC 7845): pages
 * checked by their CRC, packets joined across segments and pages, the OpusHead parsed, OpusTags
 * skipped. Other logical streams (a Skeleton, a video) are ignored; a file whose only audio is
 * Vorbis, FLAC or Speex is named as unsupported. A file cut short ends at its last whole page.
 */
export function demuxOgg(bytes: Uint8Array): OpusStream {
  const streams = new Map<number, LogicalStream>();
  const otherCodecs: string[] = [];
  let opus: LogicalStream | undefined;
  let pos = 0;

  while (pos + PAGE_HEADER_BYTES <= bytes.length) {
    if (!hasAscii(bytes, pos, 'OggS') || bytes[pos + 4] !== 0) {
      if (hasAudio(opus)) break; // garbage after the audio: keep what was read
      throw corrupt('a page does not start where the previous one ended');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + pos, PAGE_HEADER_BYTES);
    const flags = bytes[pos + 5]!;
    const granuleLow = view.getUint32(6, true);
    const granuleHigh = view.getInt32(10, true);
    const serial = view.getUint32(14, true);
    const segmentCount = bytes[pos + 26]!;
    const bodyStart = pos + PAGE_HEADER_BYTES + segmentCount;
    if (bodyStart > bytes.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segmentCount; i++) bodyLength += bytes[pos + PAGE_HEADER_BYTES + i]!;
    const pageEnd = bodyStart + bodyLength;
    if (pageEnd > bytes.length) break; // cut short
    if (view.getUint32(22, true) !== oggPageCrc(bytes, pos, pageEnd)) {
      if (hasAudio(opus)) break;
      throw corrupt('a page fails its checksum');
    }

    let stream = streams.get(serial);
    if (!stream) {
      stream = { kind: 'other', packets: [], partial: [], lastGranule: NO_GRANULE };
      streams.set(serial, stream);
    }
    // A continuation whose start was never seen (or a start where one was expected) is dropped.
    if (!(flags & FLAG_CONTINUED)) stream.partial = [];
    let segmentStart = bodyStart;
    let orphan = (flags & FLAG_CONTINUED) !== 0 && stream.partial.length === 0;
    for (let i = 0; i < segmentCount; i++) {
      const lacing = bytes[pos + PAGE_HEADER_BYTES + i]!;
      // Another stream's packets after its first are not needed: their bytes are not kept.
      const wanted = stream.kind === 'opus' || stream.packets.length === 0;
      if (!orphan && wanted)
        stream.partial.push(bytes.subarray(segmentStart, segmentStart + lacing));
      segmentStart += lacing;
      if (lacing < 255) {
        if (!orphan) completePacket(stream);
        orphan = false;
      }
    }
    if (granuleHigh !== -1 || granuleLow !== 0xffffffff) {
      stream.lastGranule = granuleHigh * 2 ** 32 + granuleLow;
    }
    pos = pageEnd;
  }

  function completePacket(stream: LogicalStream) {
    const packet = join(stream.partial);
    stream.partial = [];
    if (stream.packets.length === 0 && !opus && hasAscii(packet, 0, 'OpusHead')) {
      stream.kind = 'opus';
      opus = stream;
    } else if (stream.packets.length === 0) {
      const other = OTHER_CODECS.find(([magic]) => hasAscii(packet, 0, magic));
      if (other) otherCodecs.push(other[1]);
    }
    // Only the Opus stream's packets are kept; the others' are counted, to know their first.
    stream.packets.push(stream.kind === 'opus' ? packet : EMPTY);
  }

  if (!opus) {
    if (otherCodecs[0]) throw new UnsupportedAudioError(otherCodecs[0]);
    if (streams.size === 0) throw corrupt('it has no complete page');
    throw new NotAudioError();
  }
  const [headPacket, tags, ...packets] = opus.packets;
  const head = parseOpusHead(headPacket!, 'ogg');
  if (tags && !hasAscii(tags, 0, 'OpusTags')) throw corrupt('the Opus comment header is missing');
  return {
    head,
    packets,
    ...(opus.lastGranule >= 0 && { totalSamples: opus.lastGranule - head.preSkip }),
  };
}

const EMPTY = new Uint8Array(0);

/** True once a stream has audio packets (beyond its two headers). */
function hasAudio(stream: LogicalStream | undefined): boolean {
  return stream !== undefined && stream.packets.length > 2;
}

/** One array from several (no copy when there is one). */
function join(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const CRC_TABLE = (() => {
  // Ogg's CRC-32: polynomial 0x04c11db7, not reflected, initial value 0.
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** The CRC of a page with its checksum field (bytes 22–25) counted as zero. */
export function oggPageCrc(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    const b = i - start >= 22 && i - start < 26 ? 0 : bytes[i]!;
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ b) & 0xff]!) >>> 0;
  }
  return crc;
}

function corrupt(reason: string) {
  return new CorruptAudioError('ogg', reason);
}
