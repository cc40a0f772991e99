/**
 * The error body every endpoint returns, made in one place on the server: a stable code, the text
 * a person reads, and for 422 the fields at fault (docs/API.md, Conventions).
 */
export type ErrorBody = {
  error: string;
  message: string;
  detail?: { loc: (string | number)[]; msg: string }[];
};

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
