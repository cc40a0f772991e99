import { CorruptAudioError, UnsupportedAudioError, type AudioFormat } from './decoded-audio.ts';
import { hasAscii } from './sniff-audio-format.ts';

/** The Opus identification header (RFC 7845 §5.1), as the decoder needs it. */
export type OpusHead = {
  channels: number;
  /** 48 kHz samples the decoder must drop from the start (the encoder's look-ahead). */
  preSkip: number;
  /** Linear factor from the header's output gain (Q7.8 dB), 1 when none. */
  gain: number;
  /** Channel mapping for multistream files (family 1); absent for mono/stereo (family 0). */
  mapping?: { streamCount: number; coupledStreamCount: number; table: number[] };
};

/** What an Opus stream's container gives the decoder: the header and the packets in order. */
export type OpusStream = {
  head: OpusHead;
  packets: Uint8Array[];
  /**
   * The stream's length in 48 kHz samples after pre-skip when the container says it (Ogg's
   * last granule position, WebM's DiscardPadding): the last packet is padded to a whole frame.
   */
  totalSamples?: number;
};

/** Mapping family 1 covers up to 8 channels (Vorbis order); other families are not decoded. */
const MAX_MAPPED_CHANNELS = 8;

/** Parses an OpusHead packet (Ogg's first packet, WebM's CodecPrivate). */
export function parseOpusHead(packet: Uint8Array, format: AudioFormat): OpusHead {
  if (!hasAscii(packet, 0, 'OpusHead') || packet.length < 19) {
    throw new CorruptAudioError(format, 'the Opus header is missing or cut short');
  }
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  // Versions 0–15 are compatible with this layout (RFC 7845: the major version is the top 4 bits).
  if (packet[8]! > 15) throw new UnsupportedAudioError(`${format}/opus-version-${packet[8]}`);
  const channels = packet[9]!;
  const preSkip = view.getUint16(10, true);
  const gain = 10 ** (view.getInt16(16, true) / 256 / 20);
  const family = packet[18]!;
  if (channels === 0) throw new CorruptAudioError(format, 'the Opus header has no channels');
  if (family === 0) {
    if (channels > 2) throw new CorruptAudioError(format, 'the Opus header has too many channels');
    return { channels, preSkip, gain };
  }
  if (family !== 1) throw new UnsupportedAudioError(`${format}/opus-mapping-${family}`);
  if (channels > MAX_MAPPED_CHANNELS || packet.length < 21 + channels) {
    throw new CorruptAudioError(format, 'the Opus channel mapping is not valid');
  }
  const streamCount = packet[19]!;
  const coupledStreamCount = packet[20]!;
  const table = Array.from(packet.subarray(21, 21 + channels));
  const coded = streamCount + coupledStreamCount;
  if (
    streamCount === 0 ||
    coupledStreamCount > streamCount ||
    table.some((c) => c !== 255 && c >= coded)
  ) {
    throw new CorruptAudioError(format, 'the Opus channel mapping is not valid');
  }
  return { channels, preSkip, gain, mapping: { streamCount, coupledStreamCount, table } };
}
