import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '@tradelink/shared/media/images';
import { readObject } from '../src/lib/storage/object-store.ts';
import { createS3Client, createS3Store } from '../src/lib/storage/s3-store.ts';
import { uploadProductImage } from './factories/product.ts';
import { approveRfq, createRfq, samplePdf, uploadFile } from './factories/sourcing.ts';
import { buildTestApp, registerAndLogin, type TestApp } from './helper.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';

// The server with S3_BUCKET set (decision 022): uploads land in the bucket, never in DATA_DIR, and
// come back through the same routes, headers and access checks as from the folder. Each run uses
// its own key prefix, so a shared database (TEST_DATABASE_URL) changes nothing here.
let s3: TestS3;
let t: TestApp;
let dataDir: string;
const prefix = `run-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-s3-api-'));
  t = await buildTestApp({ DATA_DIR: dataDir, ...s3.env, S3_PREFIX: prefix });
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let client: ReturnType<typeof createS3Client> | undefined;
/** The bucket as the server sees it, read directly (not through the server's routes). */
const bucketArea = (area: string) => createS3Store((client ??= createS3Client(t.env.s3!)), t.env.s3!, area);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('files in an S3-compatible bucket', () => {
  it('stores a product photo in the bucket and serves both sizes through /media with the same headers', async () => {
    expect(t.app.deps.storage.media.kind).toBe('s3');
    const seller = await registerAndLogin(t, { account_type: 'Seller' });
    const key = await uploadProductImage(t, seller.cookie, '#2c6e8e');

    const media = bucketArea('media');
    const stored = await readObject(media, `${key.slice(0, 2)}/${key}/thumb.webp`);
    expect(stored).not.toBeNull();
    expect(await media.head(`${key.slice(0, 2)}/${key}/original.png`)).toMatchObject({ contentType: 'image/png' });
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);

    const thumb = await get(imageUrl(key, 'thumb'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(thumb.headers['content-length'])).toBe(stored!.length);
    expect(thumb.rawPayload.equals(stored!)).toBe(true);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const detail = await get(imageUrl(key, 'detail'));
    expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });

    const again = await get(imageUrl(key, 'thumb'), { 'if-none-match': String(thumb.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get(`/media/${'f'.repeat(64)}/thumb.webp`)).statusCode).toBe(404);
    expect((await get(`/media/${'f'.repeat(64)}/thumb.webp`, { 'if-none-match': String(thumb.headers.etag) })).statusCode).toBe(404);

    // The same bytes again: found in the bucket (original read back for its size), not processed anew.
    expect(await uploadProductImage(t, seller.cookie, '#2c6e8e')).toBe(key);
  });

  it('stores an attachment in the bucket, checked by content, and serves it only to those allowed', async () => {
    const [buyer, otherBuyer] = await Promise.all([registerAndLogin(t), registerAndLogin(t)]);
    const refused = await uploadFile(t, buyer.cookie, 'fake.pdf', Buffer.from('MZ not a pdf at all'));
    expect(refused.statusCode).toBe(400);

    const res = await uploadFile(t, buyer.cookie, 'specification.pdf', samplePdf());
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().message.data as { id: string; url: string };
    const rfq = await createRfq(t, buyer.cookie, { attachment_ids: [file.id] });

    const attachments = bucketArea('attachments');
    const objects: Array<{ key: string; bytes: number }> = [];
    for await (const item of attachments.list()) objects.push(item);
    expect(objects).toEqual([{ key: expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f]{64}$/), bytes: samplePdf().length }]);
    expect(await attachments.head(objects[0]!.key)).toMatchObject({ contentType: 'application/pdf' });
    expect(fs.existsSync(path.join(dataDir, 'attachments'))).toBe(false);

    const download = (cookie?: string) => get(file.url, cookie ? { cookie } : {});
    const own = await download(buyer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(samplePdf().length),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(own.headers['content-disposition']).toContain("filename*=UTF-8''specification.pdf");
    expect(own.rawPayload.equals(samplePdf())).toBe(true);
    await approveRfq(t, rfq.id);
    expect((await download()).statusCode).toBe(404);
    expect((await download(otherBuyer.cookie)).statusCode).toBe(404);
  });
});
