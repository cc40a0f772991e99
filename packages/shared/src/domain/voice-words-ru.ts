import { VOICE_NAME as NAME, compileVoiceRules, type VoiceWordTable } from './voice-rules.ts';

// Russian declines nouns, so weekdays, "week" and priorities are matched by stem: пятница,
// пятницу (в пятницу), пятнице (к пятнице), пятницы (до пятницы) all start with "пятниц".
const NEXT = '(?:(?:следующ|ближайш|будущ)\\p{L}*\\s+)?';
const WEEKDAYS: readonly [string, number][] = [
  ['понедельник\\p{L}*', 1],
  ['вторник\\p{L}*', 2],
  // Not a bare stem: "сред" also starts среди (among) and средство (means).
  ['сред(?:а|у|ы|е|ой)', 3],
  ['четверг\\p{L}*', 4],
  ['пятниц\\p{L}*', 5],
  ['суббот\\p{L}*', 6],
  ['воскресень\\p{L}*', 0],
];

const HIGH_PRIORITY = '(?:высок|высш|наивысш|максимальн)\\p{L}*';
const LOW_PRIORITY = '(?:низк|минимальн)\\p{L}*';
const priorityPhrase = (level: string) =>
  `${level}\\s+приоритет\\p{L}*|приоритет\\p{L}*\\s*[:—–-]?\\s*${level}`;

// "поручи это Марии", "назначь задачу на Ивана": the object may come before the name.
const OBJECT = '(?:(?:это|эту|её|его|задачу|эту\\s+задачу)\\s+)?';

/** Russian words for voice parsing (docs/PRODUCT.md, Voice tasks). */
export const RUSSIAN_VOICE_WORDS: VoiceWordTable = {
  prefix: '',
  negation: 'не(?:\\s+(?:очень|особо|слишком|так))?',
  board: {
    high: 'срочн\\p{L}*|важн\\p{L}*|высок\\p{L}*|критичн\\p{L}*|неотложн\\p{L}*',
    low: 'низк\\p{L}*|незначительн\\p{L}*|второстепенн\\p{L}*|мелк\\p{L}*|неважн\\p{L}*|несрочн\\p{L}*',
    deadlines: [
      // Its own word, so "завтра" below never reads the day after tomorrow as tomorrow.
      { source: 'послезавтра', meaning: { kind: 'days', days: 2 } },
      { source: 'завтра', meaning: { kind: 'days', days: 1 } },
      { source: 'понедельник\\p{L}*', meaning: { kind: 'weekday', weekday: 1 } },
      { source: 'пятниц\\p{L}*', meaning: { kind: 'weekday', weekday: 5 } },
      { source: 'недел\\p{L}*', meaning: { kind: 'days', days: 7 } },
    ],
  },
  dashboard: {
    high: `срочн\\p{L}*|${priorityPhrase(HIGH_PRIORITY)}`,
    low: `несрочн\\p{L}*|${priorityPhrase(LOW_PRIORITY)}`,
  },
  deadlineMarkers:
    'к|до|не\\s+позднее|не\\s+позже|крайний\\s+срок|срок(?:ом)?|сдать|дедлайн(?:ом)?',
  deadlineLeads: 'в|во|на',
  deadlines: [
    {
      source: 'конц\\p{L}*\\s+(?:(?:этого|сегодняшнего|рабочего)\\s+)?дня',
      meaning: { kind: 'endOf', unit: 'day' },
    },
    {
      source: 'конц\\p{L}*\\s+(?:(?:этой|текущей|рабочей)\\s+)?недели',
      meaning: { kind: 'endOf', unit: 'week' },
    },
    {
      source: 'конц\\p{L}*\\s+(?:(?:этого|текущего)\\s+)?месяца',
      meaning: { kind: 'endOf', unit: 'month' },
    },
    {
      source: 'конц\\p{L}*\\s+(?:(?:этого|текущего)\\s+)?года',
      meaning: { kind: 'endOf', unit: 'year' },
    },
    {
      source:
        '(?:следующ|будущ)\\p{L}*\\s+недел\\p{L}*|через\\s+(?:одну\\s+)?неделю|в\\s+течение\\s+недели',
      meaning: { kind: 'days', days: 7 },
    },
    {
      source: '(?:следующ|будущ)\\p{L}*\\s+месяц\\p{L}*|через\\s+месяц',
      meaning: { kind: 'nextMonth' },
    },
    ...WEEKDAYS.map(([source, weekday]) => ({
      source: `${NEXT}${source}`,
      meaning: { kind: 'weekday', weekday } as const,
    })),
    { source: 'послезавтра', meaning: { kind: 'days', days: 2 } },
    { source: 'завтра', meaning: { kind: 'days', days: 1 } },
    { source: 'сегодня', meaning: { kind: 'days', days: 0 } },
  ],
  assignees: [
    { source: `назнач\\p{L}*\\s+${OBJECT}на\\s+(${NAME})` },
    { source: `поруч\\p{L}*\\s+${OBJECT}(${NAME})` },
    { source: `ответственн\\p{L}*\\s*[:—–-]?\\s*(${NAME})` },
    // "для" is everywhere ("для клиента"), so only a capitalised word after it is a name.
    { source: `для\\s+(${NAME})`, capitalised: true },
    { source: `(${NAME})\\s+(?:должен|должна|сделает|займётся|возьмёт|возьмётся)` },
  ],
  notAName: [
    ...['я', 'ты', 'вы', 'мы', 'он', 'она', 'оно', 'они', 'его', 'её', 'ему', 'ей', 'им', 'их'],
    ...['нас', 'нам', 'вас', 'вам', 'тебя', 'тебе', 'него', 'неё', 'нему', 'ней', 'ним', 'них'],
    ...['это', 'этого', 'этому', 'эту', 'этот', 'эта', 'то', 'тот', 'та', 'кто', 'кого', 'кому'],
    ...['кто-то', 'кого-то', 'кому-то', 'кто-нибудь', 'кого-нибудь', 'кому-нибудь', 'никто'],
    ...['все', 'всех', 'всем', 'каждый', 'каждого', 'каждому', 'кто-либо', 'который', 'которая'],
    ...['команда', 'команду', 'команде', 'команды', 'задача', 'задачу', 'задачи', 'задаче'],
    ...['завтра', 'сегодня', 'нужно', 'надо', 'что', 'чтобы', 'и', 'а', 'но', 'также', 'затем'],
  ],
  self: ['меня', 'мне', 'себя', 'себе'],
  bulletSeparators:
    '(?:а|и)\\s+потом|(?:(?:а|и)\\s+)?затем|(?:(?:а|и)\\s+)?также|кроме\\s+того|(?:(?:а|и)\\s+)?плюс|после\\s+этого|а\\s+ещё',
};

/** Russian voice parsing rules. */
export const RUSSIAN_VOICE_RULES = compileVoiceRules(RUSSIAN_VOICE_WORDS);
