import { z } from 'zod';

/** The confirm prompt before an account is deleted. */
export const DELETE_ACCOUNT_PROMPT =
  'Are you sure you want to delete your account? This action cannot be undone.';
export const DELETE_CONFIRM_MISMATCH = 'Type your e-mail address or your password to confirm';
export const DELETE_UNLISTED_PROJECTS =
  'Choose a new owner or deletion for every project you own before deleting your account';
export const DELETE_NOT_OWNED_PROJECT = 'You do not own this project';
export const DELETE_PROJECT_TWICE = 'Each project may be named once';
export const DELETE_NEW_OWNER_NOT_MEMBER = 'The new owner must be another member of the project';

/** How long a finished export's download link works. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one export request per hour (a pending one is returned instead of a second). */
export const DATA_EXPORT_MAX_PER_WINDOW = 1;
export const DATA_EXPORT_WINDOW_MS = 60 * 60 * 1000;
export const DATA_EXPORT_RATE_LIMITED =
  'You can request one data export per hour. Try again in {seconds} seconds.';
export const DATA_EXPORT_NOT_FOUND = 'Data export not found';
export const DATA_EXPORT_EXPIRED = 'This download link has expired. Request a new data export.';

/** Body of POST /api/auth/delete-account. */
export const deleteAccountBody = z.strictObject({
  /** The account's e-mail (any case) or its current password. */
  confirm: z.string().max(1000),
  /** Owned projects handed over: the new owner must already be a member. */
  transfers: z
    .array(z.strictObject({ project_id: z.uuid(), new_owner_id: z.uuid() }))
    .max(1000)
    .default([]),
  /** Owned projects deleted with the account. */
  delete_projects: z.array(z.uuid()).max(1000).default([]),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** One owned project the request left out (the 409's `projects`). */
export type UnlistedProjectJson = { id: string; name: string };

/** The 409 of POST /api/auth/delete-account when owned projects were left out. */
export type DeleteAccountConflictJson = {
  error: string;
  message: string;
  projects: UnlistedProjectJson[];
};

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** POST /api/auth/export (202) and GET /api/auth/export/{id}. */
export type DataExportJson = {
  id: string;
  status: DataExportStatus;
  /** `/api/auth/export/{id}/download?token=…` once ready (the token is the credential). */
  download_url: string | null;
  /** When the download link stops working (ready only). */
  expires_at: string | null;
  created_at: string;
};
