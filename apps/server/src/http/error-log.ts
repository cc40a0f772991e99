/**
 * How an error appears in the log: its type, message, stack and cause chain, and the few fields
 * that say what failed (an SQLSTATE code, the constraint, table and column) — never the values
 * involved. Database errors carry the statement's parameters (Drizzle puts them in its message
 * too, and PGlite on the error itself) and PostgreSQL's `detail` quotes the failing row: both
 * can hold a password hash, a token's hash or anyone's personal data.
 */

/** Fields kept as they are: names and codes, never values. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'errno',
  'syscall',
] as const;

/** How deep a chain of causes is followed. */
const MAX_DEPTH = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as Error).message === 'string'
  );
}

/**
 * A message without the values it quotes: Drizzle's "Failed query: … params: …" keeps its
 * statement (placeholders only) and loses the parameters; PostgreSQL's "invalid input syntax
 * for type uuid: "…"" loses the input.
 */
export function safeErrorMessage(message: string): string {
  const params = message.indexOf('\nparams:');
  const withoutParams = params === -1 ? message : message.slice(0, params);
  return withoutParams.replace(/(invalid input (?:syntax|value) for [^:\n]*):[^\n]*/g, '$1');
}

/** The stack with its first line's message made safe like the message itself. */
function safeStack(stack: string, message: string, safeMessage: string): string | undefined {
  if (message === safeMessage) return stack;
  const at = stack.indexOf(message);
  // A stack that does not quote the message as it is cannot be cleaned reliably: leave it out.
  return at === -1
    ? undefined
    : stack.slice(0, at) + safeMessage + stack.slice(at + message.length);
}

/** An error as the log shows it. */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The pino serializer for `err`, used by every logger of the app. */
export function serializeError(error: Error): LoggedError {
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  return serializeErrorLike(error, 0);
}

function serializeErrorLike(error: ErrorLike, depth: number): LoggedError {
  const message = safeErrorMessage(error.message);
  const out: LoggedError = {
    type: typeof error.constructor === 'function' ? error.constructor.name : error.name,
    message,
    stack: '',
  };
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof error.stack === 'string') {
    out.stack = safeStack(error.stack, error.message, message) ?? '';
  }
  if (depth < MAX_DEPTH) {
    // Only errors: any other value in these places could be anything at all.
    if (isErrorLike(error.cause)) out.cause = serializeErrorLike(error.cause, depth + 1);
    if (Array.isArray(error.errors)) {
      out.errors = error.errors
        .filter(isErrorLike)
        .map((inner) => serializeErrorLike(inner, depth + 1));
    }
  }
  return out;
}
