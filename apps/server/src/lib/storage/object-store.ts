import type { Readable } from 'node:stream';

/** What a stored object is, without its bytes. */
export interface ObjectInfo {
  bytes: number;
  contentType: string;
}

/** An object's bytes as a stream, with what a response needs to describe them. */
export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/**
 * Where the server keeps files: a folder under DATA_DIR (one machine) or an S3-compatible bucket
 * (several). Keys are relative, `/`-separated and chosen by the server (content hashes), never by
 * a client. Each store is scoped to one area (`media`, `attachments`), so a key means the same file
 * in both implementations: `ab/<hash>` is DATA_DIR/attachments/ab/<hash> or `<prefix>attachments/ab/<hash>`.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes whole: a reader sees the old object or the new one, never half of it. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all of them by default), in no set order. */
  list(prefix?: string): AsyncIterable<{ key: string; bytes: number }>;
}

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', json: 'application/json' };

/** A content type from a key's extension, for objects stored without one (the local folder). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const slash = key.lastIndexOf('/');
  return (dot > slash && TYPES[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** Reads an object whole (small files: originals, logos); null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keys are made by the server, but a bad one must never reach a path or another folder. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
