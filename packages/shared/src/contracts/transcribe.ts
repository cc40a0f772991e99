/**
 * POST /api/transcribe: a recording in, its transcript out. The server reads the
 * multipart field `audio` (at most AUDIO_MAX_BYTES) and an optional `language` field.
 */

/** The multipart field that carries the recording. */
export const TRANSCRIBE_FIELD = 'audio';

/** The languages a transcription is asked in: the interface languages. */
export const TRANSCRIBE_LANGUAGES = ['en', 'ar', 'ru'] as const;
export type TranscribeLanguage = (typeof TRANSCRIBE_LANGUAGES)[number];

/** The engines a server may run; `none` answers 503 (nothing is invented). */
export const TRANSCRIPTION_ENGINES = ['openai', 'local', 'none'] as const;
export type TranscriptionEngineName = (typeof TRANSCRIPTION_ENGINES)[number];

/** At most this many transcriptions per user per window (429 with Retry-After beyond). */
export const TRANSCRIBE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** 200: `text` and `transcription` hold the same string (the spec's client reads either). */
export type TranscribeResponse = {
  text: string;
  transcription: string;
  /** The language of the transcript: the engine's, else the one asked for. */
  language: string;
  /** The recording's length; null when the server forwarded a format it cannot decode. */
  duration_ms: number | null;
  engine: Exclude<TranscriptionEngineName, 'none'>;
};

/**
 * 502: the engine failed. `detail` is the engine's own words (what the web shows as
 * "Transcription failed ({status}): {detail}"); `upstream_status` is the HTTP status of the
 * OpenAI-compatible API, null when it did not answer (timeout, refused) or for the local engine.
 */
export type TranscriptionFailedBody = {
  error: 'TRANSCRIPTION_FAILED';
  message: string;
  detail: string;
  upstream_status: number | null;
};

/** Stable error codes of this endpoint besides the common ones. */
export const TRANSCRIBE_ERRORS = {
  failed: 'TRANSCRIPTION_FAILED',
  notConfigured: 'TRANSCRIPTION_NOT_CONFIGURED',
  modelMissing: 'TRANSCRIPTION_MODEL_MISSING',
  busy: 'TRANSCRIPTION_BUSY',
  notAudio: 'NOT_AUDIO',
  unsupportedAudio: 'UNSUPPORTED_AUDIO_FORMAT',
  corruptAudio: 'CORRUPT_AUDIO',
} as const;

/** The texts of this endpoint's own errors ({seconds}, {format} are filled in). */
export const TRANSCRIBE_MESSAGES = {
  notMultipart: 'Upload the recording as multipart/form-data',
  audioRequired: 'Choose a recording to upload in the "audio" field',
  audioEmpty: 'The recording is empty',
  interrupted: 'The upload did not complete. Please try again.',
  notAudio: 'The file is not an audio recording this server can read (WebM, Ogg or WAV).',
  unsupportedAudio:
    'Audio in {format} format cannot be transcribed on this server. Please record in WebM, Ogg or WAV.',
  corruptAudio: 'The recording could not be decoded; it may be damaged. Please record it again.',
  rateLimited: 'Too many transcriptions. Please wait {seconds} seconds and try again.',
  busy: 'Speech recognition is busy. Please try again in a few seconds.',
  notConfigured:
    'Speech recognition is not set up on this server. An administrator can set TRANSCRIBE_API_URL ' +
    '(with TRANSCRIBE_API_KEY and TRANSCRIBE_MODEL) to an OpenAI-compatible transcription API, or ' +
    'put a Whisper model in WHISPER_MODEL_DIR (`npm run voice:model` downloads one into DATA_DIR/models).',
} as const;
