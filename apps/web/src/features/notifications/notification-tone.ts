/**
 * A quiet notification sound, generated with Web Audio (no audio file to download): a short
 * two-note chime at the spec's default volume 0.5, kept soft. Browsers refuse sound before the
 * page has had a user gesture; then it stays silent rather than failing.
 */
const DEFAULT_VOLUME = 0.5;
// Peak gain at full volume: a chime, not an alarm.
const PEAK_GAIN = 0.12;
const NOTE_S = 0.18;
/** Doc 3 §9: the urgent sound plays twice, 300 ms apart. */
export const URGENT_REPEAT_GAP_MS = 300;

type AudioContextConstructor = new () => AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

function chime(ctx: AudioContext, at: number, volume: number): void {
  for (const [index, frequency] of [880, 1320].entries()) {
    const start = at + index * NOTE_S * 0.6;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN * volume, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_S);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + NOTE_S + 0.02);
  }
}

/** Plays the chime once, or `times` times 300 ms apart (urgent: twice). */
export function playNotificationTone({ times = 1, volume = DEFAULT_VOLUME } = {}): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    void ctx.resume?.().catch(() => undefined);
    for (let index = 0; index < times; index += 1) {
      chime(ctx, ctx.currentTime + (index * URGENT_REPEAT_GAP_MS) / 1000, volume);
    }
  } catch {
    // No sound is better than a broken page: autoplay rules or a missing audio device.
  }
}
