import type { HLJSApi, LanguageFn } from 'highlight.js';

type Loader = () => Promise<{ default: LanguageFn }>;

// The languages a team chat mostly pastes, each its own chunk: a thread without code fences
// downloads none of them, and one with a Python fence downloads only Python.
const LOADERS: Record<string, Loader> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  html: 'xml',
  svg: 'xml',
  yml: 'yaml',
  rs: 'rust',
  golang: 'go',
};

/** The highlighter's name for a fence's language tag, or null when it has no grammar for it. */
export function grammarFor(tag: string | undefined): string | null {
  if (!tag) return null;
  const name = tag.toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return resolved in LOADERS ? resolved : null;
}

let core: Promise<HLJSApi> | null = null;
const registered = new Map<string, Promise<void>>();

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  return core;
}

/**
 * The code as highlight.js HTML, or null when the language has no grammar here. highlight.js
 * escapes the code it is given (`&`, `<`, `>`, quotes) and adds only its own <span class>
 * markup, so the result is safe to set as HTML; the message's own text never is.
 */
export async function highlightCode(code: string, tag: string | undefined): Promise<string | null> {
  const language = grammarFor(tag);
  if (!language) return null;
  const hljs = await loadCore();
  let ready = registered.get(language);
  if (!ready) {
    ready = LOADERS[language]!().then((module) => hljs.registerLanguage(language, module.default));
    registered.set(language, ready);
  }
  await ready;
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
