import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button-styles.ts';
import { RECORDING_MAX_SECONDS, type RecorderState, type RecordingKind } from './use-recorder.ts';

/** m:ss, as a recording's elapsed time is read. */
function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type RecordingBarProps = {
  kind: RecordingKind;
  state: RecorderState;
  elapsed: number;
  stream: MediaStream | null;
  onStop: () => void;
  onCancel: () => void;
};

/**
 * In place of the message box while a note records: the live round preview of a video note,
 * the elapsed time against the maximum, Stop (attach) and Cancel. Escape cancels too.
 */
export function RecordingBar({
  kind,
  state,
  elapsed,
  stream,
  onStop,
  onCancel,
}: RecordingBarProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const recording = state === 'recording';

  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const title =
    kind === 'voice' ? t('chatComposer.recording.voice') : t('chatComposer.recording.video');
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-2 sm:flex-row sm:items-center dark:border-red-800 dark:bg-red-950"
    >
      {kind === 'video' ? (
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          aria-hidden="true"
          // A selfie view: mirrored like a mirror, whatever the page's direction.
          className="size-36 shrink-0 -scale-x-100 self-center rounded-full bg-black object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span
          aria-hidden="true"
          className={`size-3 shrink-0 rounded-full bg-red-600 ${recording ? 'animate-pulse' : 'opacity-40'}`}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="text-sm font-medium text-red-800 dark:text-red-200">{title}</p>
          <p className="text-xs text-red-800/80 tabular-nums dark:text-red-200/80" role="timer">
            {recording
              ? t('chatComposer.recording.elapsed', {
                  elapsed: clockTime(elapsed),
                  max: clockTime(RECORDING_MAX_SECONDS[kind]),
                })
              : t('chatComposer.recording.starting')}
            <span className="hidden sm:inline"> · {t('chatComposer.recording.escHint')}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={onCancel} className={buttonClass('secondary', 'sm')}>
            {t('chatComposer.recording.cancel')}
          </button>
          <button
            type="button"
            onClick={onStop}
            disabled={!recording}
            className={buttonClass('danger', 'sm')}
          >
            {t('chatComposer.recording.stop')}
          </button>
        </div>
      </div>
    </section>
  );
}
