import type { Env } from '../../env.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';

/** Builds this process's storage: S3 when configured (the SDK loads only then), else the disk. */
export async function createStorage(env: Pick<Env, 'dataDir' | 's3'>): Promise<Storage> {
  if (env.s3) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(env.s3);
  }
  return createDiskStorage(env.dataDir);
}
