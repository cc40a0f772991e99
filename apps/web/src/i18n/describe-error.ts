import type { TFunction } from 'i18next';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { ApiError } from '../api/api-error.ts';
import { fieldErrorSentences } from '../api/field-error-sentences.ts';
import { errorsTexts } from './locales/en/errors.ts';
import { ruleSentence } from './rule-sentences.ts';

/** The translated sentence for a server error code; null for a code this client does not know. */
function codeSentence(code: unknown, t: TFunction): string | null {
  if (typeof code !== 'string' || !Object.hasOwn(errorsTexts.codes, code)) return null;
  return t(`errors.codes.${code as keyof typeof errorsTexts.codes}`);
}

/**
 * The sentence for an error with a code this client knows. The server words its refusals in
 * English for people ("Try again in a moment"): an English reader gets them as written, anyone
 * else the rule's own sentence translated where it is a known rule, else the translated sentence
 * for the code. An unknown code has no sentence (never raw text).
 */
function knownCodeSentence(error: ApiError, t: TFunction): string | null {
  const message = error.body?.message;
  const english = t('errors.language') === 'en';
  if (!english) {
    const rule = ruleSentence(message, t);
    if (rule) return rule;
  }
  const translated = codeSentence(error.body?.error, t);
  if (!translated) return null;
  return english && typeof message === 'string' && message ? message : translated;
}

/**
 * The one way an error becomes text a person reads: a sentence in the interface language, never
 * the server's technical English. `fallback` is shown when nothing better is known (an error that
 * did not come from the API, or a code this client does not know); errorSentence supplies the
 * generic one.
 */
export function describeError(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.message === MESSAGES.emailTaken) return t('errors.api.emailTaken');
  if (error.message === MESSAGES.invalidLogin) return t('errors.api.invalidLogin');
  switch (error.kind) {
    case 'forbidden':
      return t('errors.api.forbidden');
    case 'server':
      return t('errors.api.server');
    case 'network':
      return t('errors.api.network');
    case 'authFailed':
      return t('errors.api.authFailed');
    case 'noRefreshToken':
      return t('errors.api.noRefreshToken');
    case 'notFound':
      return codeSentence(error.body?.error, t) ?? t('errors.codes.NOT_FOUND');
    case 'authRequired':
      return error.message === MESSAGES.authRequired ? t('errors.api.authRequired') : fallback;
    case 'validation':
      return fieldErrorSentences(error.body, t) ?? t('errors.codes.VALIDATION_ERROR');
    case 'http':
      if (error.status === 429) return t('errors.api.tooManyRequests');
      return knownCodeSentence(error, t) ?? fallback;
    case 'badRequest':
      return knownCodeSentence(error, t) ?? fallback;
  }
}

/** describeError with the generic "Something went wrong" as the fallback. */
export function errorSentence(error: unknown, t: TFunction): string {
  return describeError(error, t, t('errors.generic'));
}
