import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server.ts';
import { createLocalStore } from './local-store.ts';
import { readObject, type ObjectStore } from './object-store.ts';
import { createS3Client, createS3Store } from './s3-store.ts';
import { createStorage } from './storage.ts';

let s3: TestS3;
let dataDir: string;
const closers: Array<() => void> = [];

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-store-'));
});
afterAll(async () => {
  for (const close of closers) close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function s3Store(area: string, prefix = ''): ObjectStore {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_PREFIX: prefix });
  const client = createS3Client(env.s3!);
  closers.push(() => client.destroy());
  return createS3Store(client, env.s3!, area);
}

const collect = async (items: AsyncIterable<{ key: string; bytes: number }>) => {
  const all: Array<{ key: string; bytes: number }> = [];
  for await (const item of items) all.push(item);
  return all.sort((a, b) => a.key.localeCompare(b.key));
};

// The same behaviour from both implementations: the server cannot tell them apart.
describe.each([
  ['s3', () => s3Store('media', 'run-1')],
  ['local', () => createLocalStore(path.join(dataDir, 'local-media'))],
])('%s store', (kind, make) => {
  let store: ObjectStore;
  beforeAll(() => {
    store = make();
  });

  it('puts an object and gets it back as a stream with its type and length', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await store.put('ab/abcd/thumb.webp', data, 'image/webp');
    const object = await store.get('ab/abcd/thumb.webp');
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('image/webp');
    expect(object!.bytes).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await store.head('ab/abcd/thumb.webp')).toEqual({ bytes: data.length, contentType: 'image/webp' });
  });

  it('answers null for a missing key (get and head), and deleting one is no error', async () => {
    expect(await store.get('zz/missing')).toBeNull();
    expect(await store.head('zz/missing')).toBeNull();
    await expect(store.delete('zz/missing')).resolves.toBeUndefined();
  });

  it('replaces an object written twice and deletes it', async () => {
    await store.put('cd/twice', Buffer.from('first'), 'application/pdf');
    await store.put('cd/twice', Buffer.from('second!'), 'application/pdf');
    expect((await readObject(store, 'cd/twice'))?.toString()).toBe('second!');
    await store.delete('cd/twice');
    expect(await store.head('cd/twice')).toBeNull();
  });

  it('lists keys under a prefix with their sizes', async () => {
    await store.put('ef/one/a.png', Buffer.alloc(3), 'image/png');
    await store.put('ef/one/b.png', Buffer.alloc(5), 'image/png');
    await store.put('ef/two/c.png', Buffer.alloc(7), 'image/png');
    expect(await collect(store.list('ef/one/'))).toEqual([
      { key: 'ef/one/a.png', bytes: 3 },
      { key: 'ef/one/b.png', bytes: 5 },
    ]);
    const all = await collect(store.list());
    expect(all.map((i) => i.key)).toEqual(expect.arrayContaining(['ab/abcd/thumb.webp', 'ef/one/a.png', 'ef/two/c.png']));
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), `${kind} ${key}`).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('S3 layout', () => {
  it('keeps each area under <S3_PREFIX><area>/ in the bucket', async () => {
    const storage = createStorage(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env, S3_PREFIX: '/shared/tl/' }));
    closers.push(() => storage.close());
    await storage.attachments.put('12/1234', Buffer.from('%PDF-1.4'), 'application/pdf');
    // Read through a store rooted one level up: the object sits at shared/tl/attachments/12/1234.
    const raw = s3Store('attachments', 'shared/tl');
    expect(await raw.head('12/1234')).toEqual({ bytes: 8, contentType: 'application/pdf' });
  });
});
