import { vi } from 'vitest';
import { resetNotificationSounds } from './notification-sounds.ts';
import { resetAlertSounds } from './notification-alerts.ts';

/** One oscillator started by the fake audio context: its pitch, start time and peak gain. */
type FakeTone = { frequency: number; start: number; peak: number };

/**
 * Test doubles of the browser's alert APIs: Web Audio (recording every tone), the Notification
 * API (recording every notification shown) and navigator.vibrate, plus the tab's visibility.
 */
export function installAlertFakes({
  permission = 'granted' as NotificationPermission,
  audioState = 'running' as AudioContextState,
  vibrate = true,
} = {}) {
  const tones: FakeTone[] = [];
  const currentTime = 0;

  class FakeAudioContext {
    state = audioState;
    destination = {};
    get currentTime() {
      return currentTime;
    }
    resume = () => Promise.resolve();
    createOscillator() {
      const tone: FakeTone = { frequency: 0, start: 0, peak: 0 };
      return {
        type: 'sine',
        frequency: {
          setValueAtTime: (value: number) => void (tone.frequency = value),
          exponentialRampToValueAtTime: () => undefined,
        },
        connect: (node: { bind: (tone: FakeTone) => unknown }) => node.bind(tone),
        start: (at: number) => {
          tone.start = at;
          tones.push(tone);
        },
        stop: () => undefined,
      };
    }
    createGain() {
      let bound: FakeTone | null = null;
      let peak = 0;
      return {
        gain: {
          setValueAtTime: () => undefined,
          linearRampToValueAtTime: (value: number) => {
            peak = value;
            if (bound) bound.peak = value;
          },
          exponentialRampToValueAtTime: () => undefined,
        },
        bind(tone: FakeTone) {
          bound = tone;
          tone.peak = peak;
          return { connect: () => undefined };
        },
        connect: () => undefined,
      };
    }
  }

  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = FakeNotification.answer;
      return FakeNotification.answer;
    });
    /** What the person answers when asked. */
    static answer: NotificationPermission = 'granted';
    static shown: FakeNotification[] = [];
    onclick: ((event: Event) => void) | null = null;
    closed = false;
    readonly shownAt = Date.now();
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      FakeNotification.shown.push(this);
    }
    close() {
      this.closed = true;
    }
    click() {
      this.onclick?.(new Event('click', { cancelable: true }));
    }
  }

  let visibility: DocumentVisibilityState = 'visible';
  let windowFocused = true;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
  Object.defineProperty(document, 'hasFocus', {
    configurable: true,
    value: () => visibility === 'visible' && windowFocused,
  });

  const vibrations: number[][] = [];
  const vibrateFake = vi.fn((pattern: number[]) => {
    vibrations.push(pattern);
    return true;
  });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    writable: true,
    value: vibrate ? vibrateFake : undefined,
  });
  resetNotificationSounds();
  resetAlertSounds();

  return {
    tones,
    Notification: FakeNotification,
    vibrations,
    /** Puts the tab in the background ('hidden') or in front ('visible'). */
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
    },
    /** Another application takes the focus (false) or gives it back (true). */
    setWindowFocused(focused: boolean) {
      windowFocused = focused;
    },
    /** The start times (s) of tones at a frequency: how often that sound rang, and when. */
    rings(frequency: number) {
      return tones.filter((tone) => tone.frequency === frequency).map((tone) => tone.start);
    },
    uninstall() {
      vi.unstubAllGlobals();
      Object.defineProperty(navigator, 'vibrate', { configurable: true, value: undefined });
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hasFocus');
      resetNotificationSounds();
    },
  };
}

/** The fundamental of each sound, to tell them apart in the recorded tones. */
export const SOUND_PITCH = { default: 880, chime: 1046.5, pop: 620, bell: 830 } as const;
