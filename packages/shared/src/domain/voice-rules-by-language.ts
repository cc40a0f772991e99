import type { VoiceLanguage } from './voice-language.ts';
import type { VoiceRules } from './voice-rules.ts';
import { ARABIC_VOICE_RULES } from './voice-words-ar.ts';
import { RUSSIAN_VOICE_RULES } from './voice-words-ru.ts';

const RULES: Partial<Record<VoiceLanguage, VoiceRules>> = {
  ar: ARABIC_VOICE_RULES,
  ru: RUSSIAN_VOICE_RULES,
};

/**
 * The table-driven rules for Arabic and Russian; null for English, whose rules are
 * written out in voice-parse-board.ts and voice-parse-dashboard.ts, and for
 * any language we have no words for, which is then parsed as English.
 */
export function voiceRulesFor(language: VoiceLanguage | undefined): VoiceRules | null {
  return (language && RULES[language]) ?? null;
}
