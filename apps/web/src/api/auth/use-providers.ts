import type { ProvidersResponse } from '@crewline/shared/contracts/auth';
import { useCallback, useEffect, useState } from 'react';
import { fetchProviders } from './auth-api.ts';

// Mounts at the same time share one request; a later mount asks again, so a provider configured
// since is offered. This hook stays off TanStack Query because the sign-in pages must not
// download it (bundle budget).
let pending: Promise<ProvidersResponse> | null = null;

function loadProviders(): Promise<ProvidersResponse> {
  pending ??= fetchProviders().finally(() => {
    pending = null;
  });
  return pending;
}

/** The sign-in providers and whether each is configured; `load` retries after a failure. */
export function useProviders() {
  const [data, setData] = useState<ProvidersResponse | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    try {
      const result = await loadProviders();
      setData(result);
      setError(null);
      return result;
    } catch (err) {
      setError(err);
      return undefined;
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, error, load };
}
