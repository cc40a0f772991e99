import { CorruptAudioError, NotAudioError, UnsupportedAudioError } from './decoded-audio.ts';
import {
  readChildren,
  readElementHeader,
  readInt,
  readString,
  readUint,
  readVintAt,
} from './ebml-reader.ts';
import { parseOpusHead, type OpusHead, type OpusStream } from './opus-head.ts';

/** Matroska element ids used here (https://www.matroska.org/technical/elements.html). */
const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Cluster: 0x1f43b675,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackType: 0x83,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  CodecDelay: 0x56aa,
  Audio: 0xe1,
  Channels: 0x9f,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  DiscardPadding: 0x75a2,
} as const;

const TRACK_TYPE_AUDIO = 2;

type Track = {
  number: number;
  type: number;
  codec: string;
  codecPrivate?: Uint8Array;
  codecDelayNs: number;
  channels: number;
};

/**
 * Splits a WebM/Matroska file into the Opus packets of its first audio track. The file is read
 * front to back without seeking: a Segment or Cluster is entered rather than skipped, so the
 * unknown sizes a live recorder writes (MediaRecorder cannot go back to fill them in) and
 * known sizes read alike; other elements are skipped by their size. Laced blocks (Xiph, EBML,
 * fixed) are split. A file cut short ends at its last whole block.
 */
export function demuxWebm(bytes: Uint8Array): OpusStream {
  let pos = readEbmlHeader(bytes);
  const tracks: Track[] = [];
  const blocks: { track: number; frames: Uint8Array[] }[] = [];
  let discardPaddingNs = 0;

  while (pos < bytes.length) {
    const header = readElementHeader(bytes, pos);
    if (header === 'truncated') break;
    if (header === 'invalid') {
      if (blocks.length > 0) break; // garbage after the audio: keep what was read
      throw corrupt('an element header is not readable');
    }
    if (header.id === ID.Segment || header.id === ID.Cluster) {
      pos = header.dataStart;
      continue;
    }
    if (header.size === null) {
      if (blocks.length > 0) break;
      throw corrupt('an element other than a Segment or Cluster has an unknown size');
    }
    const end = header.dataStart + header.size;
    if (end > bytes.length) break; // cut short
    if (header.id === ID.Tracks) {
      tracks.push(...readTracks(bytes, header.dataStart, end));
    } else if (header.id === ID.SimpleBlock) {
      const block = readBlock(bytes, header.dataStart, end);
      if (block) blocks.push(block);
    } else if (header.id === ID.BlockGroup) {
      for (const child of readChildren(bytes, header.dataStart, end) ?? []) {
        if (child.id === ID.Block) {
          const block = readBlock(bytes, child.start, child.start + child.size);
          if (block) blocks.push(block);
        } else if (child.id === ID.DiscardPadding) {
          discardPaddingNs += Math.max(0, readInt(bytes, child.start, child.size));
        }
      }
    }
    pos = end;
  }

  const track = tracks.find((t) => t.type === TRACK_TYPE_AUDIO);
  if (!track) {
    if (tracks.length > 0) throw new NotAudioError(); // a video without sound
    throw corrupt('it has no track list');
  }
  if (track.codec !== 'A_OPUS') {
    throw new UnsupportedAudioError(`webm/${track.codec.replace(/^A_/, '').toLowerCase()}`);
  }
  const head = opusHeadOf(track);
  const packets = blocks.filter((b) => b.track === track.number).flatMap((b) => b.frames);
  const stream: OpusStream = { head, packets };
  if (discardPaddingNs > 0) {
    const total = packetsDuration(packets) - head.preSkip - nsToSamples(discardPaddingNs);
    if (total >= 0) stream.totalSamples = total;
  }
  return stream;
}

/** Checks the EBML header (DocType webm or matroska); returns where the body starts. */
function readEbmlHeader(bytes: Uint8Array): number {
  const header = readElementHeader(bytes, 0);
  if (typeof header === 'string' || header.id !== ID.EBML || header.size === null) {
    throw corrupt('the EBML header is not readable');
  }
  const end = header.dataStart + header.size;
  const children = end <= bytes.length ? readChildren(bytes, header.dataStart, end) : undefined;
  if (!children) throw corrupt('the EBML header is cut short');
  const docType = children.find((c) => c.id === ID.DocType);
  const type = docType ? readString(bytes, docType.start, docType.size) : 'matroska';
  if (type !== 'webm' && type !== 'matroska') throw new NotAudioError();
  return end;
}

/** The track entries of a Tracks element. */
function readTracks(bytes: Uint8Array, start: number, end: number): Track[] {
  const entries = readChildren(bytes, start, end);
  if (!entries) throw corrupt('the track list is not readable');
  return entries
    .filter((e) => e.id === ID.TrackEntry)
    .map((entry) => {
      const fields = readChildren(bytes, entry.start, entry.start + entry.size);
      if (!fields) throw corrupt('a track entry is not readable');
      const track: Track = { number: 0, type: 0, codec: '', codecDelayNs: 0, channels: 1 };
      for (const f of fields) {
        if (f.id === ID.TrackNumber) track.number = readUint(bytes, f.start, f.size);
        else if (f.id === ID.TrackType) track.type = readUint(bytes, f.start, f.size);
        else if (f.id === ID.CodecID) track.codec = readString(bytes, f.start, f.size);
        else if (f.id === ID.CodecPrivate) {
          track.codecPrivate = bytes.subarray(f.start, f.start + f.size);
        } else if (f.id === ID.CodecDelay) track.codecDelayNs = readUint(bytes, f.start, f.size);
        else if (f.id === ID.Audio) {
          const channels = readChildren(bytes, f.start, f.start + f.size)?.find(
            (c) => c.id === ID.Channels,
          );
          if (channels) track.channels = readUint(bytes, channels.start, channels.size);
        }
      }
      // Matroska allows the type to be left out; an A_ codec is audio.
      if (track.type === 0 && track.codec.startsWith('A_')) track.type = TRACK_TYPE_AUDIO;
      return track;
    });
}

/**
 * The Opus header: WebM carries the OpusHead packet as CodecPrivate; without one, a stereo or
 * mono stream is described by the track's channel count and codec delay.
 */
function opusHeadOf(track: Track): OpusHead {
  if (track.codecPrivate) return parseOpusHead(track.codecPrivate, 'webm');
  if (track.channels < 1 || track.channels > 2) {
    throw corrupt('the Opus track has no header for its channels');
  }
  return { channels: track.channels, preSkip: nsToSamples(track.codecDelayNs), gain: 1 };
}

/**
 * A Block or SimpleBlock: track number, 16-bit timecode, flags, then one frame or a laced
 * group. Returns undefined for a block too short to hold its own header.
 */
function readBlock(
  bytes: Uint8Array,
  start: number,
  end: number,
): { track: number; frames: Uint8Array[] } | undefined {
  const track = readVintAt(bytes, start, end);
  if (!track || track.value === null) return undefined;
  const flagsAt = start + track.length + 2;
  if (flagsAt >= end) return undefined;
  const lacing = (bytes[flagsAt]! >> 1) & 3;
  const frames =
    lacing === 0 ? [bytes.subarray(flagsAt + 1, end)] : unlace(bytes, flagsAt + 1, end, lacing);
  if (!frames) throw corrupt('a laced block is not readable');
  return { track: track.value, frames };
}

/** Splits a laced block's frames (1: Xiph, 2: fixed size, 3: EBML); undefined if malformed. */
function unlace(
  bytes: Uint8Array,
  start: number,
  end: number,
  lacing: number,
): Uint8Array[] | undefined {
  if (start >= end) return undefined;
  const count = bytes[start]! + 1;
  let pos = start + 1;
  const sizes: number[] = [];
  if (lacing === 1) {
    for (let i = 0; i < count - 1; i++) {
      let size = 0;
      let b: number;
      do {
        if (pos >= end) return undefined;
        b = bytes[pos++]!;
        size += b;
      } while (b === 255);
      sizes.push(size);
    }
  } else if (lacing === 3) {
    const first = readVintAt(bytes, pos, end);
    if (!first || first.value === null) return undefined;
    pos += first.length;
    sizes.push(first.value);
    for (let i = 1; i < count - 1; i++) {
      const delta = readVintAt(bytes, pos, end);
      if (!delta || delta.value === null) return undefined;
      pos += delta.length;
      // Signed: the raw value minus half the range (2^(7n−1) − 1).
      const size = sizes[i - 1]! + delta.value - (2 ** (7 * delta.length - 1) - 1);
      if (size < 0) return undefined;
      sizes.push(size);
    }
  } else {
    const total = end - pos;
    if (total % count !== 0) return undefined;
    for (let i = 0; i < count - 1; i++) sizes.push(total / count);
  }
  const known = sizes.reduce((n, s) => n + s, 0);
  if (pos + known > end) return undefined;
  sizes.push(end - pos - known);
  const frames: Uint8Array[] = [];
  for (const size of sizes) {
    frames.push(bytes.subarray(pos, pos + size));
    pos += size;
  }
  return frames;
}

/** 48 kHz samples in a span of nanoseconds. */
function nsToSamples(ns: number): number {
  return Math.round((ns * 48_000) / 1e9);
}

/** The 48 kHz samples the packets hold, read from their TOC bytes (RFC 6716 §3.1). */
function packetsDuration(packets: Uint8Array[]): number {
  let total = 0;
  for (const packet of packets) total += opusPacketSamples(packet);
  return total;
}

/** Samples (48 kHz) in one Opus packet: frames per packet × the configuration's frame size. */
export function opusPacketSamples(packet: Uint8Array): number {
  if (packet.length === 0) return 0;
  const toc = packet[0]!;
  const config = toc >> 3;
  const frameSize =
    config < 12
      ? [480, 960, 1920, 2880][config & 3]! // SILK: 10, 20, 40, 60 ms
      : config < 16
        ? [480, 960][config & 1]! // hybrid: 10, 20 ms
        : [120, 240, 480, 960][config & 3]!; // CELT: 2.5, 5, 10, 20 ms
  const code = toc & 3;
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2;
  return frameSize * frames;
}

function corrupt(reason: string) {
  return new CorruptAudioError('webm', reason);
}
