import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { createStorage } from './create-storage.ts';

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'crewline',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('uses the disk when no S3 setting is given', async () => {
    const env = loadEnv({ DATA_DIR: os.tmpdir() });
    expect(env.s3).toBeUndefined();
    const storage = await createStorage(env);
    expect(storage.driver).toBe('disk');
  });

  it('reads a complete S3 configuration, with the region and path style defaulted', async () => {
    const env = loadEnv(S3);
    expect(env.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'crewline',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    // Building the S3 driver loads the SDK but does not connect.
    const storage = await createStorage(env);
    expect(storage.driver).toBe('s3');
    await storage.close();
    expect(
      loadEnv({ ...S3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
  });

  it('stops on a partial S3 configuration, naming what is missing', () => {
    expect(() => loadEnv({ S3_ENDPOINT: S3.S3_ENDPOINT, S3_BUCKET: 'crewline' })).toThrowError(
      /Invalid settings:\n {2}- S3: .*missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadEnv({ S3_REGION: 'eu-west-3' })).toThrowError(
      /missing S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    // Listed together with the other bad settings, not after they are fixed.
    expect(() => loadEnv({ PORT: 'abc', S3_BUCKET: 'crewline' })).toThrowError(
      /- PORT: .+\n {2}- S3: /,
    );
  });

  it('treats empty S3 values as unset and checks the endpoint and path style', () => {
    expect(loadEnv({ S3_ENDPOINT: '', S3_BUCKET: ' ' }).s3).toBeUndefined();
    expect(() => loadEnv({ ...S3, S3_ENDPOINT: 'not a url' })).toThrowError(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrowError(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
