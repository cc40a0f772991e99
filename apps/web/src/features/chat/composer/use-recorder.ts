import { useCallback, useMemo, useState } from 'react';
import {
  useMediaRecorder,
  type RecorderState,
  type RecordingSpec,
} from '../../../components/use-media-recorder.ts';
import {
  AUDIO_BITS_PER_SECOND,
  VIDEO_BITS_PER_SECOND,
  VIDEO_HEIGHT,
  VIDEO_MAX_SECONDS,
  VIDEO_WIDTH,
  VOICE_MAX_SECONDS,
} from './composer-limits.ts';

export type { RecorderState };

/** A voice note (audio only) or a round video note. */
export type RecordingKind = 'voice' | 'video';

/** Why the last recording ended other than by the user: it could not start, or hit its limit. */
type RecorderNotice = { kind: RecordingKind; reason: 'startFailed' | 'limit' };

/** The longest recording of each kind, in seconds. */
export const RECORDING_MAX_SECONDS: Record<RecordingKind, number> = {
  voice: VOICE_MAX_SECONDS,
  video: VIDEO_MAX_SECONDS,
};

const SPECS: Record<RecordingKind, RecordingSpec> = {
  voice: {
    constraints: { audio: true },
    preferredMimeType: 'audio/webm;codecs=opus',
    fileType: 'audio/webm',
    fileName: () => `voice-message-${Date.now()}.webm`,
    maxSeconds: VOICE_MAX_SECONDS,
  },
  video: {
    constraints: {
      audio: true,
      video: { width: { ideal: VIDEO_WIDTH }, height: { ideal: VIDEO_HEIGHT }, facingMode: 'user' },
    },
    preferredMimeType: 'video/webm;codecs=vp8,opus',
    fileType: 'video/webm',
    fileName: () => `video-message-${Date.now()}.webm`,
    maxSeconds: VIDEO_MAX_SECONDS,
    videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
  },
};

/**
 * The chat's voice and video notes on the app's one recorder (features/voice/recorder). A
 * finished recording is handed to `onRecorded` as a webm file named `voice-message-<time>.webm`
 * or `video-message-<time>.webm` (the message list recognises notes by those names); it stops
 * itself at its kind's maximum.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const recorder = useMediaRecorder(onRecorded);
  const [kind, setKind] = useState<RecordingKind | null>(null);
  const { start: startSpec, notice: end } = recorder;

  const start = useCallback(
    (nextKind: RecordingKind) => {
      setKind(nextKind);
      return startSpec(SPECS[nextKind]);
    },
    [startSpec],
  );

  const notice = useMemo<RecorderNotice | null>(
    () => (end && kind ? { kind, reason: end.reason } : null),
    [end, kind],
  );

  return {
    state: recorder.state,
    kind,
    elapsed: recorder.elapsed,
    stream: recorder.stream,
    notice,
    /** Whether a recording is being set up or running (the rest of the composer waits). */
    active: recorder.active,
    start,
    stop: recorder.stop,
    cancel: recorder.cancel,
    dismissNotice: recorder.dismissNotice,
  };
}
