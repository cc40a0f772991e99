import { Loader2, Mic, Square } from 'lucide-react';
import { useEffect, useRef, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, iconButtonClass } from '../../components/button-styles.ts';
import { clockTime } from './recorder/clock-time.ts';
import { useAudioLevel } from './recorder/use-audio-level.ts';
import { useServerAdmin } from './use-server-admin.ts';
import { useVoiceCapture, VOICE_TASK_MAX_SECONDS, type VoicePhase } from './use-voice-capture.ts';

/** What the server (or the browser's speech recognition) heard; text '' = no speech detected. */
export type VoiceTranscript = { text: string; language: string; durationMs: number };

/** Props of the voice button (the API other screens build on). */
export type VoiceRecordButtonProps = {
  /** Visible text and the start of the accessible name, e.g. t('voice.record'). */
  label: string;
  /** Shown while recording, e.g. the board's deadline hint. */
  hint?: string;
  onTranscript: (transcript: VoiceTranscript) => void;
  /** "Type instead", offered on every failure: opens the typed form (focus in its first field). */
  onTypeInstead: () => void;
  /** Icon-only look; the accessible name is still `label`. */
  compact?: boolean;
};

const BUSY_STEPS: ReadonlySet<VoicePhase['step']> = new Set([
  'starting',
  'recording',
  'listening',
  'uploading',
  'transcribing',
]);

/**
 * Records speech, uploads it with progress and hands the transcript over: a
 * visible timer and level meter while recording, Escape cancels, a stop at two minutes, the
 * microphone, size and transcription error texts, and every state change announced.
 */
export function VoiceRecordButton({
  label,
  hint,
  onTranscript,
  onTypeInstead,
  compact = false,
}: VoiceRecordButtonProps): JSX.Element {
  const { t } = useTranslation();
  const capture = useVoiceCapture(onTranscript);
  const { phase, cancel } = capture;
  const busy = BUSY_STEPS.has(phase.step);
  const announced = announcementKey(phase);
  const capturing = phase.step === 'recording' || phase.step === 'listening';
  const stopButton = useRef<HTMLButtonElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  const typeButton = useRef<HTMLButtonElement>(null);
  const failed = phase.step === 'failed';

  // On a failure the way on is typing: the keyboard lands there (Stop has just gone away).
  useEffect(() => {
    if (failed) typeButton.current?.focus();
  }, [failed]);

  useEffect(() => {
    if (capturing) stopButton.current?.focus();
  }, [capturing]);

  // Back on the button once the capture is over, so the keyboard user is where they began.
  useEffect(() => {
    if (wasBusy.current && !busy && phase.step !== 'failed') mainButton.current?.focus();
    wasBusy.current = busy;
  }, [busy, phase.step]);

  useEffect(() => {
    if (!busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, cancel]);

  return (
    <div className="relative inline-flex">
      <button
        ref={mainButton}
        type="button"
        aria-label={label}
        title={compact ? label : undefined}
        disabled={busy}
        onClick={capture.start}
        className={
          compact ? iconButtonClass('size-9 min-h-0') : buttonClass('secondary', 'sm', 'gap-2')
        }
      >
        <Mic aria-hidden="true" className="size-4" />
        {compact ? null : label}
      </button>
      <p className="sr-only" aria-live="polite" role="status">
        {announced ? t(announced) : ''}
      </p>
      {phase.step === 'idle' && !capture.limitReached ? null : (
        <div
          role="group"
          aria-label={label}
          className="absolute end-0 top-full z-30 mt-1 flex w-72 max-w-[80vw] flex-col gap-2 rounded-xl border border-border bg-surface p-3 text-start shadow-lg"
        >
          <PhaseBody capture={capture} hint={hint} stopRef={stopButton} />
          {phase.step === 'failed' ? (
            <div className="flex flex-wrap justify-end gap-2">
              <button
                ref={typeButton}
                type="button"
                className={buttonClass('primary', 'sm')}
                onClick={() => {
                  capture.dismiss();
                  onTypeInstead();
                }}
              >
                {t('voice.typeInstead')}
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={capture.dismiss}
              >
                {t('voice.dismiss')}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

type Capture = ReturnType<typeof useVoiceCapture>;

function PhaseBody({
  capture,
  hint,
  stopRef,
}: {
  capture: Capture;
  hint?: string;
  stopRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const { phase } = capture;
  switch (phase.step) {
    case 'starting':
      return <p className="text-sm">{t('voice.starting')}</p>;
    case 'recording':
    case 'listening':
      return (
        <>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-red-600" />
            <p className="text-sm font-medium">
              {phase.step === 'recording' ? t('voice.recording') : t('voice.listening')}
            </p>
            {phase.step === 'recording' ? (
              <p role="timer" className="ms-auto text-xs text-fg-muted tabular-nums">
                {t('voice.elapsed', {
                  elapsed: clockTime(capture.elapsed),
                  max: clockTime(VOICE_TASK_MAX_SECONDS),
                })}
              </p>
            ) : null}
          </div>
          {phase.step === 'recording' ? <LevelMeter stream={capture.stream} /> : null}
          {hint ? <p className="text-xs text-fg-muted">{hint}</p> : null}
          <div className="flex items-center justify-end gap-2">
            <span className="me-auto hidden text-xs text-fg-muted sm:inline">
              {t('voice.escHint')}
            </span>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={capture.cancel}>
              {t('voice.cancel')}
            </button>
            <button
              ref={stopRef}
              type="button"
              className={buttonClass('danger', 'sm')}
              onClick={capture.stop}
            >
              <Square aria-hidden="true" className="size-3.5" />
              {t('voice.stop')}
            </button>
          </div>
        </>
      );
    case 'uploading':
      return (
        <>
          <p className="text-sm">
            {t('voice.uploading', { percent: Math.round(phase.fraction * 100) })}
          </p>
          <progress
            className="h-2 w-full"
            max={1}
            value={phase.fraction}
            aria-label={t('voice.uploading', { percent: Math.round(phase.fraction * 100) })}
          />
          <CancelRow onCancel={capture.cancel} />
        </>
      );
    case 'transcribing':
      return (
        <>
          <p className="flex items-center gap-2 text-sm">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('voice.transcribing')}
          </p>
          <progress className="h-2 w-full" aria-label={t('voice.transcribing')} />
          <CancelRow onCancel={capture.cancel} />
        </>
      );
    case 'failed':
      return (
        <div role="alert" className="flex flex-col gap-1">
          <p className="text-sm text-red-700 dark:text-red-300">{phase.message}</p>
          {phase.adminFixable ? <AdminHint detail={phase.adminDetail} /> : null}
        </div>
      );
    case 'idle':
      return capture.limitReached ? (
        <p className="text-sm text-fg-muted">{t('voice.limitReached')}</p>
      ) : null;
  }
}

/**
 * What fixes a missing speech engine: the settings for a server administrator, a pointer to
 * them for anyone else (who cannot change the server).
 */
function AdminHint({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  const admin = useServerAdmin();
  if (!admin) return <p className="text-xs text-fg-muted">{t('voice.admin.ask')}</p>;
  return (
    <>
      <p className="text-xs text-fg-muted">
        {t('voice.admin.hint', { setting: 'TRANSCRIBE_API_URL', command: 'npm run voice:model' })}
      </p>
      {detail ? (
        <p dir="ltr" className="text-xs text-fg-muted">
          {detail}
        </p>
      ) : null}
    </>
  );
}

function CancelRow({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <button type="button" className={buttonClass('ghost', 'sm')} onClick={onCancel}>
        {t('voice.cancel')}
      </button>
    </div>
  );
}

/** A bar that follows the microphone's loudness (Web Audio AnalyserNode). */
function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation();
  const level = useAudioLevel(stream);
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={t('voice.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-emerald-500 transition-[width] duration-75"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** What a screen reader hears as the capture moves on (failures speak through role=alert). */
function announcementKey(
  phase: VoicePhase,
): 'voice.recording' | 'voice.listening' | 'voice.starting' | 'voice.transcribing' | null {
  switch (phase.step) {
    case 'recording':
      return 'voice.recording';
    case 'listening':
      return 'voice.listening';
    case 'starting':
      return 'voice.starting';
    case 'uploading':
    case 'transcribing':
      return 'voice.transcribing';
    case 'idle':
    case 'failed':
      return null;
  }
}
