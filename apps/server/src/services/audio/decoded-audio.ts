/** The sample rate every transcription engine is given (Whisper's native rate). */
export const TRANSCRIBE_SAMPLE_RATE = 16_000;

/** The container formats the server recognises by content. */
export type AudioFormat = 'webm' | 'ogg' | 'wav' | 'mp4';

/** An upload decoded and resampled: mono 32-bit float PCM at TRANSCRIBE_SAMPLE_RATE. */
export type DecodedAudio = {
  format: AudioFormat;
  samples: Float32Array;
  sampleRate: typeof TRANSCRIBE_SAMPLE_RATE;
  durationMs: number;
};

/** The bytes are audio in a format this server cannot decode (→ 415 naming the format). */
export class UnsupportedAudioError extends Error {
  constructor(readonly format: string) {
    super(`Audio in ${format} format cannot be decoded on this server.`);
  }
}

/** The bytes are not audio this server recognises at all (→ 415). */
export class NotAudioError extends Error {
  constructor() {
    super('The file is not a recognised audio recording.');
  }
}
