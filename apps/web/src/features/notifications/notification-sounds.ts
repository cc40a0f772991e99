import type { SoundType } from './alert-settings.ts';

/**
 * The notification sounds (chime, pop, bell, and the soft default tone), generated
 * with Web Audio so there is no audio file to download. Browsers refuse sound before the page
 * has had a user gesture; then it stays silent rather than failing.
 */

/** The urgent sound plays twice, 300 ms apart. */
const URGENT_REPEAT_GAP_MS = 300;
/** Urgent notifications ring the bell, whatever sound is chosen. */
export const URGENT_SOUND: SoundType = 'bell';
// Peak gain at full volume: a notification, not an alarm.
const PEAK_GAIN = 0.2;

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

/** Forgets the audio context (tests swap the AudioContext between cases). */
export function resetNotificationSounds(): void {
  context = null;
}

type Note = {
  frequency: number;
  /** Seconds after the sound starts. */
  offset: number;
  /** Seconds until it has faded out. */
  length: number;
  /** Share of the peak gain. */
  level: number;
  wave?: OscillatorType;
  /** Slides down to this frequency over its length (the pop). */
  glideTo?: number;
};

// Each sound as a few notes: short, soft and unlike the others, so one can tell them apart.
const SOUNDS: Record<SoundType, Note[]> = {
  default: [
    { frequency: 880, offset: 0, length: 0.18, level: 0.6 },
    { frequency: 1320, offset: 0.11, length: 0.18, level: 0.6 },
  ],
  chime: [
    { frequency: 1046.5, offset: 0, length: 0.35, level: 0.7, wave: 'triangle' },
    { frequency: 1318.5, offset: 0.09, length: 0.35, level: 0.6, wave: 'triangle' },
    { frequency: 1568, offset: 0.18, length: 0.5, level: 0.5, wave: 'triangle' },
  ],
  pop: [{ frequency: 620, offset: 0, length: 0.09, level: 1, glideTo: 180 }],
  // A bell's partials are not whole multiples of the fundamental; that is what makes it ring.
  bell: [
    { frequency: 830, offset: 0, length: 1.1, level: 0.8 },
    { frequency: 830 * 2.76, offset: 0, length: 0.6, level: 0.3 },
    { frequency: 830 * 5.4, offset: 0, length: 0.3, level: 0.15 },
  ],
};

function playNote(ctx: AudioContext, at: number, note: Note, volume: number): void {
  const start = at + note.offset;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = note.wave ?? 'sine';
  oscillator.frequency.setValueAtTime(note.frequency, start);
  if (note.glideTo) {
    oscillator.frequency.exponentialRampToValueAtTime(note.glideTo, start + note.length);
  }
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(PEAK_GAIN * note.level * volume, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + note.length + 0.02);
}

type PlaySoundOptions = {
  /** 0 to 1 (0.5 by default). */
  volume: number;
  /** How many times, 300 ms apart (urgent: twice). */
  times?: number;
};

/**
 * Whether a sound played now is heard: false before the page's first user gesture, when the
 * browser keeps the audio context suspended (a tab opened in the background, say).
 */
export function soundAudible(): boolean {
  return context !== null && (context.state === undefined || context.state === 'running');
}

/** Whether this browser can make the sounds at all. */
export function soundSupported(): boolean {
  return Boolean(
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext,
  );
}

/**
 * Plays `sound` once, or `times` times 300 ms apart. Resolves to whether it could be played:
 * false without Web Audio, or when the browser keeps audio blocked (autoplay rules).
 */
export async function playSound(
  sound: SoundType,
  { volume, times = 1 }: PlaySoundOptions,
): Promise<boolean> {
  try {
    const ctx = audioContext();
    if (!ctx) return false;
    const resumed = ctx.resume?.().catch(() => undefined);
    const now = ctx.currentTime;
    for (let index = 0; index < times; index += 1) {
      const at = now + (index * URGENT_REPEAT_GAP_MS) / 1000;
      for (const note of SOUNDS[sound]) playNote(ctx, at, note, volume);
    }
    await resumed;
    return ctx.state === undefined || ctx.state === 'running';
  } catch {
    // No sound is better than a broken page: autoplay rules or a missing audio device.
    return false;
  }
}
