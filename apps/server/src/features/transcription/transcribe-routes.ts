import { eq } from 'drizzle-orm';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIO_MAX_BYTES } from '@crewline/shared/limits';
import {
  TRANSCRIBE_ERRORS,
  TRANSCRIBE_FIELD,
  TRANSCRIBE_LANGUAGES,
  TRANSCRIBE_MESSAGES,
  type TranscribeLanguage,
  type TranscribeResponse,
} from '@crewline/shared/contracts/transcribe';
import { users } from '../../db/schema.ts';
import { AppError, ValidationError } from '../../errors.ts';
import { DecoderBusyError } from '../../services/audio/decode-pool.ts';
import {
  AudioTooLongError,
  CorruptAudioError,
  NotAudioError,
  UnsupportedAudioError,
  type DecodedAudio,
} from '../../services/audio/decoded-audio.ts';
import { TooLargeError } from '../../services/storage/storage.ts';
import {
  EngineBusyError,
  TranscriptionNotConfiguredError,
} from '../../services/transcription/transcription-engine.ts';
import { limitTranscriptions } from './limit-transcriptions.ts';
import { readAudioUpload, type AudioUpload } from './read-audio-upload.ts';
import { holdableParts } from '../../http/multipart-text.ts';
import { interrupted } from '../../http/upload-interrupted.ts';

const auth = { access: 'authenticated' } as const;
const LANGUAGE_FIELD = 'language';
const LANGUAGE_INVALID = `Language must be one of: ${TRANSCRIBE_LANGUAGES.join(', ')}`;

/**
 * The decoder's verdicts as answers: 415 not audio / format named, 422 damaged, 413 too long;
 * and 503 with Retry-After when every decoding thread is busy and the line is full.
 */
function audioError(error: unknown): unknown {
  if (error instanceof DecoderBusyError) return new EngineBusyError(error.retryAfterSeconds);
  if (error instanceof NotAudioError) {
    return new AppError(415, TRANSCRIBE_ERRORS.notAudio, TRANSCRIBE_MESSAGES.notAudio);
  }
  if (error instanceof UnsupportedAudioError) {
    return new AppError(
      415,
      TRANSCRIBE_ERRORS.unsupportedAudio,
      TRANSCRIBE_MESSAGES.unsupportedAudio.replace('{format}', error.format),
    );
  }
  if (error instanceof CorruptAudioError) {
    return new ValidationError(TRANSCRIBE_MESSAGES.corruptAudio, [
      { loc: ['body', TRANSCRIBE_FIELD], msg: error.message },
    ]);
  }
  if (error instanceof AudioTooLongError) {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', error.message);
  }
  return error;
}

/** `en`, `ar`, `ru` (a regional tag such as `ru-RU` counts as its language); else a 422. */
function readLanguage(value: string): TranscribeLanguage {
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  const found = TRANSCRIBE_LANGUAGES.find((language) => language === primary);
  if (!found) {
    throw new ValidationError(LANGUAGE_INVALID, [
      { loc: ['body', LANGUAGE_FIELD], msg: LANGUAGE_INVALID },
    ]);
  }
  return found;
}

/**
 * POST /api/transcribe (docs/ARCHITECTURE.md, Voice: transcription engines): a recording
 * (multipart `audio`) in, its transcript out.
 * The language hint is the interface language: the `language` field when the client sends
 * it (what the screen shows right now), else the language saved in the caller's appearance.
 */
export const transcribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Both are closed with the app; the decoder works off the event loop (services/audio).
  const { transcription: engine, audioDecoder: decoder } = app;
  // Busboy's own cut sits one byte past ours, so our limit (with its text) is what trips.
  await app.register(fastifyMultipart, {
    limits: {
      files: 2,
      fields: 4,
      fieldSize: 64,
      parts: 8,
      fileSize: AUDIO_MAX_BYTES + 1,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/transcribe',
    { config: auth, schema: { tags: ['voice'], consumes: ['multipart/form-data'] } },
    async (request, reply): Promise<TranscribeResponse> => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', TRANSCRIBE_MESSAGES.notMultipart);
      }
      // Said before the upload is read: there is nothing it could be used for.
      if (engine.name === 'none') throw new TranscriptionNotConfiguredError();
      await limitTranscriptions(ctx.db, request.userId, ctx.now());

      let upload: AudioUpload | undefined;
      let asked: string | undefined;
      try {
        for await (const part of holdableParts(request.parts())) {
          if (part.type === 'field') {
            if (part.fieldname === LANGUAGE_FIELD) asked = String(part.value);
          } else if (part.fieldname !== TRANSCRIBE_FIELD || upload) {
            part.file.resume();
          } else {
            try {
              upload = await readAudioUpload(part.file);
            } catch (error) {
              if (part.file.truncated) throw new TooLargeError(AUDIO_MAX_BYTES);
              throw audioError(error);
            }
          }
        }
      } catch (error) {
        interrupted(error, TRANSCRIBE_MESSAGES.interrupted);
      }
      if (!upload) {
        throw new ValidationError(TRANSCRIBE_MESSAGES.audioRequired, [
          { loc: ['body', TRANSCRIBE_FIELD], msg: TRANSCRIBE_MESSAGES.audioRequired },
        ]);
      }
      const language =
        asked !== undefined ? readLanguage(asked) : await savedLanguage(request.userId);

      let audio: DecodedAudio | null;
      try {
        // In a worker thread: a 2-minute recording is ~1 s of decoding no other request waits for.
        // The bytes travel there and back; `upload.bytes` is theirs again afterwards.
        audio = await decoder.decode(upload);
      } catch (error) {
        // An API that decodes by itself gets a format we cannot (mp4/aac) as it came.
        if (!(error instanceof UnsupportedAudioError && engine.acceptsUndecoded)) {
          throw audioError(error);
        }
        audio = null;
      }
      // A caller who hangs up stops the engine's request too.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const heard = await engine.transcribe(
        audio,
        { bytes: upload.bytes, format: upload.format },
        language,
        gone.signal,
      );
      return {
        text: heard.text,
        transcription: heard.text,
        language: heard.language,
        duration_ms: audio ? Math.round(audio.durationMs) : null,
        engine: engine.name as TranscribeResponse['engine'],
      };
    },
  );

  /** The interface language the caller saved in Settings → Appearance; English by default. */
  async function savedLanguage(userId: string): Promise<TranscribeLanguage> {
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return TRANSCRIBE_LANGUAGES.find((language) => language === row?.language) ?? 'en';
  }

  app.addHook('onClose', async () => {
    await Promise.all([engine.close(), decoder.close()]);
  });
};
