import {
  TRANSCRIBE_ERRORS,
  TRANSCRIBE_MESSAGES,
  type TranscribeLanguage,
  type TranscriptionEngineName,
  type TranscriptionFailedBody,
} from '@crewline/shared/contracts/transcribe';
import type { AudioFormat, DecodedAudio } from '../audio/decoded-audio.ts';
import { AppError } from '../../errors.ts';

/** The upload as it came: what an engine that decodes by itself is sent. */
export type OriginalAudio = {
  bytes: Uint8Array;
  /** The container recognised by content ('mp4' for a format only the engine can decode). */
  format: AudioFormat;
};

/** What an engine heard. */
export type TranscriptionResult = { text: string; language: string };

/** One way of turning speech into text (openai, local, none), chosen by configuration. */
export type TranscriptionEngine = {
  readonly name: TranscriptionEngineName;
  /**
   * Whether the engine takes the original bytes of a format this server cannot decode (an
   * OpenAI-compatible API decodes mp4/aac itself); such calls get `audio` null.
   */
  readonly acceptsUndecoded: boolean;
  transcribe(
    audio: DecodedAudio | null,
    original: OriginalAudio,
    language: TranscribeLanguage,
    signal?: AbortSignal,
  ): Promise<TranscriptionResult>;
  /** Frees what the engine holds (the local model); called when the app closes. */
  close(): Promise<void>;
};

/**
 * 502: the engine was asked and failed. The body carries the engine's own words in `detail`
 * (the web shows "Transcription failed ({status}): {detail}") and the upstream HTTP status.
 */
export class TranscriptionFailedError extends AppError {
  constructor(
    readonly failure: string,
    readonly upstreamStatus: number | null,
  ) {
    super(502, TRANSCRIBE_ERRORS.failed, `Transcription failed (502): ${failure}`);
  }

  // `detail` is a string here, not the field list of a 422: this one body is documented apart
  // (docs/API.md), and the web's error mapping reads a field list only when it is an array.
  override toBody() {
    const body: TranscriptionFailedBody = {
      error: TRANSCRIBE_ERRORS.failed,
      message: this.message,
      detail: this.failure,
      upstream_status: this.upstreamStatus,
    };
    return body as unknown as ReturnType<AppError['toBody']>;
  }
}

/** 503: no engine is configured; the message says what to set. */
export class TranscriptionNotConfiguredError extends AppError {
  constructor() {
    super(503, TRANSCRIBE_ERRORS.notConfigured, TRANSCRIBE_MESSAGES.notConfigured);
  }
}

/** 503: the local engine has no usable model; the message names the folder and the fix. */
export class ModelUnavailableError extends AppError {
  constructor(message: string) {
    super(503, TRANSCRIBE_ERRORS.modelMissing, message);
  }
}

/** 503 with Retry-After: every slot is taken and the waiting line is full. */
export class EngineBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, TRANSCRIBE_ERRORS.busy, TRANSCRIBE_MESSAGES.busy, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine POST /api/transcribe uses; /api/server-info names it. */
    transcription: TranscriptionEngine;
  }
}
