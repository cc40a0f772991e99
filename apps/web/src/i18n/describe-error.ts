import type { TFunction } from 'i18next';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { ApiError } from '../api/api-error.ts';

/** The user-facing, translated text of an error; `fallback` when nothing better is known. */
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
      return t('errors.api.notFound', {
        url: error.message.replace('API endpoint not found: ', ''),
      });
    case 'authRequired':
      return error.message === 'Authentication required. Please log in again.'
        ? t('errors.api.authRequired')
        : error.message;
    case 'http':
      if (error.status === 429) return t('errors.api.tooManyRequests');
      return error.message || fallback;
    case 'badRequest':
    case 'validation':
      return error.message || fallback;
  }
}
