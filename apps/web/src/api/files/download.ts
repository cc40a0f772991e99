import type { FileVersionJson } from '@crewline/shared/contracts/files';
import { ApiError } from '../api-error.ts';
import { api } from '../client.ts';

/**
 * A version's bytes from its download URL. Downloads are API paths read with the bearer token
 * (there are no cookies), so a plain link cannot fetch them; a 401 refreshes the session once.
 */
export async function fetchVersionBlob(version: FileVersionJson): Promise<Blob> {
  const attempt = () => {
    const token = api.store.getAccessToken();
    return fetch(version.storage_path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  };
  let response = await attempt();
  if (response.status === 401) {
    await api.refreshSession();
    response = await attempt();
  }
  // The download failure text, "HTTP error! status: {code}".
  if (!response.ok) {
    throw new ApiError(`HTTP error! status: ${response.status}`, response.status, 'http');
  }
  return response.blob();
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
