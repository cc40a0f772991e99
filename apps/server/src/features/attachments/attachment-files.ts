import { inArray, or } from 'drizzle-orm';
import { attachments } from '../../db/chat-schema.ts';
import type { Db } from '../../db/client.ts';
import type { StoredFiles } from '../../modules/feature-module.ts';

/** Chat attachments' bytes (`attachments/…`) and their thumbnails (`…-thumbnail`). */
export const attachmentFiles: StoredFiles = {
  prefix: 'attachments',
  async named(db: Db, keys: string[]) {
    const rows = await db
      .select({ key: attachments.storageKey, thumbnail: attachments.thumbnailKey })
      .from(attachments)
      .where(or(inArray(attachments.storageKey, keys), inArray(attachments.thumbnailKey, keys)));
    return new Set(rows.flatMap((row) => (row.thumbnail ? [row.key, row.thumbnail] : [row.key])));
  },
};
