import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type ObjectStore } from './object-store.ts';

export interface S3Config {
  bucket: string;
  /** For MinIO, R2 and other S3-compatible services; unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `tradelink/` to share a bucket; '' or ending with '/'. */
  prefix: string;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible services (and older MinIO) reject
    // the SDK's default trailing checksums, and HTTPS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket under `<prefix><area>/`. Nothing is made public: objects get
 * no ACL (private, as the bucket's default), and the server streams them through its own routes,
 * which keep their access checks and caching headers.
 */
export function createS3Store(client: S3Client, config: Pick<S3Config, 'bucket' | 'prefix'>, area: string): ObjectStore {
  const base = `${config.prefix}${area}/`;
  const Bucket = config.bucket;
  const Key = (key: string) => base + checkKey(key);

  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return { body: out.Body as Readable, bytes: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { bytes: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: base + prefix, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (item.Key) yield { key: item.Key.slice(base.length), bytes: item.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
