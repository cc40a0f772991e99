import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { AppError, NotFoundError, UnauthorizedError } from '../errors.ts';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/errors.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { accountVanished } from './vanished-account.ts';

// Fastify's own client errors, mapped to our codes and plain messages.
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'Invalid content length.',
  },
  // The multipart parser's limits (each upload route sets its own counts).
  FST_FILES_LIMIT: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'Too many files in one upload. Send one at a time.',
  },
  FST_PARTS_LIMIT: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'Too many parts in one upload.',
  },
  FST_FIELDS_LIMIT: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    message: 'Too many fields in one upload.',
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'A field name in the upload is not allowed.',
  },
  FST_INVALID_JSON_FIELD_ERROR: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'A field sent as JSON in the upload is not valid JSON.',
  },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The upload did not complete. Please try again.',
  },
};

/** What a person reads while the database cannot be reached (503 with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/** The code of a client error nobody mapped, from its status. */
function codeForStatus(status: number): string {
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return ERROR_CODES.badRequest;
}

/** Maps every error to the one error body; nothing unexpected leaks as anything but a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists: 404, never 422 or 500.
      if (error.validationContext === 'params') {
        return reply.code(404).send(new NotFoundError().toBody());
      }
      const where =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const detail = error.validation.map((issue) => ({
        loc: [where, ...issue.instancePath.split('/').filter(Boolean)],
        msg: issue.message ?? 'Invalid value',
      }));
      const message = detail
        .map((d) => `${d.loc.slice(1).join('.') || d.loc[0]}: ${d.msg}`)
        .join('; ');
      const sent = error.validationContext === 'querystring' ? request.query : request.body;
      const errors = fieldErrorsOf(error.validation, sent);
      return reply.code(422).send({ error: ERROR_CODES.validation, message, detail, errors });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.code, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ error: codeForStatus(error.statusCode), message: error.message });
    }
    // Before anything that reads the database: it is the part that is gone.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ error: ERROR_CODES.unavailable, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (await accountVanished(request, error).catch(() => false)) {
      return reply.code(401).send(new UnauthorizedError().toBody());
    }
    // The error serializer (app.ts) keeps SQL parameters and values out of this line.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: ERROR_CODES.internal, message: 'Server error. Please try again later.' });
  });
}
