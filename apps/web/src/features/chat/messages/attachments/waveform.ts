import { VOICE_WAVEFORM_BARS } from '@crewline/shared/limits';

/**
 * Bar heights (0..1) of a waveform: the loudest sample of each equal slice of the recording,
 * scaled so the loudest bar is full height. Silence gives flat zero bars.
 */
export function waveformPeaks(
  channels: readonly Float32Array[],
  bars: number = VOICE_WAVEFORM_BARS,
): number[] {
  const length = channels[0]?.length ?? 0;
  const peaks = new Array<number>(bars).fill(0);
  if (length === 0) return peaks;
  for (let bar = 0; bar < bars; bar++) {
    const start = Math.floor((bar * length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * length) / bars));
    let peak = 0;
    for (const channel of channels) {
      for (let i = start; i < end && i < length; i++) {
        const sample = Math.abs(channel[i]!);
        if (sample > peak) peak = sample;
      }
    }
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => peak / loudest) : peaks;
}

/** What the waveform player learns by decoding a recording. */
export type DecodedAudio = { peaks: number[]; duration: number };

type AudioContextClass = new () => BaseAudioContext & { close(): Promise<void> };

/**
 * Decodes a recording with Web Audio and measures its waveform. The duration comes along:
 * MediaRecorder's WebM files carry none, so an <audio> element reports Infinity for them.
 */
export async function decodeWaveform(blob: Blob): Promise<DecodedAudio> {
  const Context = (window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    AudioContextClass | undefined;
  if (!Context) throw new Error('Web Audio is not available');
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
      buffer.getChannelData(index),
    );
    return { peaks: waveformPeaks(channels), duration: buffer.duration };
  } finally {
    void context.close().catch(() => undefined);
  }
}

/** "m:ss" for a playback position or length; unknown lengths read "0:00". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
