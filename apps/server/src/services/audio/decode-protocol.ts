import {
  AudioTooLongError,
  CorruptAudioError,
  NotAudioError,
  UnsupportedAudioError,
  type AudioFormat,
  type DecodedAudio,
} from './decoded-audio.ts';

// What decode-pool.ts and decode-worker.ts say to each other. An Error crosses postMessage as a
// plain Error (its class and fields are lost), so the decoder's verdicts travel as data and are
// rebuilt as the same classes on the other side: the route's 415/422/413 mapping still works.

/** Pool → worker: one recording to decode. Its buffer is moved, not copied. */
export type DecodeRequest = { bytes: Uint8Array };

/** Worker → pool: the outcome, with the recording's bytes moved back (the caller may need them). */
export type DecodeAnswer = { bytes: Uint8Array } & (
  { audio: DecodedAudio } | { error: DecodeFailure }
);

/** A decoder error as data. */
type DecodeFailure =
  | { kind: 'not-audio' }
  | { kind: 'unsupported'; format: string }
  | { kind: 'corrupt'; format: AudioFormat; reason: string }
  | { kind: 'too-long' }
  | { kind: 'other'; message: string; stack?: string };

/** The error thrown in the worker, as data that survives postMessage. */
export function describeFailure(error: unknown): DecodeFailure {
  if (error instanceof NotAudioError) return { kind: 'not-audio' };
  if (error instanceof UnsupportedAudioError) return { kind: 'unsupported', format: error.format };
  if (error instanceof CorruptAudioError) {
    return { kind: 'corrupt', format: error.format, reason: error.reason };
  }
  if (error instanceof AudioTooLongError) return { kind: 'too-long' };
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { kind: 'other', message, stack };
}

/** The same error again, as the class decodeAudio threw. */
export function reviveFailure(failure: DecodeFailure): Error {
  switch (failure.kind) {
    case 'not-audio':
      return new NotAudioError();
    case 'unsupported':
      return new UnsupportedAudioError(failure.format);
    case 'corrupt':
      return new CorruptAudioError(failure.format, failure.reason);
    case 'too-long':
      return new AudioTooLongError();
    case 'other': {
      // A bug, not a verdict on the upload: it stays a plain error (500) with the worker's stack.
      const error = new Error(`Decoding failed in the worker: ${failure.message}`);
      if (failure.stack) error.stack = `${error.message}\n[worker] ${failure.stack}`;
      return error;
    }
  }
}

/**
 * `view` over a buffer that can be moved to another thread on its own: the view itself when it
 * spans a whole ArrayBuffer, else a copy. A small Buffer is a slice of Node's shared pool, which
 * must not (and cannot) be moved; WebAssembly memory cannot be either.
 */
export function movable<T extends Uint8Array | Float32Array>(view: T): T {
  const whole =
    view.buffer instanceof ArrayBuffer &&
    view.byteOffset === 0 &&
    view.byteLength === view.buffer.byteLength;
  if (whole) return view;
  return (view instanceof Float32Array ? new Float32Array(view) : new Uint8Array(view)) as T;
}
