import {
  TRANSCRIBE_SAMPLE_RATE,
  UnsupportedAudioError,
  type AudioFormat,
  type DecodedAudio,
} from './decoded-audio.ts';
import { readWav } from './read-wav.ts';
import { resampleMono } from './resample.ts';
import { sniffAudioFormat } from './sniff-audio-format.ts';
import { mp4CodecName } from './mp4-codec-name.ts';
import { demuxWebm } from './demux-webm.ts';
import { demuxOgg } from './demux-ogg.ts';
import { decodeOpusStream } from './decode-opus.ts';

/**
 * Decodes an uploaded recording to 16 kHz mono float samples, with no system ffmpeg: the
 * container is recognised by content, WebM and Ogg are demuxed here and their Opus decoded by
 * the `opus-decoder` WASM build of libopus, WAV is read directly, and every rate is converted
 * by libsamplerate's band-limited sinc resampler.
 *
 * Throws NotAudioError (not a recognised recording), UnsupportedAudioError (recognised, not
 * decodable here: MP4/AAC has no pure JS/WASM decoder available), CorruptAudioError (a
 * recognised container that is malformed) or AudioTooLongError; never another error for
 * malformed input.
 */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  const format = sniffAudioFormat(bytes);
  const samples = await decodeSamples(format, bytes);
  return {
    format,
    samples,
    sampleRate: TRANSCRIBE_SAMPLE_RATE,
    durationMs: Math.round((samples.length * 1000) / TRANSCRIBE_SAMPLE_RATE),
  };
}

async function decodeSamples(format: AudioFormat, bytes: Uint8Array): Promise<Float32Array> {
  switch (format) {
    case 'wav': {
      const wav = readWav(bytes);
      return resampleMono(wav.mono, wav.sampleRate);
    }
    case 'webm':
      return decodeOpusStream(demuxWebm(bytes), format);
    case 'ogg':
      return decodeOpusStream(demuxOgg(bytes), format);
    case 'mp4':
      throw new UnsupportedAudioError(mp4CodecName(bytes));
  }
}
