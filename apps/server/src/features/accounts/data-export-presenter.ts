import { createHmac } from 'node:crypto';
import type { DataExportJson } from '@crewline/shared/contracts/account';
import type { dataExports } from '../../db/account-schema.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';

type DataExportRow = typeof dataExports.$inferSelect;

/**
 * The download token of an export: an HMAC of its id under the server's key. It can be shown
 * again to its owner (the status call recomputes it) while only its hash is stored, and nobody
 * without the key can make one.
 */
function exportDownloadToken(signingKey: Uint8Array, exportId: string): string {
  return createHmac('sha256', signingKey).update(`data-export:${exportId}`).digest('base64url');
}

/** What `data_exports.token_hash` holds for an export. */
export function exportTokenHash(signingKey: Uint8Array, exportId: string): string {
  return hashOpaqueToken(exportDownloadToken(signingKey, exportId));
}

/** The public download path of a ready export (the token in it is the credential). */
export function exportDownloadUrl(signingKey: Uint8Array, exportId: string): string {
  return `/api/auth/export/${exportId}/download?token=${exportDownloadToken(signingKey, exportId)}`;
}

/** An export as its owner sees it; 'building' is still 'pending' to the client. */
export function presentDataExport(row: DataExportRow, signingKey: Uint8Array): DataExportJson {
  const ready = row.status === 'ready' && row.storageKey !== null;
  return {
    id: row.id,
    status: row.status === 'building' ? 'pending' : row.status === 'ready' ? 'ready' : row.status,
    download_url: ready ? exportDownloadUrl(signingKey, row.id) : null,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}
