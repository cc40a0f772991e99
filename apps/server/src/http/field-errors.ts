import type { FieldError, FieldErrorReason } from '@crewline/shared/contracts/errors';

/** One refused field as fastify-type-provider-zod hands it over: Zod's issue code and facts. */
type SchemaIssue = {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
};

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/** The value at a path of what the client sent; undefined when the client left it out. */
function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

// Zod names the kind of thing it measured ("string", "number", "array"…); a person reads it as
// too long, too large or too many.
function sizeReason(origin: unknown, big: boolean): FieldErrorReason {
  if (origin === 'string') return big ? 'too_long' : 'too_short';
  if (origin === 'array' || origin === 'set' || origin === 'map' || origin === 'file') {
    return big ? 'too_many' : 'too_few';
  }
  return big ? 'too_large' : 'too_small';
}

function reasonOf(issue: SchemaIssue, sent: unknown, path: string[]): Omit<FieldError, 'field'> {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'too_big':
      return { reason: sizeReason(params.origin, true), limit: numberOf(params.maximum) };
    case 'too_small': {
      const limit = numberOf(params.minimum);
      // An empty text where one character is the least is a missing answer, not a short one.
      if (params.origin === 'string' && limit === 1) return { reason: 'required' };
      return { reason: sizeReason(params.origin, false), limit };
    }
    case 'invalid_type':
      return { reason: valueAt(sent, path) === undefined ? 'required' : 'invalid_type' };
    case 'invalid_format':
      if (params.format === 'email') return { reason: 'invalid_email' };
      if (params.format === 'url') return { reason: 'invalid_url' };
      return { reason: 'invalid_format' };
    case 'invalid_value':
    case 'invalid_enum_value':
    case 'invalid_literal':
      return { reason: 'not_allowed' };
    case 'unrecognized_keys':
      return { reason: 'unknown_field' };
    default:
      return { reason: 'invalid' };
  }
}

/**
 * The refused fields of a schema check as facts (field, reason, limit), one per issue and in the
 * same order as `detail`, so a client can word each in the reader's language.
 */
export function fieldErrorsOf(issues: SchemaIssue[], sent: unknown): FieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const { reason, limit } = reasonOf(issue, sent, path);
    // Unknown keys are named by Zod beside the path, not in it.
    const keys = Array.isArray(issue.params?.keys) ? issue.params.keys.map(String) : [];
    const field = [...path, ...(issue.keyword === 'unrecognized_keys' ? keys.slice(0, 1) : [])];
    return limit === undefined
      ? { field: field.join('.'), reason }
      : { field: field.join('.'), reason, limit };
  });
}
