import { api } from '../../../../api/client.ts';
import { ApiError } from '../../../../api/api-error.ts';

/**
 * The bytes behind an attachment's `file_url` or `thumbnail_url`. Those are API paths read with
 * the bearer token (there are no cookies), so a plain <img src> cannot load them; this asks with
 * the app's token, refreshing the session once on a 401 like every other API call.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const attempt = () => {
    const token = api.store.getAccessToken();
    return fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
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
