/**
 * A name's consonant skeleton in Latin letters, to compare a name spoken in one script with a
 * member's name written in another: a speech engine writes "ماريا" or "Мария" for Maria Lopez
 * when the interface language is Arabic or Russian. Arabic leaves short vowels unwritten, so
 * vowels (and h, w, y, which double as vowel signs or vanish in transliteration) are dropped on
 * every side; sounds one script lacks fold onto its nearest letter (p→b, v→f, g→j, q→k, c→k).
 */
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

const ARABIC_TO_LATIN: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ء: '',
  ؤ: '',
  ئ: '',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'g',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'h',
  و: 'w',
  ي: 'y',
  ى: 'a',
  پ: 'p',
  چ: 'ch',
  گ: 'g',
  ڤ: 'v',
};

function toLatin(word: string): string {
  return [...word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
    .map((letter) => CYRILLIC_TO_LATIN[letter] ?? ARABIC_TO_LATIN[letter] ?? letter)
    .join('');
}

/**
 * The skeleton of one word ("Mohammed", "محمد" → "md"; "Maria", "ماريا", "Мария" → "mr"). A
 * leading vowel stays as "_" so Omar/عمر ("_mr") is not Maria, nor Ahmed ("_md") Mohammed.
 */
export function nameSkeleton(word: string): string {
  const latin = toLatin(word).replace(/[^a-z]/g, '');
  const lead = /^[aeiouy]/.test(latin) ? '_' : '';
  return `${lead}${latin}`
    .replace(/ph/g, 'f')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyhw]/g, '')
    .replace(/p/g, 'b')
    .replace(/v/g, 'f')
    .replace(/g/g, 'j')
    .replace(/[qc]/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

/** The script a word is written in, as far as name matching cares. */
export function nameScript(word: string): 'arabic' | 'cyrillic' | 'latin' | 'other' {
  if (/\p{Script=Arabic}/u.test(word)) return 'arabic';
  if (/\p{Script=Cyrillic}/u.test(word)) return 'cyrillic';
  if (/\p{Script=Latin}/u.test(word)) return 'latin';
  return 'other';
}
