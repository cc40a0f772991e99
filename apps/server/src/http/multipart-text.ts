import type { Multipart } from '@fastify/multipart';
import { isHoldableText, unholdableTextError } from './text-hygiene.ts';

/**
 * The parts of a multipart body, refusing (422 naming the field) a field name or text value that
 * cannot be stored, as JSON bodies are refused. A file's name is not checked here: it comes from
 * the sender's disk, so the routes clean it (sanitizeFileName) rather than refuse the upload.
 */
export async function* holdableParts(
  parts: AsyncIterableIterator<Multipart>,
): AsyncGenerator<Multipart, void, undefined> {
  for await (const part of parts) {
    const bad =
      !isHoldableText(part.fieldname) ||
      (part.type === 'field' && typeof part.value === 'string' && !isHoldableText(part.value));
    if (bad) {
      // The rest of the body is left unread: the answer goes out and the request ends.
      if (part.type === 'file') part.file.resume();
      throw unholdableTextError('body', [part.fieldname]);
    }
    yield part;
  }
}
