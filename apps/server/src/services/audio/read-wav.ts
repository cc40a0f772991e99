import {
  AudioTooLongError,
  CorruptAudioError,
  MAX_DECODED_AUDIO_MS,
  UnsupportedAudioError,
} from './decoded-audio.ts';
import { hasAscii } from './sniff-audio-format.ts';
import { MAX_INPUT_SAMPLE_RATE, MIN_INPUT_SAMPLE_RATE } from './resample.ts';

/** A WAV file's samples, downmixed to mono, at the file's own rate. */
type WavAudio = { sampleRate: number; mono: Float32Array };

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MAX_CHANNELS = 64;

type Fmt = {
  format: number;
  channels: number;
  sampleRate: number;
  blockAlign: number;
  bits: number;
};

/**
 * Reads a RIFF/WAVE file: integer PCM of 8 (unsigned), 16, 24 or 32 bits, or 32/64-bit float,
 * any channel count and rate, plain or WAVE_FORMAT_EXTENSIBLE. A data chunk that claims more
 * bytes than the file has (a recorder that never went back to write the size, or a cut file)
 * is read up to the end of the file, as other players do.
 */
export function readWav(bytes: Uint8Array): WavAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: Fmt | undefined;
  let data: { start: number; length: number } | undefined;

  let pos = 12;
  while (pos + 8 <= bytes.length && !(fmt && data)) {
    const size = view.getUint32(pos + 4, true);
    const start = pos + 8;
    if (hasAscii(bytes, pos, 'fmt ')) {
      if (size < 16 || start + size > bytes.length) throw corrupt('the format chunk is cut short');
      fmt = readFmt(view, start, size);
    } else if (hasAscii(bytes, pos, 'data')) {
      data = { start, length: Math.min(size, bytes.length - start) };
    } else if (!isChunkId(bytes, pos)) {
      throw corrupt('a chunk header is not readable');
    }
    // Chunks are padded to an even length.
    pos = start + size + (size % 2);
  }
  if (!fmt) throw corrupt('there is no format chunk');
  if (!data) throw corrupt('there is no data chunk');

  const frames = Math.floor(data.length / fmt.blockAlign);
  if ((frames / fmt.sampleRate) * 1000 > MAX_DECODED_AUDIO_MS) throw new AudioTooLongError();
  return { sampleRate: fmt.sampleRate, mono: toMono(view, data.start, frames, fmt) };
}

/** Validates the fmt chunk against what this reader can convert. */
function readFmt(view: DataView, start: number, size: number): Fmt {
  let format = view.getUint16(start, true);
  const channels = view.getUint16(start + 2, true);
  const sampleRate = view.getUint32(start + 4, true);
  const blockAlign = view.getUint16(start + 12, true);
  const bits = view.getUint16(start + 14, true);
  // WAVE_FORMAT_EXTENSIBLE carries the real format in the first two bytes of its GUID.
  if (format === FORMAT_EXTENSIBLE) {
    if (size < 40) throw corrupt('the extensible format chunk is cut short');
    format = view.getUint16(start + 24, true);
  }
  if (format !== FORMAT_PCM && format !== FORMAT_FLOAT) {
    throw new UnsupportedAudioError(`wav/format-${format}`);
  }
  if (channels === 0 || sampleRate === 0) throw corrupt('it has no channels or no sample rate');
  if (channels > MAX_CHANNELS) throw new UnsupportedAudioError(`wav/${channels}-channels`);
  if (sampleRate < MIN_INPUT_SAMPLE_RATE || sampleRate > MAX_INPUT_SAMPLE_RATE) {
    throw new UnsupportedAudioError(`wav/${sampleRate}Hz`);
  }
  const supported =
    format === FORMAT_PCM ? [8, 16, 24, 32].includes(bits) : bits === 32 || bits === 64;
  if (!supported)
    throw new UnsupportedAudioError(`wav/${format === FORMAT_PCM ? 'pcm' : 'float'}${bits}`);
  if (blockAlign !== channels * (bits / 8)) throw corrupt('its block size does not match');
  return { format, channels, sampleRate, blockAlign, bits };
}

/** The frames averaged over channels, as floats in [-1, 1]. */
function toMono(view: DataView, start: number, frames: number, fmt: Fmt): Float32Array {
  const read = sampleReader(view, fmt);
  const bytesPerSample = fmt.bits / 8;
  const mono = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const frameStart = start + f * fmt.blockAlign;
    let sum = 0;
    for (let c = 0; c < fmt.channels; c++) sum += read(frameStart + c * bytesPerSample);
    const s = sum / fmt.channels;
    // Float files may hold out-of-range or non-finite values.
    mono[f] = s > 1 ? 1 : s < -1 ? -1 : Number.isNaN(s) ? 0 : s;
  }
  return mono;
}

/** A function reading one sample at a byte offset as a float. */
function sampleReader(view: DataView, fmt: Fmt): (at: number) => number {
  if (fmt.format === FORMAT_FLOAT) {
    return fmt.bits === 32 ? (at) => view.getFloat32(at, true) : (at) => view.getFloat64(at, true);
  }
  switch (fmt.bits) {
    case 8:
      return (at) => (view.getUint8(at) - 128) / 128;
    case 16:
      return (at) => view.getInt16(at, true) / 32768;
    case 24:
      return (at) => ((view.getInt8(at + 2) << 16) | view.getUint16(at, true)) / 8388608;
    default:
      return (at) => view.getInt32(at, true) / 2147483648;
  }
}

/** Four printable ASCII characters, as every RIFF chunk id is. */
function isChunkId(bytes: Uint8Array, pos: number): boolean {
  for (let i = pos; i < pos + 4; i++) {
    const b = bytes[i]!;
    if (b < 0x20 || b > 0x7e) return false;
  }
  return true;
}

function corrupt(reason: string) {
  return new CorruptAudioError('wav', reason);
}
