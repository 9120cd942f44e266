import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { startTestS3, type TestS3 } from '../../../test/support/s3-server.ts';
import { migrateStorage } from './migrate-storage.ts';
import { readObject } from './object-store.ts';
import { createLocalStorage, createStorage, type Storage } from './storage.ts';

let s3: TestS3;
let dataDir: string;
let bucket: Storage;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-migrate-'));
  bucket = createStorage(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }));
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const write = (relative: string, data: string) => {
  const file = path.join(dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};

describe('migrateStorage (npm run storage:migrate)', () => {
  it('copies media and attachments to the same keys, then skips them; a changed size is copied again', async () => {
    const key = 'a'.repeat(64);
    write(`media/aa/${key}/original.png`, 'png bytes');
    write(`media/aa/${key}/thumb.webp`, 'thumb');
    write(`media/aa/${key}/detail.webp`, 'detail!');
    write(`media/aa/${key}/.detail.webp.0123.tmp`, 'half a file'); // an unfinished write: never moved
    write(`attachments/bb/${'b'.repeat(64)}`, '%PDF-1.4 spec');
    write('db/PG_VERSION', '17'); // not a file area: stays out of the bucket

    const local = createLocalStorage(dataDir);
    const first = await migrateStorage(local, bucket);
    expect(first).toMatchObject({ copied: 4, skipped: 0, failed: 0 });
    expect((await readObject(bucket.media, `aa/${key}/detail.webp`))?.toString()).toBe('detail!');
    expect(await bucket.media.head(`aa/${key}/thumb.webp`)).toEqual({ bytes: 5, contentType: 'image/webp' });
    expect((await readObject(bucket.attachments, `bb/${'b'.repeat(64)}`))?.toString()).toBe('%PDF-1.4 spec');
    expect(await bucket.media.head(`aa/${key}/.detail.webp.0123.tmp`).catch(() => null)).toBeNull();

    // Interrupted runs are resumed by running again: what is there is skipped, the rest copied.
    await bucket.media.delete(`aa/${key}/thumb.webp`);
    write(`attachments/cc/${'c'.repeat(64)}`, 'new since');
    const second = await migrateStorage(local, bucket);
    expect(second).toMatchObject({ copied: 2, skipped: 3, failed: 0 });

    await bucket.media.put(`aa/${key}/original.png`, Buffer.from('x'), 'image/png'); // a broken copy
    const third = await migrateStorage(local, bucket);
    expect(third).toMatchObject({ copied: 1, skipped: 4, failed: 0 });
    expect((await readObject(bucket.media, `aa/${key}/original.png`))?.toString()).toBe('png bytes');
    // The source is left as it was.
    expect(fs.readFileSync(path.join(dataDir, `media/aa/${key}/original.png`), 'utf8')).toBe('png bytes');
  });
});

// Each run starts Node with tsx (1-2 s quiet, far more on a busy CI machine): CI once ran past 5 s.
describe('npm run storage:migrate', { timeout: 60_000 }, () => {
  const cli = new URL('./storage-migrate-cli.ts', import.meta.url).pathname;
  const run = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, ...env } });

  it('prints what it copied and what was already there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-migrate-cli-'));
    try {
      fs.mkdirSync(path.join(dir, 'attachments', 'dd'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'attachments', 'dd', 'd'.repeat(64)), 'cli bytes');
      const first = await run({ ...s3.env, DATA_DIR: dir, S3_PREFIX: 'cli' });
      expect(first.stdout).toMatch(/1 copied, 0 already there, 0 failed/);
      const again = await run({ ...s3.env, DATA_DIR: dir, S3_PREFIX: 'cli' });
      expect(again.stdout).toMatch(/0 copied, 1 already there, 0 failed/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message when no bucket is configured', async () => {
    await expect(run({})).rejects.toMatchObject({ stderr: expect.stringMatching(/S3_BUCKET is not set/) });
  });
});
