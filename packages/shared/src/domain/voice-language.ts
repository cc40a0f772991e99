/** The interface languages voice parsing understands; anything else is parsed as English. */
export const VOICE_LANGUAGES = ['en', 'ar', 'ru'] as const;

/** A language voice parsing has word tables for. */
export type VoiceLanguage = (typeof VOICE_LANGUAGES)[number];

/**
 * A transcript in matching form, with where each of its characters came from, so a phrase
 * found in the normalised text can be cut out of the transcript as it was spoken.
 */
export type NormalizedVoiceText = {
  text: string;
  /** For each character of `text`, the index in the original where its source starts. */
  starts: number[];
  /** For each character of `text`, the index in the original just after its source. */
  ends: number[];
};

// Alef with hamza or madda and alef wasla are spelled, and transcribed, interchangeably.
const ARABIC_LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ى: 'ي',
  ة: 'ه',
};
const TATWEEL = 'ـ';
const MARK = /\p{M}/u;

function isWordInitialLam(output: string): boolean {
  return output.endsWith('ل') && !/[\p{L}\p{N}]/u.test(output.at(-2) ?? '');
}

/**
 * One character in matching form: lower case, accents, Arabic short vowels (tashkeel) and
 * tatweel dropped, alef/hamza forms, taa marbuta and alef maqsura folded, ё read as е. Й keeps
 * its breve: it is a letter of its own in Russian, not и with an accent.
 */
function normalizeChar(char: string, output: string): string {
  if (char === TATWEEL) return isWordInitialLam(output) ? ' ' : ''; // "لـسارة": the preposition ل
  const lower = char.toLowerCase();
  if (lower === 'й') return lower;
  if (lower in ARABIC_LETTERS) return ARABIC_LETTERS[lower]!;
  return [...lower.normalize('NFD')].filter((c) => !MARK.test(c)).join('');
}

/** A transcript in matching form (see normalizeChar), keeping the way back to the original. */
export function normalizeVoiceText(original: string): NormalizedVoiceText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of original) {
    const normal = normalizeChar(char, text);
    // A dropped mark belongs to the letter before it, so cutting out a word keeps its marks.
    if (normal === '' && ends.length > 0) ends[ends.length - 1] = index + char.length;
    for (let i = 0; i < normal.length; i++) {
      starts.push(index);
      ends.push(index + char.length);
    }
    text += normal;
    index += char.length;
  }
  return { text, starts, ends };
}

/** The part of the original transcript that normalised text [start, end) came from. */
export function originalSlice(
  original: string,
  normal: NormalizedVoiceText,
  start: number,
  end: number,
): string {
  if (end <= start) return '';
  return original.slice(normal.starts[start], normal.ends[end - 1]);
}

/** A string in matching form (for word tables and names). */
export function normalizeVoiceWord(text: string): string {
  return normalizeVoiceText(text).text;
}

/**
 * A regular expression source matching `source` as whole words. JavaScript's \b only knows
 * ASCII letters, so Arabic and Cyrillic words get explicit Unicode letter boundaries (use the
 * `u` flag). `prefix` allows clitics glued to the front, like Arabic و ("and").
 */
export function wholeWords(source: string, prefix = ''): string {
  return `(?<![\\p{L}\\p{N}])${prefix}(?:${source})(?![\\p{L}\\p{N}])`;
}

/** The voice language for an interface language tag ("ru", "ar-SA", "en-GB"); English otherwise. */
export function voiceLanguageOf(tag: string | null | undefined): VoiceLanguage {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (VOICE_LANGUAGES as readonly string[]).includes(base ?? '')
    ? (base as VoiceLanguage)
    : 'en';
}
