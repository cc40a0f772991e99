import {
  TranscriptionNotConfiguredError,
  type TranscriptionEngine,
} from './transcription-engine.ts';

/** No engine configured: every call is a 503 that says what to set, never an invented text. */
export function createNoEngine(): TranscriptionEngine {
  return {
    name: 'none',
    acceptsUndecoded: false,
    transcribe: () => Promise.reject(new TranscriptionNotConfiguredError()),
    close: async () => {},
  };
}
