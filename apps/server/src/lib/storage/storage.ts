import path from 'node:path';
import type { Env } from '../../config/env.ts';
import { createLocalStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Client, createS3Store } from './s3-store.ts';

/** The server's two kinds of files; each area is its own folder (or key prefix in the bucket). */
export interface Storage {
  /** Product photos and logos: `<shard>/<sha256>/{original.*,thumb.webp,detail.webp}` (decision 004). */
  media: ObjectStore;
  /** RFQ and message files: `<shard>/<sha256>` (decision 016 says who may read them). */
  attachments: ObjectStore;
  close(): void;
}

export const STORAGE_AREAS = ['media', 'attachments'] as const;

/** The local folders under DATA_DIR: the embedded default and the source of `storage:migrate`. */
export function createLocalStorage(dataDir: string): Storage {
  return {
    media: createLocalStore(path.join(dataDir, 'media')),
    attachments: createLocalStore(path.join(dataDir, 'attachments')),
    close() {},
  };
}

/** The bucket when S3_BUCKET is set (decision 022), otherwise the folders under DATA_DIR. */
export function createStorage(env: Pick<Env, 'dataDir' | 's3'>): Storage {
  if (!env.s3) return createLocalStorage(env.dataDir);
  const client = createS3Client(env.s3);
  return {
    media: createS3Store(client, env.s3, 'media'),
    attachments: createS3Store(client, env.s3, 'attachments'),
    close: () => client.destroy(),
  };
}
