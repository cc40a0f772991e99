import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import type { Env } from '../../env.ts';
import { byteLimit } from './byte-limit.ts';
import { assertValidKey, StorageNotFoundError, TooLargeError, type Storage } from './storage.ts';

/** S3 accepts parts of 5 MiB and more (but the last); one part is what an upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

type S3Settings = NonNullable<Env['s3']>;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Files as objects in one bucket of any S3-compatible store, named by their keys. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: the default (a CRC32 trailer in aws-chunked
    // encoding on every upload) is not understood by many S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    driver: 's3',

    async put(key, body, { contentType, maxBytes }) {
      try {
        assertValidKey(key);
      } catch (error) {
        body.destroy();
        throw error;
      }
      const limit = byteLimit(maxBytes);
      // A source error reaches the upload through the limiter, which it destroys.
      const limited = pipeline(body, limit, () => {});
      // An upload of one part is a plain PutObject; a longer one is multipart, which a failed
      // stream aborts: nothing appears under the key unless every byte arrived.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: limited, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The upload may have stopped reading (the store refused it): the source must not be
        // left half-read, or an HTTP request body would hang.
        limited.destroy();
        body.destroy();
        // Aborting the multipart upload can fail too (and then hides the reason): the limit
        // being passed is what the caller must hear.
        if (limit.exceeded) throw new TooLargeError(maxBytes);
        throw error;
      }
      return { size: limit.bytes };
    },

    async get(key, options) {
      assertValidKey(key);
      const range = options?.range;
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(response.Body instanceof Readable)) throw new Error('S3 returned no body stream');
        // A ranged answer's Content-Length is the range's; the whole size ends Content-Range.
        const total = range ? Number(/\/(\d+)$/.exec(response.ContentRange ?? '')?.[1]) : NaN;
        return {
          body: response.Body,
          size: Number.isFinite(total) ? total : (response.ContentLength ?? 0),
          contentType: response.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list(prefix, before) {
      if (prefix !== undefined) assertValidKey(prefix);
      const Prefix = prefix === undefined ? undefined : `${prefix}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          if (before && !(object.LastModified && object.LastModified < before)) continue;
          yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    // An object appears whole or not at all; an unfinished multipart upload's parts are the
    // bucket's lifecycle rule's to remove (AbortIncompleteMultipartUpload).
    async removeLeftovers() {
      return 0;
    },

    async close() {
      client.destroy();
    },
  };
}
