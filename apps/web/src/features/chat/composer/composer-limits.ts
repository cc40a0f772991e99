/**
 * The composer's constants (docs/PRODUCT.md, Chat). They concern only this browser feature (the
 * server enforces none of them), so they live with it rather than in packages/shared.
 */

/** A voice note stops itself after this long. */
export const VOICE_MAX_SECONDS = 120;
/** A video note stops itself after this long. */
export const VIDEO_MAX_SECONDS = 60;
/** Video notes: 640x480 ideal, 1 Mbit/s video, 128 kbit/s audio, webm. */
export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
export const VIDEO_BITS_PER_SECOND = 1_000_000;
export const AUDIO_BITS_PER_SECOND = 128_000;
/** The message box grows with its text up to this height, then scrolls. */
export const TEXTAREA_MAX_HEIGHT_PX = 300;
/** The replied-to message is cut to this many characters in the reply bar. */
export const REPLY_PREVIEW_LENGTH = 50;
/** "Typing" ends after this long without input. */
export const TYPING_IDLE_MS = 2_000;
