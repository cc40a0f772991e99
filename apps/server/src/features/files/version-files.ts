import { inArray } from 'drizzle-orm';
import { fileVersions } from '../../db/work-schema.ts';
import type { Db } from '../../db/client.ts';
import type { StoredFiles } from '../../modules/feature-module.ts';

/** The bytes of every version of a project's files (`files/…`). */
export const versionFiles: StoredFiles = {
  prefix: 'files',
  async named(db: Db, keys: string[]) {
    const rows = await db
      .select({ key: fileVersions.storageKey })
      .from(fileVersions)
      .where(inArray(fileVersions.storageKey, keys));
    return new Set(rows.map((row) => row.key));
  },
};
