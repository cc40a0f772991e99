import type { TFunction } from 'i18next';
import {
  FIELD_ERROR_REASONS,
  type ErrorBody,
  type FieldError,
} from '@crewline/shared/contracts/errors';
import { errorsTexts } from '../i18n/locales/en/errors.ts';
import { ruleSentence } from '../i18n/rule-sentences.ts';

const KNOWN_REASONS = new Set<string>(FIELD_ERROR_REASONS);

/** The field a person knows by name; "This field" for any other (never a path like body.x.0). */
function fieldLabel(field: string, t: TFunction): string {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  if (!Object.hasOwn(errorsTexts.fields, last)) return t('errors.fields.unknown');
  return t(`errors.fields.${last as keyof typeof errorsTexts.fields}`);
}

function sentence(error: FieldError, t: TFunction): string {
  const field = fieldLabel(error.field, t);
  const reason = KNOWN_REASONS.has(error.reason) ? error.reason : 'invalid';
  // Lengths read as "at most 200 characters", with the plural each language needs.
  if ((reason === 'too_long' || reason === 'too_short') && error.limit !== undefined) {
    return t(`errors.reasons.${reason}`, { field, count: error.limit });
  }
  if (reason === 'too_long' || reason === 'too_short')
    return t('errors.reasons.invalid', { field });
  return t(`errors.reasons.${reason}`, { field, limit: error.limit ?? '' });
}

/**
 * The sentences of a refused form in the reader's language, one per field; null when the server
 * named no facts. A rule the server words itself (a domain rule) is shown as written in English,
 * translated in any other language, or as "this field is not accepted" when it is no known rule.
 */
export function fieldErrorSentences(body: Partial<ErrorBody> | null, t: TFunction): string | null {
  const facts = Array.isArray(body?.errors) ? body.errors : [];
  if (facts.length > 0) {
    return [...new Set(facts.map((error) => sentence(error, t)))].join(' ');
  }
  const detail = Array.isArray(body?.detail) ? body.detail : [];
  if (detail.length === 0) return null;
  if (t('errors.language') === 'en') {
    // The rule's own sentences, one per field it names (the summary may be generic).
    const said = detail.map((item) => item.msg).filter((msg) => typeof msg === 'string' && msg);
    if (said.length > 0) return [...new Set(said)].join(' ');
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  // In another language: the rule in that language where it is a known one, else what field
  // was not accepted.
  const sentences = detail.map(
    (item) =>
      ruleSentence(item.msg, t) ??
      sentence({ field: item.loc.slice(1).join('.'), reason: 'invalid' }, t),
  );
  return [...new Set(sentences)].join(' ');
}
