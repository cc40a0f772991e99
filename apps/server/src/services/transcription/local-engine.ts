import os from 'node:os';
import type { TranscribeLanguage } from '@crewline/shared/contracts/transcribe';
import { UnsupportedAudioError, type DecodedAudio } from '../audio/decoded-audio.ts';
import { ConcurrencyLimit } from '../concurrency-limit.ts';
import { availableDtype, whisperModelPresent, type WhisperModelLocation } from './whisper-model.ts';
import {
  EngineBusyError,
  ModelUnavailableError,
  TranscriptionFailedError,
  type OriginalAudio,
  type TranscriptionEngine,
  type TranscriptionResult,
} from './transcription-engine.ts';

/** What the pipeline answers for one recording. */
type AsrOutput = { text?: string } | { text?: string }[];
type Asr = ((samples: Float32Array, options: Record<string, unknown>) => Promise<AsrOutput>) & {
  dispose(): Promise<void>;
};

type LocalEngineSettings = {
  location: WhisperModelLocation;
  /** Transcriptions at once; default one per core. */
  slots?: number;
  /** Recordings allowed to wait for a slot; default four per slot. */
  maxWaiting?: number;
};

// What a refused request is told to wait: about one short recording's turn.
const BUSY_RETRY_AFTER_S = 5;

function missingModel(location: WhisperModelLocation, why: string): ModelUnavailableError {
  const where =
    location.source === 'WHISPER_MODEL_DIR'
      ? `WHISPER_MODEL_DIR (${location.dir})`
      : `DATA_DIR/models (${location.dir})`;
  return new ModelUnavailableError(
    `No usable Whisper model in ${where}: ${why}. Put an ONNX Whisper model there ` +
      '(config.json, tokenizer files and onnx/encoder_model*.onnx, onnx/decoder_model_merged*.onnx), ' +
      'or run `npm run voice:model` to download one into DATA_DIR/models.',
  );
}

/**
 * Whisper in this process on the CPU, through transformers.js (onnxruntime-node). The package
 * is imported only when the first recording arrives (start-up stays fast; it is external to
 * the bundle), the model is loaded once and shared, and only local files are read: nothing is
 * fetched at request time. Each transcription runs on one ONNX thread, one per core, so a
 * burst neither oversubscribes the CPU nor waits unbounded: the line is capped (503).
 */
export function createLocalEngine(settings: LocalEngineSettings): TranscriptionEngine {
  const { location } = settings;
  const slots = settings.slots ?? os.availableParallelism();
  const queue = new ConcurrencyLimit(slots, settings.maxWaiting ?? slots * 4);
  let loading: Promise<Asr> | undefined;

  async function load(): Promise<Asr> {
    if (!whisperModelPresent(location)) throw missingModel(location, 'no config.json');
    const dtype = availableDtype(location);
    if (!dtype) throw missingModel(location, 'no ONNX weights in its onnx/ folder');
    const transformers = await import('@huggingface/transformers');
    transformers.env.allowRemoteModels = false;
    transformers.env.allowLocalModels = true;
    transformers.env.localModelPath = `${location.localModelPath}/`;
    try {
      const asr = await transformers.pipeline('automatic-speech-recognition', location.id, {
        dtype,
        device: 'cpu',
        local_files_only: true,
        session_options: { intraOpNumThreads: 1, interOpNumThreads: 1 },
      });
      return asr as unknown as Asr;
    } catch (error) {
      throw missingModel(location, `it could not be loaded (${(error as Error).message})`);
    }
  }

  /** The shared pipeline; a failed load is forgotten so the next request tries again. */
  function pipeline(): Promise<Asr> {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  return {
    name: 'local',
    acceptsUndecoded: false,
    async transcribe(
      audio: DecodedAudio | null,
      original: OriginalAudio,
      language: TranscribeLanguage,
    ): Promise<TranscriptionResult> {
      if (!audio) throw new UnsupportedAudioError(original.format);
      const asr = await pipeline();
      return queue.run(
        async () => {
          let output: AsrOutput;
          try {
            // English-only models take no language; 30 s windows cover a 2-minute recording.
            output = await asr(audio.samples, {
              ...(location.id.endsWith('.en') ? {} : { language, task: 'transcribe' }),
              chunk_length_s: 30,
              stride_length_s: 5,
            });
          } catch (error) {
            throw new TranscriptionFailedError((error as Error).message, null);
          }
          const text = (Array.isArray(output) ? output : [output])
            .map((part) => part.text ?? '')
            .join(' ');
          return { text: text.replace(/\s+/g, ' ').trim(), language };
        },
        () => new EngineBusyError(BUSY_RETRY_AFTER_S),
      );
    },
    async close() {
      const current = loading;
      loading = undefined;
      if (current) await current.then((asr) => asr.dispose()).catch(() => {});
    },
  };
}
