/**
 * Pasted code in chat: text that looks like code is wrapped in a fenced block tagged
 * with a guessed language. Being wrong costs little when the guess is the language tag, but a
 * lot when ordinary prose gets wrapped, so "looks like code" is deliberately strict: several
 * lines, most of them shaped like statements, and never Markdown that is already fenced.
 */

/** The languages a paste can be tagged with; anything else is fenced untagged. */
export const PASTED_CODE_LANGUAGES = [
  'javascript',
  'python',
  'java',
  'typescript',
  'html',
  'css',
] as const;
export type PastedCodeLanguage = (typeof PASTED_CODE_LANGUAGES)[number];

/** At least this many non-empty lines: a one-liner is as likely a sentence as a statement. */
const MIN_CODE_LINES = 2;
/** Share of the non-empty lines that must be shaped like code. */
const MIN_CODE_SHARE = 0.6;
/** A language needs at least this score to be named; below it the fence stays untagged. */
const MIN_LANGUAGE_SCORE = 3;

// A bullet or numbered item is prose, even when it ends with a semicolon.
const LIST_ITEM = /^[ \t]*(?:[-*•+]\s|\d+[.)]\s)/u;

// Shapes of a line of code in the languages people paste into chat. Each needs punctuation or
// a keyword in a position prose does not use, so a sentence with "(see above)" or "x = 5" in
// its middle never matches.
const CODE_LINE_SHAPES: readonly RegExp[] = [
  /[;{}][ \t]*$/u, // ends a statement or opens/closes a block
  /^[ \t]*[}\])]/u, // closes a block
  /^[ \t]*<\/?[a-zA-Z][\w-]*(?:\s[^>]*)?\/?>/u, // starts with a markup tag
  /^[ \t]*<!(?:DOCTYPE|--)/iu,
  /^[ \t]*[\w$.[\]'"]+\s*(?:[-+*/]?=|:=)\s*\S/u, // assignment with a bare left-hand side
  /^[ \t]*[\w$.]+\(.*\)\s*;?[ \t]*$/u, // a bare call: print(x), console.log(x)
  /^[ \t]*(?:import\s+[\w{*]|from\s+[\w.]+\s+import\b|export\s|package\s+[\w.]+;|#include\b|#!)/u,
  /^[ \t]*(?:def|class|function|const|let|var|return|async|await|public|private|protected|static)\s+[\w$({[<*]/u,
  /^[ \t]*(?:if|elif|else|for|while|try|except|finally|with|switch|catch)\b.*[:({][ \t]*$/u,
  /^[ \t]*(?:else|try|finally)\s*:?[ \t]*$/u,
  /^[ \t]*(?:\/\/|\/\*|\*\/)/u, // a line comment or the ends of a block comment
  /^[ \t]*@\w+(?:\(.*\))?[ \t]*$/u, // a decorator or annotation
  /=>\s*[{(]?[ \t]*$/u,
];

function nonEmptyLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/u).filter((line) => line.trim() !== '');
}

function isCodeLine(line: string): boolean {
  if (LIST_ITEM.test(line)) return false;
  return CODE_LINE_SHAPES.some((shape) => shape.test(line));
}

/**
 * Whether pasted text is code: at least two non-empty lines, at least 60 % of them shaped like
 * code, and no Markdown fence already in it.
 */
export function looksLikeCode(text: string): boolean {
  if (text.includes('```')) return false;
  const lines = nonEmptyLines(text);
  if (lines.length < MIN_CODE_LINES) return false;
  const codeLines = lines.filter(isCodeLine).length;
  return codeLines >= MIN_CODE_LINES && codeLines / lines.length >= MIN_CODE_SHARE;
}

type Clue = [pattern: RegExp, weight: number];

const CLUES: Record<PastedCodeLanguage, readonly Clue[]> = {
  html: [
    [/<!DOCTYPE html/iu, 6],
    [
      /<(?:html|head|body|div|span|section|nav|header|footer|main|ul|ol|li|table|form|label|h[1-6])\b[^>]*>/iu,
      3,
    ],
    [/<\/[a-z][\w-]*>/iu, 2],
    [/<(?:meta|link|img|input|br)\b[^>]*\/?>/iu, 2],
    [/\b(?:class|href|src|id)="[^"]*"/u, 1],
  ],
  css: [
    // One character class, not nested groups: this runs on whatever text is pasted.
    [/^[ \t]*[.#:]?[a-zA-Z][\w >+~,.#:()[\]="-]*\{[ \t]*$/mu, 1],
    [/^[ \t]*[.#][\w-]+.*\{[ \t]*$/mu, 2],
    [
      /^[ \t]*(?:color|background(?:-color)?|margin|padding|display|font-(?:size|weight|family)|border(?:-radius)?|width|height|max-width|min-height|position|top|left|right|bottom|flex|grid-template-columns|align-items|justify-content|text-align|z-index|opacity|transition|box-shadow|overflow|cursor|line-height|gap)(?:-[a-z]+)*\s*:[^;{}]+;/mu,
      4,
    ],
    [/:\s*-?\d+(?:\.\d+)?(?:px|rem|em|vh|vw|%)\b/u, 2],
    [/:\s*#[0-9a-f]{3,8}\s*;/iu, 2],
    [/^[ \t]*@(?:media|import|keyframes|font-face)\b/mu, 4],
  ],
  python: [
    [/^[ \t]*def\s+\w+\s*\(.*\)\s*(?:->\s*[^:]+)?:[ \t]*$/mu, 5],
    [/^[ \t]*class\s+\w+(?:\(.*\))?\s*:[ \t]*$/mu, 5],
    [/^[ \t]*(?:from\s+[\w.]+\s+import\s+[\w*]|import\s+[\w.]+(?:\s+as\s+\w+)?[ \t]*$)/mu, 3],
    [/^[ \t]*(?:elif\b.*|except\b.*|else|try|finally|with\s.+)\s*:[ \t]*$/mu, 3],
    [/^[ \t]*(?:if|for|while)\s[^(){};]*:[ \t]*$/mu, 2],
    [/\bself\./u, 2],
    [/\b(?:None|True|False)\b/u, 1],
    [/\bprint\(/u, 1],
    [/^[ \t]*#(?!include)/mu, 1],
  ],
  java: [
    [
      /\bpublic\s+(?:static\s+)?(?:final\s+)?(?:class|interface|enum|void|int|String|boolean)\b/u,
      4,
    ],
    [/System\.out\.print/u, 5],
    [/^[ \t]*import\s+java\./mu, 5],
    [/^[ \t]*package\s+[\w.]+;/mu, 4],
    [/@Override\b/u, 3],
    [/\bString\[\]\s+\w+/u, 3],
    [
      /\b(?:private|protected|public)\s+(?:static\s+)?(?:final\s+)?[A-Za-z]\w*(?:<[^>]*>)?(?:\[\])?\s+\w+\s*[;=(]/u,
      2,
    ],
  ],
  javascript: [
    [/\b(?:const|let|var)\s+[\w${}[\], ]+\s*=/u, 2],
    [/\bfunction\b\s*\*?\s*[\w$]*\s*\(/u, 3],
    [/=>/u, 2],
    [/\bconsole\.\w+\(/u, 3],
    [/\brequire\(\s*['"]/u, 3],
    [/^[ \t]*import\s+.*\s+from\s+['"]/mu, 3],
    [/^[ \t]*export\s+(?:default|const|function|class|async)\b/mu, 2],
    [/\b(?:document|window)\.\w+/u, 2],
    [/===|!==/u, 2],
    [/\bawait\s/u, 1],
  ],
  // Counted on top of the JavaScript clues: TypeScript is JavaScript plus types.
  typescript: [
    [/^[ \t]*(?:export\s+)?interface\s+\w+(?:<[^>]*>)?(?:\s+extends\s+[^{]+)?\s*\{/mu, 4],
    [/^[ \t]*(?:export\s+)?type\s+\w+(?:<[^>]*>)?\s*=/mu, 4],
    [
      /[\w)?]\s*:\s*(?:string|number|boolean|unknown|any|void|never|Record<|Promise<|Array<|readonly\s)/u,
      3,
    ],
    [/\bimport\s+type\b/u, 4],
    [/\bas\s+(?:const|string|number|unknown)\b/u, 3],
    [/\b(?:private|public|protected|readonly)\s+\w+\s*[?:]/u, 2],
  ],
};

function score(text: string, clues: readonly Clue[]): number {
  return clues.reduce((sum, [pattern, weight]) => (pattern.test(text) ? sum + weight : sum), 0);
}

/**
 * The likeliest of the six languages for a piece of code, or null when none is clear (C, SQL,
 * shell and the like are fenced untagged). Ties go to the more specific language.
 */
export function guessCodeLanguage(text: string): PastedCodeLanguage | null {
  const javascript = score(text, CLUES.javascript);
  const typeClues = score(text, CLUES.typescript);
  const scores: [PastedCodeLanguage, number][] = [
    ['typescript', typeClues > 0 ? javascript + typeClues : 0],
    ['java', score(text, CLUES.java)],
    ['python', score(text, CLUES.python)],
    ['html', score(text, CLUES.html)],
    ['css', score(text, CLUES.css)],
    ['javascript', javascript],
  ];
  let best: [PastedCodeLanguage, number] | null = null;
  for (const entry of scores) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= MIN_LANGUAGE_SCORE ? best[0] : null;
}

/**
 * The pasted text as a fenced block with the guessed language, or null when it does not look
 * like code (the paste then goes in unchanged). Blank lines around the code are dropped; its
 * indentation is kept.
 */
export function fencePastedCode(text: string): string | null {
  if (!looksLikeCode(text)) return null;
  const code = text
    .replace(/\r\n?/gu, '\n')
    .replace(/^(?:[ \t]*\n)+/u, '')
    .trimEnd();
  return `\`\`\`${guessCodeLanguage(code) ?? ''}\n${code}\n\`\`\``;
}
