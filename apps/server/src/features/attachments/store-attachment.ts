import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { attachments } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import { newStorageKey, type Storage } from '../../services/storage/storage.ts';
import type { AttachmentRow } from './attachment-presenter.ts';
import { classifyContent, SNIFF_BYTES } from '../../services/content/classify-content.ts';
import { peekHead } from '../../services/content/read-head.ts';
import { describeImage } from '../../services/content/image-thumbnail.ts';
import type { AbuseLimits } from '../../env.ts';
import { checkPendingRoom, limitUploads } from './limit-uploads.ts';

/** An upload as it arrives: the user's (already sanitised) name and the bytes as a stream. */
type Upload = { uploaderId: string; fileName: string; content: Readable; now: Date };

/**
 * Stores an upload: its type is read from the first bytes, then the stream goes straight into
 * storage with the 10 MB limit enforced on the way (TooLargeError, 413; nothing kept). Images
 * are then measured and get a WebP thumbnail under their own key; an image sharp cannot
 * decode is kept as a plain file. The row is written last; if that fails the bytes go too.
 * Uploads a minute and the files waiting to be sent are limited per uploader (429).
 */
export async function storeAttachment(
  deps: { db: Db; storage: Storage; env: { limits: AbuseLimits } },
  upload: Upload,
): Promise<AttachmentRow> {
  const { db, storage } = deps;
  const { limits } = deps.env;
  await limitUploads(db, limits, upload.uploaderId, upload.now).catch((error: unknown) => {
    // Refused before reading: the rest of the body is drained, never stored.
    upload.content.resume();
    throw error;
  });
  const { head, body } = await peekHead(upload.content, SNIFF_BYTES);
  const kind = await classifyContent(head);
  const storageKey = newStorageKey('attachments');
  const { size } = await storage.put(storageKey, body, {
    contentType: kind.mimeType,
    maxBytes: ATTACHMENT_MAX_BYTES,
  });
  let thumbnailKey: string | null = null;
  try {
    // A file no longer than its head is all in memory already: no second read.
    const image = kind.image
      ? await describeImage(async () =>
          size <= head.length ? head : buffer((await storage.get(storageKey)).body),
        )
      : null;
    if (image) {
      thumbnailKey = `${storageKey}-thumbnail`;
      await storage.put(thumbnailKey, Readable.from([image.thumbnail]), {
        contentType: 'image/webp',
        maxBytes: ATTACHMENT_MAX_BYTES,
      });
    }
    // Only now is the size known: the file is kept only if it fits the uploader's allowance.
    const [row] = await db.transaction(async (tx) => {
      await checkPendingRoom(tx, limits, upload.uploaderId, size, upload.now);
      return tx
        .insert(attachments)
        .values({
          uploaderId: upload.uploaderId,
          storageKey,
          thumbnailKey,
          fileName: upload.fileName,
          fileSize: size,
          mimeType: kind.mimeType,
          // Content that looked like an image but did not decode is a plain file.
          attachmentType: kind.image && !image ? 'file' : kind.attachmentType,
          width: image?.width ?? null,
          height: image?.height ?? null,
          createdAt: upload.now,
        })
        .returning();
    });
    return row!;
  } catch (error) {
    await Promise.allSettled([
      storage.delete(storageKey),
      ...(thumbnailKey ? [storage.delete(thumbnailKey)] : []),
    ]);
    throw error;
  }
}
