import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { imageUrl, isImageKey } from '@tradelink/shared/media/images';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { insertProducts } from '../src/db/seed/demo-seed.ts';
import { demoPhotoSet, generateDemoImages } from '../src/db/seed/demo-images.ts';
import { createRandom } from '../src/db/seed/random.ts';
import { flattenTaxonomy } from '../src/db/seed/reference-seed.ts';
import { buildTestApp, call, randomIp, registerAndLogin, type TestApp } from './helper.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-media-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  ({ cookie } = await registerAndLogin(t, { account_type: 'Seller' }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Posts a multipart upload with one file part, signed as the web client signs multipart calls. */
async function upload(file: Buffer, options: { cookie?: string; field?: string; filename?: string; type?: string; lang?: string } = {}) {
  const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const url = callPath('media.upload_image');
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': randomIp(),
    ...signedHeaders('tradelink-dev-signing-key', { method: 'POST', path: url, body: '', params: [] }),
  };
  if (options.cookie ?? cookie) headers.cookie = options.cookie ?? cookie;
  if (options.lang) headers['accept-language'] = options.lang;
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const photo = (width: number, height: number, colour = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5a623"/></svg>`) }])
    .png()
    .toBuffer();

/** A PNG whose header claims a huge canvas: a few bytes that would decode to gigabytes. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

describe('media.upload_image', () => {
  it('stores a PNG and serves both sizes as square WebP, cached as immutable', async () => {
    const png = await photo(1200, 900);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().message.data;
    const key = crypto.createHash('sha256').update(png).digest('hex');
    expect(data).toEqual({ key, url_thumb: `/media/${key}/thumb.webp`, url_detail: `/media/${key}/detail.webp`, width: 1200, height: 900 });

    for (const [url, side] of [[data.url_thumb, 320], [data.url_detail, 800]] as const) {
      const image = await get(url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toMatch(/^".+"$/);
      expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', side, side, false]);
    }
    // The detail image is contained on white (the 4:3 photo gets white bars), the thumb is cropped.
    const detail = await sharp((await get(data.url_detail)).rawPayload).extract({ left: 400, top: 10, width: 1, height: 1 }).raw().toBuffer();
    expect([...detail].every((c) => c > 245)).toBe(true);
    const thumb = await sharp((await get(data.url_thumb)).rawPayload).extract({ left: 160, top: 2, width: 1, height: 1 }).raw().toBuffer();
    expect(thumb[2]).toBeGreaterThan(150); // blue background reaches the top edge
  });

  it('stores the same bytes once: a second upload answers with the same key', async () => {
    const png = await photo(400, 400, '#2e8b57');
    const first = (await upload(png)).json().message.data;
    const second = await upload(png);
    expect(second.statusCode).toBe(200);
    expect(second.json().message.data).toEqual(first);
  });

  it('accepts JPEG (turned upright, metadata removed), GIF and WebP', async () => {
    const jpeg = await sharp(await photo(600, 300)).flatten().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(jpeg, { filename: 'camera.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    // Orientation 6 means the camera was turned: the upright image is 300 wide and 600 high.
    expect(res.json().message.data).toMatchObject({ width: 300, height: 600 });
    const detail = await sharp((await get(res.json().message.data.url_detail)).rawPayload).metadata();
    expect(detail.exif).toBeUndefined();
    expect(detail.icc).toBeUndefined();

    const gif = await sharp(await photo(200, 120)).gif().toBuffer();
    const gifRes = await upload(gif, { filename: 'anim.gif', type: 'image/gif' });
    expect(gifRes.statusCode, gifRes.body).toBe(200);
    expect((await get(gifRes.json().message.data.url_thumb)).statusCode).toBe(200);

    const webp = await sharp(await photo(500, 500)).webp().toBuffer();
    expect((await upload(webp, { filename: 'x.webp', type: 'image/webp' })).statusCode).toBe(200);
  });

  it('rejects a text file named .png with a translated 400', async () => {
    const res = await upload(Buffer.from('this is a shopping list, not a picture\n'), { filename: 'notes.png', lang: 'vi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'IMAGE_INVALID', messages: ['Tệp này không phải là ảnh hợp lệ. Hãy tải lên ảnh JPEG, PNG, WebP hoặc GIF.'] });
    const zh = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'logo.png', lang: 'zh' });
    expect(zh.json().messages).toEqual(['该文件不是可用的图片。请上传 JPEG、PNG、WebP 或 GIF 格式的图片。']);
  });

  it('rejects an image header on broken content, and a canvas over the pixel limit', async () => {
    const broken = Buffer.concat([(await photo(50, 50)).subarray(0, 40), crypto.randomBytes(2000)]);
    const res = await upload(broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMAGE_INVALID');

    const bomb = await upload(pngBomb(20_000, 20_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ code: 'IMAGE_TOO_LARGE', messages: ['This picture is too large: at most 50 megapixels. Make it smaller and upload it again.'] });
  });

  it('needs the file in the part named file', async () => {
    const res = await upload(await photo(100, 100), { field: 'image' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_REQUIRED');
    const fieldsOnly = await call(t.app, 'POST', 'media.upload_image', { cookie, multipart: { note: 'no file' } });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json().code).toBe('FILE_REQUIRED');
  });

  it('is for logged-in users only', async () => {
    const res = await upload(await photo(100, 100), { cookie: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /media/<key>/<size>.webp', () => {
  let key: string;
  beforeAll(async () => {
    key = (await upload(await photo(300, 300, '#aa3355'))).json().message.data.key;
  });

  it('answers 304 when the browser already has it', async () => {
    const first = await get(`/media/${key}/thumb.webp`);
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(`/media/${key}/thumb.webp`, { 'if-none-match': header });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get(`/media/${key}/detail.webp`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('gives 404 for unknown keys and sizes, and for anything that is not a key', async () => {
    const unknown = crypto.createHash('sha256').update('nothing').digest('hex');
    const paths = [
      `/media/${unknown}/thumb.webp`,
      `/media/${key}/original.webp`,
      `/media/${key}/thumb.png`,
      `/media/${key}/thumb`,
      `/media/${key.toUpperCase()}/thumb.webp`,
      `/media/${key.slice(0, 2)}/thumb.webp`,
      `/media/..%2F..%2F..%2Fetc%2Fpasswd/thumb.webp`,
      `/media/${key}/..%2F..%2F..%2F..%2Fpackage.json`,
      `/media/${key}/%2e%2e%2foriginal.png`,
      `/media/../../package.json`,
    ];
    for (const url of paths) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});

describe('demo images', () => {
  // Seeding needs an empty database; on the shared PostgreSQL one the demo set may exist already,
  // so there the products are added the way `db:seed --products N` adds them.
  it('gives every demo product 1–2 photos of its kind from the shared set, and their addresses are served', async () => {
    const mediaDir = path.join(dataDir, 'media');
    let where = sql`TRUE`;
    if (onPostgres) {
      const seller = await registerAndLogin(t, { account_type: 'Seller' });
      const [row] = ((await t.database.db.execute(sql`SELECT id FROM suppliers WHERE identity = ${seller.user.supplier.identity}`)) as unknown as { rows: Array<{ id: string }> }).rows;
      const flat = flattenTaxonomy();
      // Leaves spread over the whole taxonomy, so the products draw on many kinds of photo.
      const allLeaves = flat.filter((c) => !c.node.children?.length);
      const leaves = allLeaves.filter((_, i) => i % Math.max(1, Math.floor(allLeaves.length / 40)) === 0);
      const images = await generateDemoImages(mediaDir);
      await insertProducts(t.database.db, createRandom(7), [{ id: row!.id, categories: leaves.slice(0, 40), country: 'VN' }], 60, () => new Date(), images);
      where = sql`supplier_id = ${row!.id}`;
    } else {
      await seedDemo(t.database.db, { suppliers: 6, buyers: 2, products: 80, rfqs: 2 }, { mediaDir });
    }
    const result = (await t.database.db.execute(sql`SELECT images FROM products WHERE ${where}`)) as unknown as { rows: Array<{ images: string[] }> };
    expect(result.rows.length).toBeGreaterThanOrEqual(60);
    const keys = new Set<string>();
    for (const { images } of result.rows) {
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(2);
      expect(new Set(images).size).toBe(images.length);
      for (const k of images) {
        expect(isImageKey(k)).toBe(true);
        keys.add(k);
      }
    }
    // Photos of their kinds from the shared set: several kinds, fewer photos than products (products of one kind share them).
    expect(keys.size).toBeGreaterThan(5);
    expect(keys.size).toBeLessThanOrEqual(Math.min(demoPhotoSet().length, Math.floor(result.rows.length * 0.75)));
    for (const k of [...keys].slice(0, 12)) {
      for (const size of ['thumb', 'detail'] as const) {
        const res = await get(imageUrl(k, size));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    }
  });
});
