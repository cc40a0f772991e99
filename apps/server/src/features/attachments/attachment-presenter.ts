import type { AttachmentJson, AttachmentType } from '@crewline/shared/contracts/chat-responses';
import type { attachments } from '../../db/chat-schema.ts';

/** An attachment row as stored. */
export type AttachmentRow = typeof attachments.$inferSelect;

/** Where an attachment's bytes are read (with the caller's bearer token, docs/ARCHITECTURE.md). */
function attachmentFileUrl(id: string): string {
  return `/api/attachments/${id}/file`;
}

/** Where an image attachment's thumbnail is read. */
function attachmentThumbnailUrl(id: string): string {
  return `/api/attachments/${id}/thumbnail`;
}

/**
 * Presents an attachment (upload answers, messages, live frames): the same for every reader,
 * since the URLs carry no credential. `thumbnail_url`, `width` and `height` are images' only.
 */
export function presentAttachment(row: AttachmentRow): AttachmentJson {
  return {
    id: row.id,
    message_id: row.messageId,
    attachment_type: row.attachmentType as AttachmentType,
    file_name: row.fileName,
    file_url: attachmentFileUrl(row.id),
    file_size: row.fileSize,
    mime_type: row.mimeType,
    thumbnail_url: row.thumbnailKey ? attachmentThumbnailUrl(row.id) : null,
    width: row.width,
    height: row.height,
  };
}
