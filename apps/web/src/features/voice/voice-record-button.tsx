import type { JSX } from 'react';

/** What the server (or the browser's speech recognition) heard; text '' = no speech detected. */
export type VoiceTranscript = { text: string; language: string; durationMs: number };

/** Props of the voice button (the API other screens build on). */
export type VoiceRecordButtonProps = {
  /** Visible text and the start of the accessible name, e.g. t('voice.record'). */
  label: string;
  /** Shown while recording, e.g. the board's deadline hint. */
  hint?: string;
  onTranscript: (transcript: VoiceTranscript) => void;
  /** Offered as "Type instead" when the server has no speech recognition (503). */
  onTypeInstead?: () => void;
  /** Icon-only look; the accessible name is still `label`. */
  compact?: boolean;
};

/** Records, uploads and transcribes speech, then hands the transcript over (API stub). */
export function VoiceRecordButton({ label }: VoiceRecordButtonProps): JSX.Element {
  return (
    <button type="button" aria-label={label} disabled>
      {label}
    </button>
  );
}
