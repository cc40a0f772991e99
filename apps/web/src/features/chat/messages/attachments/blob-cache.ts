import { fetchBlob } from './fetch-blob.ts';

/** A downloaded attachment: its bytes and an object URL for <img>, <video> and <audio>. */
export type LoadedBlob = { blob: Blob; url: string };

/** Attachment bytes fetched once per API path while a message list is open. */
export type BlobCache = {
  load(path: string): Promise<LoadedBlob>;
  /** Revokes every object URL handed out; later loads start afresh. */
  dispose(): void;
};

/**
 * One download per path however many players show it, each turned into an object URL that
 * lives until the cache is disposed (the list unmounts). A failed download is forgotten, so a
 * later render may try again.
 */
export function createBlobCache(fetcher: (path: string) => Promise<Blob> = fetchBlob): BlobCache {
  let entries = new Map<string, Promise<LoadedBlob>>();
  let urls: string[] = [];
  return {
    load(path) {
      let entry = entries.get(path);
      if (!entry) {
        const owner = entries;
        entry = fetcher(path).then((blob) => {
          const url = URL.createObjectURL(blob);
          urls.push(url);
          return { blob, url };
        });
        entry.catch(() => {
          if (owner.get(path) === entry) owner.delete(path);
        });
        entries.set(path, entry);
      }
      return entry;
    },
    dispose() {
      for (const url of urls) URL.revokeObjectURL(url);
      urls = [];
      entries = new Map();
    },
  };
}
