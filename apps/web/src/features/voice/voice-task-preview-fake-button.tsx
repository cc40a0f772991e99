import type { VoiceRecordButtonProps } from './voice-record-button.tsx';

let nextText = '';

/** Test helper: what the fake button "hears" on its next click. */
export function sayNext(text: string): void {
  nextText = text;
}

/**
 * Test double of the voice button for page tests (swap it in with `vi.mock`): the recorder,
 * upload and transcription have their own tests; here a click hands over `sayNext`'s text.
 */
export function VoiceRecordButton({ label, onTranscript, onTypeInstead }: VoiceRecordButtonProps) {
  return (
    <>
      <button
        type="button"
        onClick={() => onTranscript({ text: nextText, language: 'en', durationMs: 1000 })}
      >
        {label}
      </button>
      {onTypeInstead ? (
        <button type="button" onClick={onTypeInstead}>
          Type instead
        </button>
      ) : null}
    </>
  );
}
