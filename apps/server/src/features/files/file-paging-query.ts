import { FILE_LIST_MAX_LIMIT } from '@crewline/shared/contracts/files';
import { BadRequestError } from '../../errors.ts';

/**
 * Keyset paging of the file listings: `limit` (1–500) and an opaque `cursor` that holds the
 * last listed file's sort key, so a file added or removed between two pages neither repeats nor
 * skips any other (an offset would), and a cursor outlives the file it was taken from.
 */

/** Where a listing sorts a file: folders first (`false`), then name without case, then id. */
type ListKey = { isFile: boolean; sortName: string; id: string };

export type Paging = { limit?: number; after?: ListKey };

export const BAD_LIMIT = `limit must be a whole number from 1 to ${FILE_LIST_MAX_LIMIT}`;
export const BAD_CURSOR =
  'cursor is not valid: pass the X-Next-Cursor value of the previous page unchanged';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A name is at most 255 characters; its lower case is not much longer.
const MAX_SORT_NAME = 1_024;

/** The cursor a page ends at: base64url of `[isFile, sortName, id]`. */
export function encodeCursor(key: ListKey): string {
  return Buffer.from(JSON.stringify([key.isFile, key.sortName, key.id])).toString('base64url');
}

function decodeCursor(cursor: string): ListKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw new BadRequestError(BAD_CURSOR);
  const [isFile, sortName, id] = parsed as unknown[];
  if (
    typeof isFile !== 'boolean' ||
    typeof sortName !== 'string' ||
    sortName.length > MAX_SORT_NAME ||
    typeof id !== 'string' ||
    !UUID.test(id)
  ) {
    throw new BadRequestError(BAD_CURSOR);
  }
  return { isFile, sortName, id };
}

/** Reads `limit` and `cursor` from the query; 400 with a clear message when either is bad. */
export function readPaging(query: { limit?: string; cursor?: string }): Paging {
  const paging: Paging = {};
  if (query.limit !== undefined) {
    const limit = /^\d{1,4}$/.test(query.limit) ? Number(query.limit) : NaN;
    if (!(limit >= 1 && limit <= FILE_LIST_MAX_LIMIT)) throw new BadRequestError(BAD_LIMIT);
    paging.limit = limit;
  }
  if (query.cursor !== undefined) paging.after = decodeCursor(query.cursor);
  return paging;
}

/** The request's own URL with `cursor` set to the next page's: the `Link: <…>; rel="next"`. */
export function nextLink(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}
