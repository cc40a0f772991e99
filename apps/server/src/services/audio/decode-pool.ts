import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../paths.ts';
import { ConcurrencyLimit } from '../concurrency-limit.ts';
import type { DecodedAudio } from './decoded-audio.ts';
import { movable, reviveFailure, type DecodeAnswer } from './decode-protocol.ts';

/** An upload to decode. `bytes` is replaced by the same bytes once they are back (see decode). */
type Recording = { bytes: Uint8Array };

/** Decodes recordings off the event loop (decode-pool.ts); tests and benches may pass their own. */
export type AudioDecoder = {
  /**
   * decodeAudio in a worker thread, with the same result and the same error classes. The
   * bytes' buffer is moved to the thread and back rather than copied: meanwhile the array
   * passed in is detached, and afterwards `recording.bytes` is a new array over the same memory.
   * Throws DecoderBusyError at once when every thread is busy and the waiting line is full.
   */
  decode(recording: Recording): Promise<DecodedAudio>;
  /** Recordings decoding and waiting, and threads started (tests, diagnostics). */
  readonly load: { running: number; waiting: number; threads: number };
  /** Stops every thread; what is still decoding or waiting fails. */
  close(): Promise<void>;
};

type DecodePoolOptions = {
  /** Threads decoding at once (default: the cores, at most MAX_DEFAULT_THREADS). */
  threads?: number;
  /** Recordings waiting for a thread before the next is refused (default: 4 per thread). */
  maxWaiting?: number;
  /** Starts one decoding thread (default: startDecodeWorker; tests start failing ones). */
  startWorker?: () => Worker;
};

/**
 * Decoding is short (~1 s for the recorder's longest, 2 minutes) and memory-bound beyond a few
 * cores; more threads would only take cores from the requests the pool exists to keep moving.
 */
const MAX_DEFAULT_THREADS = 4;

/** The Retry-After of a refused decode: the line ahead of it is a few seconds of work. */
const DECODER_BUSY_RETRY_AFTER_S = 2;

/** Every thread is decoding and the waiting line is full (→ 503 with Retry-After). */
export class DecoderBusyError extends Error {
  readonly retryAfterSeconds = DECODER_BUSY_RETRY_AFTER_S;
  constructor() {
    super('Every audio decoding thread is busy and the waiting line is full.');
  }
}

// From src/ (vitest, tsx) the entry is TypeScript, started through tsx's API; from the bundle it
// is an entry point of its own (apps/server/build.mjs), next to main.js whichever chunk this is.
const FROM_SOURCE = fileURLToPath(import.meta.url).endsWith('.ts');
const BUNDLED_WORKER = path.join(SERVER_ROOT, 'dist', 'decode-audio-worker.js');

/** A thread running decode-worker.ts, from the sources or from the bundle. */
export function startDecodeWorker(): Worker {
  if (!FROM_SOURCE) return new Worker(BUNDLED_WORKER);
  return new Worker(new URL('./decode-worker-from-source.mjs', import.meta.url), {
    workerData: { entry: new URL('./decode-worker.ts', import.meta.url).href },
  });
}

type Job = {
  recording: Recording;
  resolve: (audio: DecodedAudio) => void;
  reject: (error: Error) => void;
};

/** One worker thread, decoding one recording at a time. */
class DecodeThread {
  private job: Job | undefined;
  private stopping = false;
  /** The thread has failed or stopped and takes no more work. */
  gone = false;

  constructor(
    private readonly worker: Worker,
    private readonly onGone: (thread: DecodeThread) => void,
  ) {
    // An idle thread never keeps the process alive; a busy one does, until it answers.
    this.worker.unref();
    this.worker.on('message', (answer: DecodeAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.ended(error));
    this.worker.on('exit', (code) =>
      this.ended(
        new Error(
          this.stopping
            ? 'The audio decoder was closed.'
            : `The audio decoding thread stopped (exit code ${code}).`,
        ),
      ),
    );
  }

  decode(recording: Recording): Promise<DecodedAudio> {
    return new Promise((resolve, reject) => {
      const bytes = movable(recording.bytes);
      this.worker.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
      this.job = { recording, resolve, reject };
      this.worker.ref();
    });
  }

  stop(): Promise<number> {
    this.stopping = true;
    return this.worker.terminate();
  }

  private answered(answer: DecodeAnswer) {
    const job = this.take();
    if (!job) return;
    job.recording.bytes = answer.bytes;
    if ('error' in answer) job.reject(reviveFailure(answer.error));
    else job.resolve(answer.audio);
  }

  /** A crash (the recording's bytes are lost with the thread) or the end of the thread. */
  private ended(error: Error) {
    if (!this.gone) {
      this.gone = true;
      this.onGone(this);
    }
    this.take()?.reject(error);
  }

  private take(): Job | undefined {
    const job = this.job;
    this.job = undefined;
    this.worker.unref();
    return job;
  }
}

/**
 * A small pool of worker threads that decode uploads, so a long recording (~1 s of decoding)
 * never stalls the event loop every other request and socket of this process shares. Threads
 * start on first use and stay (idle ones do not keep the process alive); one that crashes is
 * replaced by the next recording. At most `threads` decode at once and `maxWaiting` wait: the
 * next is refused (DecoderBusyError) rather than held, so a burst costs bounded memory.
 */
export function createDecodePool(options: DecodePoolOptions = {}): AudioDecoder {
  const size = options.threads ?? Math.min(os.availableParallelism(), MAX_DEFAULT_THREADS);
  const startWorker = options.startWorker ?? startDecodeWorker;
  const queue = new ConcurrencyLimit(size, options.maxWaiting ?? size * 4);
  const threads = new Set<DecodeThread>();
  const idle: DecodeThread[] = [];
  let closed = false;

  /** An idle thread, or a new one: the queue lets no more than `size` recordings in at once. */
  function takeThread(): DecodeThread {
    for (let thread = idle.pop(); thread; thread = idle.pop()) {
      if (!thread.gone) return thread;
    }
    const thread = new DecodeThread(startWorker(), (gone) => threads.delete(gone));
    threads.add(thread);
    return thread;
  }

  const closedError = () => new Error('The audio decoder was closed.');

  return {
    async decode(recording) {
      if (closed) throw closedError();
      return queue.run(
        async () => {
          if (closed) throw closedError();
          const thread = takeThread();
          try {
            return await thread.decode(recording);
          } finally {
            if (!thread.gone) idle.push(thread);
          }
        },
        () => new DecoderBusyError(),
      );
    },
    get load() {
      return { ...queue.load, threads: threads.size };
    },
    async close() {
      closed = true;
      idle.length = 0;
      await Promise.all([...threads].map((thread) => thread.stop()));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decodes uploaded recordings for POST /api/transcribe in worker threads. */
    audioDecoder: AudioDecoder;
  }
}
