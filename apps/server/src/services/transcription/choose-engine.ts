import type { TranscriptionEngineName } from '@crewline/shared/contracts/transcribe';
import type { Env } from '../../env.ts';
import { createLocalEngine } from './local-engine.ts';
import { createNoEngine } from './no-engine.ts';
import { createOpenAiEngine } from './openai-engine.ts';
import type { TranscriptionEngine } from './transcription-engine.ts';
import { locateWhisperModel, whisperModelPresent } from './whisper-model.ts';

/**
 * TRANSCRIBE_ENGINE when set; otherwise openai when TRANSCRIBE_API_URL is set (the operator
 * pointed at a service), else local when a Whisper model is on disk (WHISPER_MODEL_DIR, or
 * DATA_DIR/models/<WHISPER_MODEL> from `npm run voice:model`), else none. Decided once at
 * start: a model downloaded while the server runs is used after a restart.
 */
export function chooseEngineName(
  env: Pick<Env, 'dataDir' | 'transcription'>,
): TranscriptionEngineName {
  const settings = env.transcription;
  if (settings.engine) return settings.engine;
  if (settings.apiUrl) return 'openai';
  return whisperModelPresent(locateWhisperModel({ dataDir: env.dataDir, ...settings }))
    ? 'local'
    : 'none';
}

/** The engine this process transcribes with. */
export function createTranscriptionEngine(
  env: Pick<Env, 'dataDir' | 'transcription'>,
): TranscriptionEngine {
  const settings = env.transcription;
  switch (chooseEngineName(env)) {
    case 'openai':
      // env.ts refuses TRANSCRIBE_ENGINE=openai without a URL.
      return createOpenAiEngine({ ...settings, apiUrl: settings.apiUrl! });
    case 'local':
      return createLocalEngine({
        location: locateWhisperModel({ dataDir: env.dataDir, ...settings }),
      });
    case 'none':
      return createNoEngine();
  }
}
