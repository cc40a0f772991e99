import { OpusDecoder } from 'opus-decoder';
import {
  AudioTooLongError,
  CorruptAudioError,
  MAX_DECODED_AUDIO_MS,
  type AudioFormat,
} from './decoded-audio.ts';
import type { OpusStream } from './opus-head.ts';
import { createMonoResampler } from './resample.ts';

const OPUS_RATE = 48_000;
const MAX_SAMPLES = (MAX_DECODED_AUDIO_MS / 1000) * OPUS_RATE;

/**
 * opus-decoder copies each packet into a WASM buffer of this many bytes per channel and
 * throws past it; libopus's own limit (120 ms at 510 kbit/s per stream) is below it.
 */
const MAX_PACKET_BYTES_PER_CHANNEL = 3_840;

/**
 * Packets libopus refuses (it logs each one and outputs nothing) before the stream is judged
 * corrupt rather than merely damaged in places.
 */
const MAX_BAD_PACKETS = 8;

/**
 * Decodes Opus packets with the `opus-decoder` WASM build of libopus at 48 kHz, averaging the
 * channels to mono and resampling to 16 kHz as it goes, so at most one packet's 48 kHz audio is
 * held at a time. The decoder itself drops the header's pre-skip; the container's end trim
 * (totalSamples) is applied at the end.
 */
export async function decodeOpusStream(
  stream: OpusStream,
  format: AudioFormat,
): Promise<Float32Array> {
  const { head } = stream;
  const decoder = new OpusDecoder({
    sampleRate: OPUS_RATE,
    channels: head.channels,
    preSkip: head.preSkip,
    ...(head.mapping && {
      streamCount: head.mapping.streamCount,
      coupledStreamCount: head.mapping.coupledStreamCount,
      channelMappingTable: head.mapping.table,
    }),
  });
  await decoder.ready;
  try {
    const resampler = await createMonoResampler(OPUS_RATE);
    const maxPacketBytes = MAX_PACKET_BYTES_PER_CHANNEL * head.channels;
    let badPackets = 0;
    for (const packet of stream.packets) {
      // An empty packet is a gap the encoder left (DTX); nothing to decode.
      if (packet.length === 0) continue;
      if (packet.length > maxPacketBytes) throw corrupt(format, 'an Opus packet is too large');
      const decoded = decoder.decodeFrame(packet);
      if (decoded.errors.length > 0 && ++badPackets > MAX_BAD_PACKETS) {
        throw corrupt(format, 'its Opus packets do not decode');
      }
      if (decoded.samplesDecoded === 0) continue;
      resampler.push(downmix(decoded.channelData, decoded.samplesDecoded, head.gain));
      if (resampler.inputLength > MAX_SAMPLES) throw new AudioTooLongError();
    }
    const keep =
      stream.totalSamples !== undefined && stream.totalSamples >= 0
        ? Math.min(stream.totalSamples, resampler.inputLength)
        : resampler.inputLength;
    return resampler.finish(keep);
  } finally {
    decoder.free();
  }
}

/** The channels averaged (and the header's gain applied) into one new array. */
function downmix(channels: Float32Array[], length: number, gain: number): Float32Array {
  const mono = new Float32Array(length);
  const scale = gain / channels.length;
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i] = mono[i]! + channel[i]!;
  }
  if (scale !== 1) for (let i = 0; i < length; i++) mono[i] = mono[i]! * scale;
  return mono;
}

function corrupt(format: AudioFormat, reason: string) {
  return new CorruptAudioError(format, reason);
}
