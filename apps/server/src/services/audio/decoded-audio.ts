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

/**
 * The bytes are in a recognised container but malformed: a broken structure, a failed
 * checksum, no audio track (→ 422: the upload is the right kind but cannot be read).
 */
export class CorruptAudioError extends Error {
  constructor(
    readonly format: AudioFormat,
    readonly reason: string,
  ) {
    super(`The ${format} recording is damaged and cannot be read: ${reason}.`);
  }
}

/**
 * The longest recording decoded. The app's recorder stops at 2 minutes; this bounds what a
 * hand-made upload can expand to (Opus at 6 kbit/s packs hours into the 25 MB upload limit),
 * so memory stays bounded: 10 minutes is 38 MB of 16 kHz float samples.
 */
export const MAX_DECODED_AUDIO_MS = 10 * 60_000;

/** The recording decodes to more than MAX_DECODED_AUDIO_MS (→ 413, like an upload too large). */
export class AudioTooLongError extends Error {
  constructor() {
    super(`The recording is longer than ${MAX_DECODED_AUDIO_MS / 60_000} minutes.`);
  }
}
