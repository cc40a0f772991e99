/** The interface languages voice parsing understands; anything else is parsed as English. */
export const VOICE_LANGUAGES = ['en', 'ar', 'ru'] as const;

/** A language voice parsing has word tables for. */
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];
