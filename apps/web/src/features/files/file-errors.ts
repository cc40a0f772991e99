import { FILE_NAME_MAX_LENGTH, FILE_VERSION_MAX_BYTES } from '@crewline/shared/contracts/files';
import { FILE_ZIP_MAX_BYTES, FILE_ZIP_MAX_FILES } from '@crewline/shared/limits';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error.ts';
import { formatBytes } from '../../components/format-bytes.ts';
import { describeError } from '../../i18n/describe-error.ts';

// The server words its refusals in English: these say them in the reader's language instead.

/** Why an upload failed; a refused size names the limit, in the reader's units. */
export function uploadErrorText(error: unknown, t: TFunction, locale: string): string {
  if (error instanceof ApiError && error.status === 413) {
    return t('projectFiles.uploadTooLarge', { size: formatBytes(FILE_VERSION_MAX_BYTES, locale) });
  }
  return describeError(error, t, t('errors.generic'));
}

/** Why a download failed; a selection too large for one ZIP names both limits. */
export function downloadErrorText(error: unknown, t: TFunction, locale: string): string {
  if (error instanceof ApiError && error.status === 413) {
    return t('projectFiles.zipTooLarge', {
      files: FILE_ZIP_MAX_FILES,
      size: formatBytes(FILE_ZIP_MAX_BYTES, locale),
    });
  }
  return describeError(error, t, t('errors.generic'));
}

/** The sentence for a name the shared file-name rule refused before anything was sent. */
export function nameIssueText(issue: { code: string } | undefined, t: TFunction): string {
  if (issue?.code === 'too_small') return t('projectFiles.nameRequired');
  if (issue?.code === 'too_big') {
    return t('projectFiles.nameTooLong', { limit: FILE_NAME_MAX_LENGTH });
  }
  return t('projectFiles.nameSlash');
}
