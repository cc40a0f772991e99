import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AUDIO_BITS_PER_SECOND,
  VIDEO_BITS_PER_SECOND,
  VIDEO_HEIGHT,
  VIDEO_MAX_SECONDS,
  VIDEO_WIDTH,
  VOICE_MAX_SECONDS,
} from './composer-limits.ts';

/** A voice note (audio only) or a round video note. */
export type RecordingKind = 'voice' | 'video';

/**
 * Doc 3 §4: idle, then recording, then stopped (the file is handed over) or cancelled.
 * `starting` covers the wait for the browser's permission prompt.
 */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopped' | 'cancelled';

/** Why the last recording ended other than by the user: it could not start, or hit its limit. */
export type RecorderNotice = { kind: RecordingKind; reason: 'startFailed' | 'limit' };

/** The longest recording of each kind, in seconds (doc 3 §9). */
export const RECORDING_MAX_SECONDS: Record<RecordingKind, number> = {
  voice: VOICE_MAX_SECONDS,
  video: VIDEO_MAX_SECONDS,
};

const TICK_MS = 250;

const CONSTRAINTS: Record<RecordingKind, MediaStreamConstraints> = {
  voice: { audio: true },
  video: {
    audio: true,
    video: { width: { ideal: VIDEO_WIDTH }, height: { ideal: VIDEO_HEIGHT }, facingMode: 'user' },
  },
};

const MIME_TYPES: Record<RecordingKind, { preferred: string; file: string }> = {
  voice: { preferred: 'audio/webm;codecs=opus', file: 'audio/webm' },
  video: { preferred: 'video/webm;codecs=vp8,opus', file: 'video/webm' },
};

function recorderOptions(kind: RecordingKind): MediaRecorderOptions {
  const { preferred } = MIME_TYPES[kind];
  const supported =
    typeof MediaRecorder.isTypeSupported !== 'function' || MediaRecorder.isTypeSupported(preferred);
  const options: MediaRecorderOptions = supported ? { mimeType: preferred } : {};
  if (kind === 'video') {
    options.videoBitsPerSecond = VIDEO_BITS_PER_SECOND;
    options.audioBitsPerSecond = AUDIO_BITS_PER_SECOND;
  }
  return options;
}

type Session = {
  kind: RecordingKind;
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  cancelled: boolean;
  startedAt: number;
  timer: ReturnType<typeof setInterval> | null;
};

/**
 * Records voice and video notes with MediaRecorder. A finished recording is handed to
 * `onRecorded` as a webm file named `voice-message-<time>.webm` or `video-message-<time>.webm`
 * (the message list recognises notes by those names); it stops itself at its kind's maximum.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [kind, setKind] = useState<RecordingKind | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [notice, setNotice] = useState<RecorderNotice | null>(null);
  const session = useRef<Session | null>(null);
  const deliver = useRef(onRecorded);

  useEffect(() => {
    deliver.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback((current: Session) => {
    if (current.timer !== null) clearInterval(current.timer);
    current.stream?.getTracks().forEach((track) => track.stop());
    if (session.current === current) session.current = null;
    setStream(null);
  }, []);

  const finish = useCallback(
    (current: Session) => {
      release(current);
      if (current.cancelled) {
        setState('cancelled');
        return;
      }
      const type = MIME_TYPES[current.kind].file;
      const file = new File(current.chunks, `${current.kind}-message-${Date.now()}.webm`, { type });
      setState('stopped');
      deliver.current(file);
    },
    [release],
  );

  const stop = useCallback(() => {
    const current = session.current;
    if (!current?.recorder || current.recorder.state === 'inactive') return;
    current.recorder.stop();
  }, []);

  const cancel = useCallback(() => {
    const current = session.current;
    if (!current) return;
    current.cancelled = true;
    // Still waiting for permission: the start sees the flag and lets the stream go.
    if (!current.recorder) return;
    if (current.recorder.state === 'inactive') finish(current);
    else current.recorder.stop();
  }, [finish]);

  const start = useCallback(
    async (nextKind: RecordingKind) => {
      if (session.current) return;
      const current: Session = {
        kind: nextKind,
        stream: null,
        recorder: null,
        chunks: [],
        cancelled: false,
        startedAt: 0,
        timer: null,
      };
      session.current = current;
      setKind(nextKind);
      setNotice(null);
      setElapsed(0);
      setState('starting');
      try {
        current.stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS[nextKind]);
        if (current.cancelled) {
          release(current);
          setState('cancelled');
          return;
        }
        const recorder = new MediaRecorder(current.stream, recorderOptions(nextKind));
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) current.chunks.push(event.data);
        };
        recorder.onstop = () => finish(current);
        current.recorder = recorder;
        recorder.start(1_000);
      } catch {
        release(current);
        setNotice({ kind: nextKind, reason: 'startFailed' });
        setState('idle');
        return;
      }
      current.startedAt = Date.now();
      const limit = RECORDING_MAX_SECONDS[nextKind];
      current.timer = setInterval(() => {
        const seconds = (Date.now() - current.startedAt) / 1_000;
        setElapsed(Math.min(limit, Math.floor(seconds)));
        if (seconds >= limit && current.recorder?.state === 'recording') {
          setNotice({ kind: nextKind, reason: 'limit' });
          current.recorder.stop();
        }
      }, TICK_MS);
      setStream(current.stream);
      setState('recording');
    },
    [finish, release],
  );

  // Leaving the thread (or the page) mid-recording discards it and frees the microphone.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.cancelled = true;
      if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
      release(current);
    },
    [release],
  );

  return {
    state,
    kind,
    elapsed,
    stream,
    notice,
    /** Whether a recording is being set up or running (the rest of the composer waits). */
    active: state === 'starting' || state === 'recording',
    start,
    stop,
    cancel,
    dismissNotice: () => setNotice(null),
  };
}
