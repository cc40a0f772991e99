import type { ErrorBody } from '@crewline/shared/contracts/errors';

/** Which row of the HTTP error table (docs/PRODUCT.md, HTTP errors), or which client-side failure, produced an error. */
type ApiErrorKind =
  | 'authRequired'
  | 'authFailed'
  | 'noRefreshToken'
  | 'forbidden'
  | 'notFound'
  | 'badRequest'
  | 'validation'
  | 'server'
  | 'http'
  | 'network';

/** An HTTP failure with the user-facing message of docs/PRODUCT.md, HTTP errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: Partial<ErrorBody> | null;

  constructor(
    message: string,
    status: number,
    kind: ApiErrorKind,
    body: Partial<ErrorBody> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.body = body;
  }
}

export const CLIENT_MESSAGES = {
  authRequired: 'Authentication required. Please log in again.',
  authFailed: 'Authentication failed',
  noRefreshToken: 'No refresh token available',
  forbidden: 'You do not have permission to perform this action',
  server: 'Server error. Please try again later.',
  invalidRequest: 'Invalid request data',
  network: 'Network error. Please check your connection and try again.',
} as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function validationText(body: Partial<ErrorBody> | null): string {
  const detail = Array.isArray(body?.detail) ? body.detail : [];
  if (detail.length > 0) {
    return detail.map((item) => `${item.loc.join('.')} - ${item.msg}`).join(', ');
  }
  return text(body?.message) ?? CLIENT_MESSAGES.invalidRequest;
}

/** Maps a failed response to an ApiError, word for word (docs/PRODUCT.md, HTTP errors). */
export function errorFromResponse(status: number, body: unknown, url: string): ApiError {
  const errorBody = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
  const bodyMessage = text(errorBody?.message) ?? text(errorBody?.error);
  switch (status) {
    case 401:
      // Reached only where no refresh applies (e.g. a wrong password): the server's text wins.
      return new ApiError(
        text(errorBody?.message) ?? CLIENT_MESSAGES.authRequired,
        401,
        'authRequired',
        errorBody,
      );
    case 403:
      return new ApiError(CLIENT_MESSAGES.forbidden, 403, 'forbidden', errorBody);
    case 404:
      return new ApiError(`API endpoint not found: ${url}`, 404, 'notFound', errorBody);
    case 400:
      return new ApiError(
        `Bad Request: ${bodyMessage ?? CLIENT_MESSAGES.invalidRequest}`,
        400,
        'badRequest',
        errorBody,
      );
    case 422:
      return new ApiError(
        `Validation error: ${validationText(errorBody)}`,
        422,
        'validation',
        errorBody,
      );
    case 500:
      return new ApiError(CLIENT_MESSAGES.server, 500, 'server', errorBody);
    default:
      return new ApiError(
        text(errorBody?.message) ?? `HTTP error! status: ${status}`,
        status,
        'http',
        errorBody,
      );
  }
}
