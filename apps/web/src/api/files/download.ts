import type { FileVersionJson } from '@crewline/shared/contracts/files';
import { ApiError } from '../api-error.ts';
import { api } from '../client.ts';

/**
 * The bytes an API path answers with. Downloads are API paths read with the bearer token
 * (there are no cookies), so a plain link cannot fetch them; a 401 refreshes the session once.
 */
async function fetchBlob(path: string, body?: unknown): Promise<Blob> {
  const attempt = () => {
    const token = api.store.getAccessToken();
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    if (body === undefined) return fetch(path, { headers });
    headers['Content-Type'] = 'application/json';
    return fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  };
  let response = await attempt();
  if (response.status === 401) {
    await api.refreshSession();
    response = await attempt();
  }
  if (!response.ok) {
    // The server's own words when it gave some (a ZIP too large says what the cap is);
    // otherwise the download failure text, "HTTP error! status: {code}".
    const reason = await response
      .json()
      .then((data: { message?: unknown }) =>
        typeof data.message === 'string' ? data.message : null,
      )
      .catch(() => null);
    throw new ApiError(reason ?? `HTTP error! status: ${response.status}`, response.status, 'http');
  }
  return response.blob();
}

/** A version's bytes from its download URL. */
export function fetchVersionBlob(version: FileVersionJson): Promise<Blob> {
  return fetchBlob(version.storage_path);
}

/**
 * One ZIP of a project's chosen files and folders, each folder with everything inside, made
 * (and streamed) by the server.
 */
export function fetchZipBlob(projectId: string, ids: readonly string[]): Promise<Blob> {
  return fetchBlob(`/api/projects/${encodeURIComponent(projectId)}/files/zip`, { ids });
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
