import { compileVoiceRules, type VoiceWordTable } from './voice-rules.ts';

// Two letters at least, so "عيّنها لي" (to me) is not ل + a name "ي".
const NAME = "\\p{L}{2}[\\p{L}'’-]*";

// Written as people spell them; tables are normalised like transcripts (أ/إ/آ → ا, ة → ه,
// ى → ي, no tashkeel), so "غداً", "غدًا" and "غدا" are one word.
const THE = '(?:ال|لل|بال)'; // "the", "for the", "by the" glued to the noun

const WEEKDAYS: readonly [string, number][] = [
  ['أحد', 0],
  ['اثنين', 1],
  ['ثلاثاء', 2],
  ['أربعاء', 3],
  ['خميس', 4],
  ['جمعة', 5],
  ['سبت', 6],
];
// "الجمعة القادمة" (next Friday) is still the next Friday.
const COMING = '(?:\\s+(?:ال)?(?:قادم|قادمة|مقبل|مقبلة|جاي|جاية))?';
const weekday = (name: string) => `(?:يوم\\s+)?${THE}${name}${COMING}`;

const TOMORROW = 'غدا|غد|الغد|بكرة|بكرا';
const PRIORITY = '(?:ب|ذات\\s+)?(?:ال)?أولوية\\s+(?:ال)?';
const URGENT = 'عاجل|عاجلة|عاجلا|مستعجل|مستعجلة';

// عيّن، أسند، كلّف، حوّل، وكّل، أعطِ — with an attached object ("أسندها") and an optional "المهمة".
const ASSIGN = '(?:عين|أسند|كلف|حول|وكل|أعط|أعطي)\\p{L}{0,3}\\s+(?:(?:هذه\\s+)?(?:ال)?مهمة\\s+)?';

/** Arabic words for voice parsing (docs/PRODUCT.md, Voice tasks). */
export const ARABIC_VOICE_WORDS: VoiceWordTable = {
  prefix: '[وف]?', // "and", "so", written joined to the next word
  negation: 'غير|ليس|ليست|ليسه|مش|مو',
  board: {
    // Not مهمة: unvocalised it is also "task", the commonest word in a task.
    high: `${URGENT}|مهم|هام|هامة|عالي|عالية|عال|${PRIORITY}(?:عالية|قصوى|مرتفعة|كبرى)`,
    low: `منخفض|منخفضة|بسيط|بسيطة|ثانوي|ثانوية|طفيف|طفيفة|(?:قليل|قليلة)\\s+الأهمية|${PRIORITY}(?:منخفضة|متدنية|قليلة)`,
    deadlines: [
      { source: `بعد\\s+(?:${TOMORROW})`, meaning: { kind: 'days', days: 2 } },
      { source: TOMORROW, meaning: { kind: 'days', days: 1 } },
      { source: `${THE}اثنين`, meaning: { kind: 'weekday', weekday: 1 } },
      { source: `${THE}جمعة`, meaning: { kind: 'weekday', weekday: 5 } },
      { source: `${THE}?أسبوع`, meaning: { kind: 'days', days: 7 } },
    ],
  },
  dashboard: {
    high: `${URGENT}|${PRIORITY}(?:عالية|قصوى|مرتفعة|كبرى)`,
    low: `${PRIORITY}(?:منخفضة|متدنية|قليلة)`,
  },
  deadlineMarkers:
    'بحلول|قبل|حتى|لغاية|إلى\\s+غاية|في\\s+موعد\\s+(?:أقصاه|لا\\s+يتجاوز)|(?:ال)?موعد\\s+(?:ال)?نهائي|موعد\\s+التسليم|ديدلاين',
  deadlineLeads: 'في',
  deadlines: [
    {
      source: 'ب?(?:نهاية|آخر)\\s+(?:ال)?(?:يوم|دوام)(?:\\s+(?:الحالي|اليوم))?',
      meaning: { kind: 'endOf', unit: 'day' },
    },
    {
      source: 'ب?(?:نهاية|آخر)\\s+(?:هذا\\s+)?(?:ال)?أسبوع(?:\\s+(?:الحالي|الجاري))?',
      meaning: { kind: 'endOf', unit: 'week' },
    },
    {
      source: 'ب?(?:نهاية|آخر)\\s+(?:هذا\\s+)?(?:ال)?شهر(?:\\s+(?:الحالي|الجاري))?',
      meaning: { kind: 'endOf', unit: 'month' },
    },
    {
      source:
        'ب?(?:نهاية|آخر)\\s+(?:هذه\\s+|هذا\\s+)?(?:ال)?(?:سنة|عام)(?:\\s+(?:الحالية|الحالي|الجاري))?',
      meaning: { kind: 'endOf', unit: 'year' },
    },
    {
      source:
        '(?:ال)?أسبوع\\s+(?:ال)?(?:قادم|مقبل|جاي)|(?:خلال|بعد|في\\s+غضون)\\s+أسبوع(?:\\s+واحد)?',
      meaning: { kind: 'days', days: 7 },
    },
    {
      source: '(?:ال)?شهر\\s+(?:ال)?(?:قادم|مقبل|جاي)|(?:خلال|بعد|في\\s+غضون)\\s+شهر(?:\\s+واحد)?',
      meaning: { kind: 'nextMonth' },
    },
    ...WEEKDAYS.map(([name, day]) => ({
      source: weekday(name),
      meaning: { kind: 'weekday', weekday: day } as const,
    })),
    { source: `بعد\\s+(?:${TOMORROW})`, meaning: { kind: 'days', days: 2 } },
    { source: TOMORROW, meaning: { kind: 'days', days: 1 } },
    { source: 'اليوم', meaning: { kind: 'days', days: 0 } },
  ],
  assignees: [
    { source: `${ASSIGN}(?:إلى\\s+|ل\\s*)(${NAME})` },
    { source: `${ASSIGN}(إلي|لي|لنفسي)` }, // "أسندها إليّ": to me
    { source: `كلف\\p{L}{0,2}\\s+(${NAME})` }, // "كلّف سارة بالتحديث"
    { source: `(?:يجب|ينبغي|لازم)\\s+على\\s+(${NAME})` },
    { source: `على\\s+(${NAME})\\s+أن` },
    { source: `(${NAME})\\s+(?:سوف|سيقوم|ستقوم|سيتولى|ستتولى|عليه|عليها|يجب\\s+أن)` },
    { source: `ل\\s+(${NAME})` }, // "لـ سارة": the preposition written apart
  ],
  notAName: [
    ...['ها', 'ه', 'هم', 'هن', 'نا', 'هو', 'هي', 'أنا', 'أنت', 'نحن', 'هذا', 'هذه', 'ذلك', 'تلك'],
    ...['الفريق', 'فريق', 'الجميع', 'أحد', 'كل', 'المهمة', 'مهمة', 'المهام', 'شخص', 'ما', 'من'],
    ...['أن', 'الآن', 'أي', 'الذي', 'التي', 'الكل', 'العمل', 'الخادم', 'النظام'],
  ],
  self: ['ي', 'إلي', 'لي', 'لنفسي', 'نفسي'],
  bulletSeparators:
    '(?:من\\s+)?ثم|بعد\\s+ذلك|بعدها|أيضا|كذلك|(?:بال)?إضافة\\s+إلى\\s+ذلك|علاوة\\s+على\\s+ذلك',
};

/** Arabic voice parsing rules. */
export const ARABIC_VOICE_RULES = compileVoiceRules(ARABIC_VOICE_WORDS);
