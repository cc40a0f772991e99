import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { describeError } from '../../i18n/describe-error.ts';

/**
 * The "Create task" error text: 400, 401, 404, 422 and 500 have their own
 * sentences, any other refusal is worded in the reader's language, else the default.
 */
export function createTaskErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('tasks.form.createErrors.fallback');
  switch (error.status) {
    case 400:
      return t('tasks.form.createErrors.badRequest');
    case 401:
      return t('tasks.form.createErrors.auth');
    case 404:
      return t('tasks.form.createErrors.notFound');
    case 422:
      return t('tasks.form.createErrors.validation');
    case 500:
      return t('tasks.form.createErrors.server');
    default:
      return describeError(error, t, t('tasks.form.createErrors.fallback'));
  }
}
