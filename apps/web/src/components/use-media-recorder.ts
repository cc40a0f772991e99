import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Idle, then recording, then stopped (the file is handed over) or cancelled. `starting` covers
 * the wait for the browser's permission prompt.
 */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'stopped' | 'cancelled';

/**
 * Why the devices could not be opened: refused (by the person or a policy), none found, found
 * but busy or failing, recording not possible on this page (insecure address, old browser), or
 * anything else. Screens that tell the cause word each differently.
 */
export type MicrophoneFailure = 'denied' | 'notFound' | 'inUse' | 'unsupported' | 'unavailable';

/** Why the last recording ended other than by the user: it could not start, or hit its limit. */
type RecorderEnd = { reason: 'startFailed'; failure: MicrophoneFailure } | { reason: 'limit' };

/** What one recording asks for and how its file is made. */
export type RecordingSpec = {
  constraints: MediaStreamConstraints;
  /** Used when the browser supports it, else the browser's default format. */
  preferredMimeType: string;
  /** The finished file's type and name (called when it is made). */
  fileType: string;
  fileName: () => string;
  maxSeconds: number;
  videoBitsPerSecond?: number;
  audioBitsPerSecond?: number;
};

/** What a finished recording hands over besides its file. */
type RecordingInfo = { durationMs: number };

const TICK_MS = 250;

function recorderOptions(spec: RecordingSpec): MediaRecorderOptions {
  const supported =
    typeof MediaRecorder.isTypeSupported !== 'function' ||
    MediaRecorder.isTypeSupported(spec.preferredMimeType);
  const options: MediaRecorderOptions = supported ? { mimeType: spec.preferredMimeType } : {};
  if (spec.videoBitsPerSecond !== undefined) options.videoBitsPerSecond = spec.videoBitsPerSecond;
  if (spec.audioBitsPerSecond !== undefined) options.audioBitsPerSecond = spec.audioBitsPerSecond;
  return options;
}

/**
 * getUserMedia's and MediaRecorder's error names (older Chrome's names included) by cause;
 * NotAllowedError (and Safari's older SecurityError) mean a refusal.
 */
const FAILURES: Record<string, MicrophoneFailure> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  OverconstrainedError: 'notFound',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  AbortError: 'inUse',
  NotSupportedError: 'unsupported',
};

function microphoneFailure(error: unknown): MicrophoneFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return FAILURES[name] ?? 'unavailable';
}

type Session = {
  spec: RecordingSpec;
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  cancelled: boolean;
  startedAt: number;
  timer: ReturnType<typeof setInterval> | null;
};

/**
 * The one MediaRecorder wrapper of the app (chat voice and video notes, voice to task): asks
 * for the devices, records in 1 s chunks, shows the elapsed seconds, stops itself at the
 * spec's maximum and releases the devices however the recording ends (stop, cancel, unmount).
 */
export function useMediaRecorder(onRecorded: (file: File, info: RecordingInfo) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [notice, setNotice] = useState<RecorderEnd | null>(null);
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
      const { spec } = current;
      const file = new File(current.chunks, spec.fileName(), { type: spec.fileType });
      setState('stopped');
      deliver.current(file, { durationMs: Math.max(0, Date.now() - current.startedAt) });
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
    async (spec: RecordingSpec) => {
      if (session.current) return;
      const current: Session = {
        spec,
        stream: null,
        recorder: null,
        chunks: [],
        cancelled: false,
        startedAt: 0,
        timer: null,
      };
      session.current = current;
      setNotice(null);
      setElapsed(0);
      setState('starting');
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          throw new DOMException('No media devices', 'NotSupportedError');
        }
        current.stream = await navigator.mediaDevices.getUserMedia(spec.constraints);
        if (current.cancelled) {
          release(current);
          setState('cancelled');
          return;
        }
        const recorder = new MediaRecorder(current.stream, recorderOptions(spec));
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) current.chunks.push(event.data);
        };
        recorder.onstop = () => finish(current);
        current.recorder = recorder;
        recorder.start(1_000);
      } catch (error) {
        release(current);
        setNotice({ reason: 'startFailed', failure: microphoneFailure(error) });
        setState('idle');
        return;
      }
      current.startedAt = Date.now();
      const limit = spec.maxSeconds;
      current.timer = setInterval(() => {
        const seconds = (Date.now() - current.startedAt) / 1_000;
        setElapsed(Math.min(limit, Math.floor(seconds)));
        if (seconds >= limit && current.recorder?.state === 'recording') {
          setNotice({ reason: 'limit' });
          current.recorder.stop();
        }
      }, TICK_MS);
      setStream(current.stream);
      setState('recording');
    },
    [finish, release],
  );

  // Leaving the screen (or the page) mid-recording discards it and frees the devices.
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
    elapsed,
    stream,
    notice,
    /** Whether a recording is being set up or running. */
    active: state === 'starting' || state === 'recording',
    start,
    stop,
    cancel,
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}
