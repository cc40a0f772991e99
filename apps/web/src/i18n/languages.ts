/** The interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'ar', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Where the chosen language is cached (read first by the detector). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

/** The supported language a detected tag (e.g. "ru-RU") maps to. */
export function toLanguage(tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as Language)
    : FALLBACK_LANGUAGE;
}

/** The writing direction of a language. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(toLanguage(language)) ? 'rtl' : 'ltr';
}

function isSupported(tag: string): boolean {
  return (LANGUAGES as readonly string[]).includes(tag.toLowerCase().split('-')[0] ?? '');
}

/** The stored choice if any, else the first supported browser language, else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored && isSupported(stored)) return toLanguage(stored);
  return toLanguage(browserLanguages.find(isSupported));
}
