import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { describeError } from '../../i18n/describe-error.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a text looks like an e-mail address ({x}@{y}.{z}). */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// The server's code for inviting someone who is already in the project.
const ALREADY_MEMBER = 'ALREADY_MEMBER';
// What a 404 of these calls says when the person picked is gone (not a missing route).
const USER_NOT_FOUND = 'User not found';

/**
 * The text for a failed add-member or invite call, always in the reader's language: the
 * server's English reasons are recognised and translated, never shown as they came. (A pending
 * invitation is never an error here: the server answers 200 with `resent: true`.)
 */
export function inviteErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('projects.addMember.errors.addFailed');
  if (error.body?.error === ALREADY_MEMBER) return t('projects.addMember.errors.alreadyMember');
  switch (error.status) {
    case 400:
    case 422:
      return describeError(error, t, t('projects.addMember.errors.invalidRequest'));
    case 404:
      return error.body?.message === USER_NOT_FOUND
        ? t('projects.addMember.errors.userMissing')
        : describeError(error, t, t('projects.addMember.errors.addFailed'));
    default:
      return describeError(error, t, t('projects.addMember.errors.addFailed'));
  }
}

/** "Failed to create user: …" with the reason in the reader's language. */
export function createUserErrorText(error: unknown, t: TFunction): string {
  const reason = describeError(error, t, t('errors.generic'));
  return t('projects.addMember.errors.createUserFailed', { message: reason });
}

/** The alert text for a failed invitation cancel. */
export function cancelInvitationErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('projects.team.cancelErrors.default');
  switch (error.status) {
    case 404:
      return t('projects.team.cancelErrors.notFound');
    case 403:
      return t('projects.team.cancelErrors.forbidden');
    case 400:
      return t('projects.team.cancelErrors.badRequest');
    default:
      return t('projects.team.cancelErrors.default');
  }
}
