import type { TranscribeLanguage } from '@crewline/shared/contracts/transcribe';
import { TRANSCRIBE_SAMPLE_RATE, type DecodedAudio } from '../audio/decoded-audio.ts';
import { encodeWav } from './wav-encoder.ts';
import {
  TranscriptionFailedError,
  type OriginalAudio,
  type TranscriptionEngine,
  type TranscriptionResult,
} from './transcription-engine.ts';

type OpenAiEngineSettings = {
  /** TRANSCRIBE_API_URL: a base URL with /v1, a bare origin, or the full endpoint URL. */
  apiUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

const ENDPOINT = '/audio/transcriptions';
// The longest piece of an upstream error passed on to the person who recorded.
const DETAIL_MAX_CHARS = 300;

const MIME: Record<OriginalAudio['format'], string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'audio/mp4',
};

/**
 * The endpoint to POST to. OpenAI's clients take a base URL ending in /v1 (OpenAI, Groq's
 * …/openai/v1, LocalAI, faster-whisper servers); a bare origin gets /v1 added, since every
 * OpenAI-compatible server serves it there; a URL already ending in /audio/transcriptions
 * (whisper.cpp's server started with `--inference-path`) is used as it is.
 */
export function transcriptionsUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(ENDPOINT)) url.pathname = path;
  else if (path === '') url.pathname = `/v1${ENDPOINT}`;
  else url.pathname = `${path}${ENDPOINT}`;
  return url.toString();
}

/** The most useful words of an error body: OpenAI's, FastAPI's, or the text itself. */
function upstreamDetail(status: number, body: string): string {
  let detail: unknown;
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const error = json.error as Record<string, unknown> | string | undefined;
    detail = (typeof error === 'object' && error?.message) || error || json.detail || json.message;
  } catch {
    // Not JSON (a proxy's page): its text, tags removed.
    detail = body.replace(/<[^>]*>/g, ' ');
  }
  const text = (typeof detail === 'string' ? detail : JSON.stringify(detail ?? ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, DETAIL_MAX_CHARS) : `The transcription service answered ${status}`;
}

/**
 * Any OpenAI-compatible `/v1/audio/transcriptions`. Decoded recordings are sent as a 16 kHz
 * mono 16-bit WAV (every such server reads it; nothing to guess about codecs); a format this
 * server cannot decode (mp4/aac) is sent as it came, since the API decodes it itself.
 */
export function createOpenAiEngine(settings: OpenAiEngineSettings): TranscriptionEngine {
  const url = transcriptionsUrl(settings.apiUrl);
  const seconds = Math.round(settings.timeoutMs / 1000);

  return {
    name: 'openai',
    acceptsUndecoded: true,
    async transcribe(
      audio: DecodedAudio | null,
      original: OriginalAudio,
      language: TranscribeLanguage,
      signal?: AbortSignal,
    ): Promise<TranscriptionResult> {
      const form = new FormData();
      if (audio) {
        const wav = encodeWav(audio.samples, TRANSCRIBE_SAMPLE_RATE);
        form.append('file', new Blob([wav], { type: 'audio/wav' }), 'audio.wav');
      } else {
        const type = MIME[original.format];
        form.append('file', new Blob([original.bytes], { type }), `audio.${original.format}`);
      }
      form.append('model', settings.model);
      form.append('language', language);
      form.append('response_format', 'json');
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      let response: Response;
      let body: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        body = await response.text();
      } catch (error) {
        if (timeout.aborted) {
          throw new TranscriptionFailedError(
            `The transcription service did not answer within ${seconds} s`,
            null,
          );
        }
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        throw new TranscriptionFailedError(
          `The transcription service could not be reached${cause ? ` (${cause})` : ''}`,
          null,
        );
      }
      if (!response.ok) {
        throw new TranscriptionFailedError(upstreamDetail(response.status, body), response.status);
      }
      let text: unknown;
      let heard: unknown;
      try {
        ({ text, language: heard } = JSON.parse(body) as { text?: unknown; language?: unknown });
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string') {
        throw new TranscriptionFailedError(
          'The transcription service answered without a transcript',
          response.status,
        );
      }
      return { text: text.trim(), language: typeof heard === 'string' ? heard : language };
    },
    close: async () => {},
  };
}
