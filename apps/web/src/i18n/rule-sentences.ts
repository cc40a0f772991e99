import type { TFunction } from 'i18next';
import { overlapOf } from '@crewline/shared/contracts/rule-sentences';
import { errorsTexts } from './locales/en/errors.ts';

// The English catalogue's rule texts are the server's own sentences, word for word (a test holds
// them to the shared constants), so a sentence the server sent is recognised by matching them,
// "{{count}}" and the like standing for the facts it carries. Matching the catalogue rather than
// importing the constants keeps the contracts' schemas out of the first pages' JavaScript.

// A plural text is one rule under several keys ("…_one", "…_other"): the rule's key is the base.
type RuleKey = keyof typeof errorsTexts.rules extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;
type Rule = { key: RuleKey; values?: Record<string, string | number> };
type Template = { key: RuleKey; pattern: RegExp; names: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English rule text as a pattern that captures its placeholders. */
const TEMPLATES: Template[] = Object.entries(errorsTexts.rules).map(([key, text]) => {
  const names: string[] = [];
  const parts = text.split(/\{\{(\w+)\}\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return {
    key: key.replace(/_(one|other)$/, '') as RuleKey,
    pattern: new RegExp(`^${source}$`, 's'),
    names,
  };
});

function fromTemplates(sentence: string): Rule | undefined {
  for (const { key, pattern, names } of TEMPLATES) {
    const found = pattern.exec(sentence);
    if (!found) continue;
    // A count picks the plural form: it is passed as a number.
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = found[index + 1]!;
        return [name, /^\d[\d,]*$/.test(value) ? Number(value.replace(/,/g, '')) : value];
      }),
    );
    return { key, values };
  }
  return undefined;
}

/** The server's overlap sentence names the entry's id and UTC times: shown in local time. */
function overlap(sentence: string, language: string): Rule | undefined {
  const found = overlapOf(sentence);
  if (!found) return undefined;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const start = format.format(found.start);
  if (!found.end) return { key: 'timeOverlapRunning', values: { start } };
  return { key: 'timeOverlap', values: { start, end: format.format(found.end) } };
}

/**
 * A domain rule's refusal, worded by the server in English, in the reader's language; null for
 * a text that is no known rule (the caller then says something generic, never the raw text).
 */
export function ruleSentence(text: unknown, t: TFunction): string | null {
  if (typeof text !== 'string' || !text) return null;
  const rule = overlap(text, t('errors.language')) ?? fromTemplates(text);
  return rule ? t(`errors.rules.${rule.key}`, rule.values ?? {}) : null;
}
