import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createBlobCache, type BlobCache, type LoadedBlob } from './blob-cache.ts';

const BlobCacheContext = createContext<BlobCache | null>(null);

/** Gives the attachments below one download cache, whose object URLs are revoked on unmount. */
export function BlobCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createBlobCache);
  useEffect(() => () => cache.dispose(), [cache]);
  return <BlobCacheContext.Provider value={cache}>{children}</BlobCacheContext.Provider>;
}

/** Where one attachment's bytes are: still coming, here (with an object URL), or failed. */
type BlobState =
  { status: 'loading' } | ({ status: 'ready' } & LoadedBlob) | { status: 'error'; error: unknown };

/** The bytes of an API path, through the nearest cache (or a private one outside a list). */
export function useBlob(path: string | null): BlobState {
  const shared = useContext(BlobCacheContext);
  const [own] = useState<BlobCache | null>(() => (shared ? null : createBlobCache()));
  const cache = shared ?? own!;
  const [state, setState] = useState<{ path: string | null; value: BlobState }>({
    path,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!path) return;
    let live = true;
    cache.load(path).then(
      (loaded) => live && setState({ path, value: { status: 'ready', ...loaded } }),
      (error: unknown) => live && setState({ path, value: { status: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [cache, path]);
  useEffect(() => (own ? () => own.dispose() : undefined), [own]);
  // A new path shows "loading" at once rather than the previous file for a frame.
  return state.path === path ? state.value : { status: 'loading' };
}
