import { inArray, or } from 'drizzle-orm';
import { dataExports } from '../../db/account-schema.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { StoredFiles } from '../../modules/feature-module.ts';

/** Avatars (`avatars/…`, large and small) named by their user's row. */
export const avatarFiles: StoredFiles = {
  prefix: 'avatars',
  async named(db: Db, keys: string[]) {
    const rows = await db
      .select({ large: users.avatarKey, small: users.avatarSmallKey })
      .from(users)
      .where(or(inArray(users.avatarKey, keys), inArray(users.avatarSmallKey, keys)));
    return new Set(rows.flatMap((row) => [row.large, row.small].filter((key) => key !== null)));
  },
};

/** Data exports' archives (`exports/….zip`) named by their export's row. */
export const exportFiles: StoredFiles = {
  prefix: 'exports',
  async named(db: Db, keys: string[]) {
    const rows = await db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.storageKey, keys));
    return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
  },
};
