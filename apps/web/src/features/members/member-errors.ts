import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { describeError } from '../../i18n/describe-error.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a text looks like an e-mail address ({x}@{y}.{z}). */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

function serverMessage(error: unknown): string {
  return error instanceof ApiError && typeof error.body?.message === 'string'
    ? error.body.message
    : '';
}

// Messages a 404 from these calls may carry that mean a real missing thing, not a missing route.
const KNOWN_NOT_FOUND = ['User not found', 'Project not found'];

/**
 * The text for a failed add-member or invite call. (A pending invitation is never an
 * error here: the server answers 200 with `resent: true`.)
 */
export function inviteErrorText(error: unknown, t: TFunction): string {
  const message = serverMessage(error);
  const lower = message.toLowerCase();
  if (lower.includes('already a member')) return t('projects.addMember.errors.alreadyMember');
  if (lower.includes('similar invitation already exists')) {
    return t('projects.addMember.errors.alreadyInvited');
  }
  if (!(error instanceof ApiError)) return t('projects.addMember.errors.addFailed');
  switch (error.status) {
    case 400:
      // "Bad Request:" responses show the server's own message.
      return message || t('projects.addMember.errors.invalidRequest');
    case 422:
      return t('projects.addMember.errors.invalidRequest');
    case 403:
      return t('errors.api.forbidden');
    case 404:
      return KNOWN_NOT_FOUND.includes(message)
        ? message
        : t('projects.addMember.errors.endpointMissing');
    case 0:
      return t('errors.api.network');
    default:
      return t('projects.addMember.errors.addFailed');
  }
}

/** "Failed to create user: …" with the server's reason. */
export function createUserErrorText(error: unknown, t: TFunction): string {
  // A refused field reads as a sentence in the reader's language; otherwise the server's reason.
  const reason = describeError(error, t, serverMessage(error) || t('errors.api.server'));
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
