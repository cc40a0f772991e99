import { ERROR_CODES, MESSAGES, type ErrorBody } from '@crewline/shared/contracts/errors';

type Detail = NonNullable<ErrorBody['detail']>;

/** An error with an HTTP status and a stable code; the one error handler turns it into a body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: Detail,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** The JSON body every error response carries. */
  toBody(): ErrorBody {
    return this.detail
      ? { error: this.code, message: this.message, detail: this.detail }
      : { error: this.code, message: this.message };
  }
}

/** 400: the request cannot be read (malformed JSON, missing token). */
export class BadRequestError extends AppError {
  constructor(message: string, code: string = ERROR_CODES.badRequest) {
    super(400, code, message);
  }
}

/** 401: no valid credentials. */
export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.authRequired, code: string = ERROR_CODES.unauthorized) {
    super(401, code, message);
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, ERROR_CODES.forbidden, message);
  }
}

/** 404: not there, or not to be revealed. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code: string = ERROR_CODES.notFound) {
    super(404, code, message);
  }
}

/** 409: the request conflicts with the current state. */
export class ConflictError extends AppError {
  constructor(message: string, code: string = ERROR_CODES.conflict) {
    super(409, code, message);
  }
}

/** 422: well-formed but invalid; `detail` names each field. */
export class ValidationError extends AppError {
  constructor(message: string, detail?: Detail) {
    super(422, ERROR_CODES.validation, message, detail);
  }
}

/** 429: too many attempts; `retryAfterSeconds` goes into Retry-After. */
export class RateLimitError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, message, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
