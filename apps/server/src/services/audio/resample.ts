import * as libsamplerateModule from '@alexanderolsen/libsamplerate-js';
import { TRANSCRIBE_SAMPLE_RATE } from './decoded-audio.ts';

// The package is a webpack UMD bundle: Node's ESM loader exposes it only as `default`, while
// bundlers and vitest expose the named exports. Take whichever is there.
const libsamplerate: typeof libsamplerateModule =
  (libsamplerateModule as unknown as { default?: typeof libsamplerateModule }).default ??
  libsamplerateModule;

/** The input sample rates libsamplerate accepts. */
export const MIN_INPUT_SAMPLE_RATE = 1_000;
export const MAX_INPUT_SAMPLE_RATE = 192_000;

/**
 * libsamplerate's fastest band-limited sinc converter (97 dB SNR, 80 % of the band passed:
 * up to 6.4 kHz of the 8 kHz a 16 kHz signal can hold, above what speech recognition uses).
 * MEDIUM is 2x slower and BEST 6x slower for no gain in transcription.
 */
const CONVERTER = libsamplerate.ConverterType.SRC_SINC_FASTEST;

/**
 * Input is handed to the converter in blocks this many seconds long: the converter copies
 * through a fixed 1,008,000-sample WASM buffer, and a call per 20 ms Opus frame would cost
 * more in calls than in converting.
 */
const BLOCK_SECONDS = 0.5;

/** A streaming mono resampler to TRANSCRIBE_SAMPLE_RATE: push blocks, then finish once. */
type MonoResampler = {
  push(samples: Float32Array): void;
  /**
   * All output, exactly round(keep × 16,000 / inputRate) samples, clamped to [-1, 1]; `keep`
   * (default: all pushed) drops input samples from the end, e.g. a codec's padding.
   */
  finish(keep?: number): Float32Array;
  /** How many input samples were pushed so far. */
  readonly inputLength: number;
};

/**
 * Creates a resampler from `inputRate` to 16 kHz. libsamplerate's converter is aligned (an
 * impulse at input time t comes out at output time t) but keeps its last few milliseconds
 * until more input arrives; finish() feeds silence to flush them and cuts the output to the
 * exact length, so durations are preserved to the sample.
 */
export async function createMonoResampler(inputRate: number): Promise<MonoResampler> {
  if (!(inputRate >= MIN_INPUT_SAMPLE_RATE && inputRate <= MAX_INPUT_SAMPLE_RATE)) {
    throw new RangeError(`Sample rate ${inputRate} Hz is outside what can be resampled.`);
  }
  if (inputRate === TRANSCRIBE_SAMPLE_RATE) return passThrough();

  const converter = await acquireConverter(inputRate);
  const block = new Float32Array(Math.ceil(inputRate * BLOCK_SECONDS));
  let filled = 0;
  let inputLength = 0;
  const output = new ChunkList();

  const convertBlock = (length: number) => {
    // A fresh array each time: the library reads `subarray`s from offset 0 of their buffer.
    output.add(converter.full(block.slice(0, length)));
  };

  return {
    push(samples) {
      inputLength += samples.length;
      let read = 0;
      while (read < samples.length) {
        const n = Math.min(block.length - filled, samples.length - read);
        block.set(samples.subarray(read, read + n), filled);
        filled += n;
        read += n;
        if (filled === block.length) {
          convertBlock(filled);
          filled = 0;
        }
      }
    },
    finish(keep = inputLength) {
      try {
        if (filled > 0) convertBlock(filled);
        // Silence to push the converter's held-back tail out (its filter is a few ms long).
        block.fill(0);
        convertBlock(block.length);
        const length = Math.round(
          (Math.min(keep, inputLength) * TRANSCRIBE_SAMPLE_RATE) / inputRate,
        );
        return clampInPlace(output.join(length));
      } finally {
        releaseConverter(converter);
      }
    },
    get inputLength() {
      return inputLength;
    },
  };
}

type Converter = Awaited<ReturnType<typeof libsamplerate.create>>;

/**
 * Idle converters kept for reuse. Each one is its own WASM instance with two 4 MB transfer
 * buffers: creating one per request grew a test process by ~120 MB before the collector
 * caught up, reusing them keeps it flat.
 */
const idleConverters: Converter[] = [];
const MAX_IDLE_CONVERTERS = 2;

/** A converter from `inputRate` with fresh state (an idle one when there is one). */
async function acquireConverter(inputRate: number): Promise<Converter> {
  const idle = idleConverters.pop();
  if (!idle) {
    return libsamplerate.create(1, inputRate, TRANSCRIBE_SAMPLE_RATE, { converterType: CONVERTER });
  }
  // Setting the rate re-initialises the converter, which also clears its filter state;
  // `ratio` is not updated by the setter, and the library sizes its output from it.
  idle.inputSampleRate = inputRate;
  idle.ratio = TRANSCRIBE_SAMPLE_RATE / inputRate;
  return idle;
}

/** Returns a converter for reuse (or lets it go when enough are idle). */
function releaseConverter(converter: Converter) {
  if (idleConverters.length < MAX_IDLE_CONVERTERS) idleConverters.push(converter);
  else converter.destroy();
}

/** 16 kHz input: copied through unchanged. */
function passThrough(): MonoResampler {
  const output = new ChunkList();
  return {
    push(samples) {
      output.add(samples.slice());
    },
    finish(keep = output.length) {
      return clampInPlace(output.join(Math.min(keep, output.length)));
    },
    get inputLength() {
      return output.length;
    },
  };
}

/** Float32 blocks collected and joined once at the end. */
class ChunkList {
  private chunks: Float32Array[] = [];
  length = 0;

  add(chunk: Float32Array) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first `length` samples (zero-padded if fewer were collected). */
  join(length: number): Float32Array {
    const out = new Float32Array(length);
    let at = 0;
    for (const chunk of this.chunks) {
      if (at >= length) break;
      const n = Math.min(chunk.length, length - at);
      out.set(n === chunk.length ? chunk : chunk.subarray(0, n), at);
      at += n;
    }
    this.chunks = [];
    return out;
  }
}

/** Limits samples to [-1, 1]: band-limiting overshoots slightly at full-scale edges. */
function clampInPlace(samples: Float32Array): Float32Array {
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    if (s > 1) samples[i] = 1;
    else if (s < -1) samples[i] = -1;
  }
  return samples;
}

/** Resamples a whole mono signal to 16 kHz (see createMonoResampler). */
export async function resampleMono(
  samples: Float32Array,
  inputRate: number,
): Promise<Float32Array> {
  const resampler = await createMonoResampler(inputRate);
  resampler.push(samples);
  return resampler.finish();
}
