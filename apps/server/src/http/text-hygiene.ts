import { UNHOLDABLE_TEXT } from '@crewline/shared/contracts/rule-sentences';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../errors.ts';
import { nestsDeeperThan, TOO_DEEP } from './nesting-depth.ts';

/** Where in a JSON value a string sits: object keys and array indexes, outermost first. */
export type TextPath = (string | number)[];

// PostgreSQL refuses NUL in text and lone UTF-16 surrogates cannot be encoded as UTF-8 at all;
// the other C0 controls (tab, line feed and carriage return aside), DEL and the C1 controls
// print as nothing or garbage and can hide what a name or message really says.
const UNHOLDABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` can be stored and shown as it is. */
export function isHoldableText(text: string): boolean {
  return !UNHOLDABLE.test(text);
}

/** `text` without the characters that cannot be held. */
export function stripUnholdableText(text: string): string {
  return text.replace(new RegExp(UNHOLDABLE.source, 'g'), '');
}

/**
 * The path of the first string in `value` (a parsed JSON body, a query or path parameters) that
 * cannot be held, keys included (a bad key names itself); undefined when every string is fine.
 */
export function findUnholdableText(value: unknown, path: TextPath = []): TextPath | undefined {
  if (typeof value === 'string') return isHoldableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findUnholdableText(value[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  // A binary body (bytes, a stream) is not text. Other objects are walked whatever their
  // prototype: the query string parser's objects have one of their own.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (!isHoldableText(key)) return [...path, key];
    const found = findUnholdableText(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** A field's path as messages write it: `items.2.text`. */
export function describePath(path: TextPath): string {
  return path.join('.');
}

/** The 422 for unholdable text at `path` of the request's `where` (`body`, `query`). */
export function unholdableTextError(where: string, path: TextPath): ValidationError {
  const field = describePath(path) || where;
  return new ValidationError(`${field}: ${UNHOLDABLE_TEXT}`, [
    { loc: [where, ...path], msg: UNHOLDABLE_TEXT },
  ]);
}

/**
 * Refuses, before any route's own validation, a request whose body, query or path parameters
 * hold text that cannot be stored: 422 naming the field, or 404 for a path parameter (a
 * malformed id names nothing that exists). Every route gets it, so none can answer 500 for it.
 * A body nested too deeply for any walk (this one included) is refused first, with 422.
 */
export function installTextHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The browser's User-Agent is kept with a session and shown in the sessions list. Node
    // refuses NUL and the C0 controls in headers already; C1 controls arrive as Latin-1 bytes.
    // Nobody typed it, so it is cleaned rather than refused.
    const userAgent = request.headers['user-agent'];
    if (typeof userAgent === 'string' && !isHoldableText(userAgent)) {
      request.headers['user-agent'] = stripUnholdableText(userAgent);
    }
    if (nestsDeeperThan(request.body)) {
      throw new ValidationError(`body: ${TOO_DEEP}`, [{ loc: ['body'], msg: TOO_DEEP }]);
    }
    if (findUnholdableText(request.params)) throw new NotFoundError();
    const inQuery = findUnholdableText(request.query);
    if (inQuery) throw unholdableTextError('query', inQuery);
    const inBody = findUnholdableText(request.body);
    if (inBody) throw unholdableTextError('body', inBody);
  });
}
