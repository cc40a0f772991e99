import { TRANSCRIBE_ERRORS } from '@crewline/shared/contracts/transcribe';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { uploadMultipart } from './multipart-upload.ts';

/** The transcription endpoint. */
const TRANSCRIBE_PATH = '/api/transcribe';

/** Body of a successful POST /api/transcribe; `text` and `transcription` hold the same string. */
type TranscribeResponse = {
  text?: string;
  transcription?: string;
  language?: string;
  duration_ms?: number;
  engine?: string;
};

/** What the client keeps of a transcription. */
type Transcription = { text: string; language: string; durationMs: number; engine: string };

/**
 * A transcription the server could not make. `detail` is the server's explanation (the engine's
 * error for a 502, what to configure for a 503); `code` is its stable error code; `notConfigured`
 * marks the 503 of a server without a usable speech engine (a busy one is a 503 too).
 */
export class TranscriptionError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly notConfigured: boolean;

  constructor(status: number, detail: string, code = '') {
    super(`Transcription failed (${status}): ${detail}`);
    this.name = 'TranscriptionError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.notConfigured = status === 503 && code !== TRANSCRIBE_ERRORS.busy;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

/** The most specific explanation a failed reply carries: its detail, else its message. */
function detailOf(error: ApiError): string {
  const body = error.body as Record<string, unknown> | null;
  return text(body?.detail) ?? text(body?.message) ?? text(body?.error) ?? error.message;
}

type TranscribeOptions = {
  /** The interface language, sent as the engine's language hint. */
  language: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** The 413 text when the refusal has no body of its own. */
  tooLargeMessage: string;
};

/**
 * Uploads a recording (multipart field `audio`) and returns what the server heard. Any failure
 * but a cancelled upload or a lost session becomes a TranscriptionError with the status.
 */
export async function transcribeAudio(
  file: File,
  { language, onProgress, signal, tooLargeMessage }: TranscribeOptions,
): Promise<Transcription> {
  let body: TranscribeResponse;
  try {
    body = await uploadMultipart<TranscribeResponse>({
      path: TRANSCRIBE_PATH,
      field: 'audio',
      fields: { language },
      file,
      onProgress,
      signal,
      tooLargeMessage,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401 && error.status !== 0) {
      throw new TranscriptionError(error.status, detailOf(error), text(error.body?.error) ?? '');
    }
    throw error;
  }
  return {
    text: (body.text ?? body.transcription ?? '').trim(),
    language: body.language ?? language,
    durationMs: body.duration_ms ?? 0,
    engine: body.engine ?? '',
  };
}

/** The part of GET /api/server-info the voice button reads. */
type ServerInfoSpeech = { transcription?: { engine?: unknown } | null };

/**
 * The server's speech engine ('openai', 'local' or 'none'), or null when the server does not
 * say (then the button just uploads and shows whatever the server answers).
 */
export async function fetchTranscriptionEngine(): Promise<string | null> {
  const info = await api.get<ServerInfoSpeech>('/api/server-info');
  const engine = info.transcription?.engine;
  return typeof engine === 'string' ? engine : null;
}
