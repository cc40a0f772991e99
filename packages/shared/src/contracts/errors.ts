/**
 * The error body every endpoint returns, made in one place on the server: a stable code, the text
 * a person reads, and for 422 the fields at fault (docs/API.md, Conventions).
 */
export type ErrorBody = {
  error: string;
  message: string;
  detail?: { loc: (string | number)[]; msg: string }[];
  /**
   * The same fields as `detail`, as facts a client can word in the reader's language: which
   * field, what is wrong with it, and the limit it broke where there is one.
   */
  errors?: FieldError[];
};

/** What is wrong with one field of a refused request. */
export const FIELD_ERROR_REASONS = [
  'required',
  'too_long',
  'too_short',
  'too_large',
  'too_small',
  'too_many',
  'too_few',
  'invalid_email',
  'invalid_url',
  'invalid_format',
  'invalid_type',
  'not_allowed',
  'unknown_field',
  'invalid',
] as const;
export type FieldErrorReason = (typeof FIELD_ERROR_REASONS)[number];

/** One field of a 422: `field` is its path below the body or query ("name", "items.0.title"). */
export type FieldError = { field: string; reason: FieldErrorReason; limit?: number };

/** Stable codes shared by server and client. */
export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export const MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  invalidLogin: 'Invalid email or password. Please try again.',
  noRefreshToken: 'No refresh token available',
  forbidden: 'You do not have permission to perform this action',
  authRequired: 'Authentication required. Please log in again.',
} as const;
