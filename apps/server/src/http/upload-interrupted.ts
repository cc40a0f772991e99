import { AppError, BadRequestError } from '../errors.ts';

/** The 400 text for a multipart body that broke off before its end. */
export const UPLOAD_INTERRUPTED = 'The upload did not complete. Please try again.';

/** The multipart parser's words for a body that ends inside a part. */
export function isMultipartCut(error: unknown): boolean {
  return error instanceof Error && /terminated early|unexpected end/i.test(error.message);
}

/**
 * Rethrows our own errors and the multipart parser's client errors (a parts limit) as they are;
 * anything else raised while reading an upload's body means the body broke off: 400.
 */
export function interrupted(error: unknown, message: string = UPLOAD_INTERRUPTED): never {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
  throw new BadRequestError(message);
}

/** True when a failure while storing a file part was the body breaking off, not the storage. */
export function brokeOff(error: unknown, file: { errored?: Error | null }): boolean {
  return !(error instanceof AppError) && (Boolean(file.errored) || isMultipartCut(error));
}
