import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@tradelink/shared/attachment/attachment';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { translateError } from '@tradelink/shared/i18n/translate';
import { MAX_IMAGE_BYTES } from '@tradelink/shared/media/images';
import { buildTestApp, randomIp, registerAndLogin, type TestApp } from './helper.ts';

/**
 * Every upload call, at its limit and just over it. Over the limit must be a 413 that stores
 * nothing, however the body arrives: busboy reports the cut with a flag that is easy to miss when
 * the limit falls at the end of one network chunk and the rest comes in the last one, so besides
 * `inject` (one chunk) the bodies also go through a listening server in chunks.
 */

let t: TestApp;
let dataDir: string;
let base: string;
let cookie: string;
let account: { email: string; password: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-upload-limits-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  const seller = await registerAndLogin(t, { account_type: 'Seller' });
  cookie = seller.cookie;
  account = { email: seller.email, password: seller.password };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const OVER = [1, 19, 1000];
const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const uniqueTag = () => Buffer.from(`tag-${crypto.randomBytes(8).toString('hex')}`);

/** A real PDF header, a tag that makes every upload's bytes (and so its storage key) its own, then padding. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.concat([Buffer.from('%PDF-1.4\n%'), uniqueTag(), Buffer.from('\n')]);
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

/** A decodable JPEG followed by padding (decoders stop at the end marker), so a cut copy is still a valid image. */
let smallJpeg: Buffer;
function jpegOfSize(size: number): Buffer {
  const head = Buffer.concat([smallJpeg, uniqueTag()]);
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}
beforeAll(async () => {
  smallJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
});

interface Form {
  contentType: string;
  head: Buffer;
  file: Buffer;
  tail: Buffer;
}

function form(file: Buffer, filename: string, fields: Record<string, string> = {}): Form {
  const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, head: Buffer.from(head), file, tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/** Where the file's bytes are cut into writes: offsets into the file part, not the whole body. */
type Cuts = (fileLength: number, limit: number) => number[];

const DELIVERIES: Record<string, Cuts | 'inject'> = {
  inject: 'inject',
  // The review's trigger: one chunk ends exactly at the limit, the last one carries the rest.
  'http, a chunk ends at the limit': (_, limit) => [limit],
  'http, the limit inside the last chunk': (_, limit) => [limit - 7],
  'http, chunks of varied sizes ending at the limit': (length, limit) => {
    // Deterministic sizes from 1 byte to 256 KiB, then a cut at the limit.
    const cuts: number[] = [];
    let at = 0;
    for (let i = 1; at < limit - 300_000; i++) {
      at += 1 + ((i * 2_654_435_761) % 262_144);
      cuts.push(at);
    }
    return [...cuts, limit].filter((c) => c < length);
  },
};

interface Answer {
  status: number;
  json: { message?: { data: Record<string, unknown> }; messages?: string[]; code?: string };
}

async function send(name: string, body: Form, options: { cuts: Cuts | 'inject'; limit: number; withCookie?: boolean }): Promise<Answer> {
  const url = callPath(name);
  const headers: Record<string, string> = {
    'content-type': body.contentType,
    'x-forwarded-for': randomIp(),
    'accept-language': 'vi',
    ...signedHeaders('tradelink-dev-signing-key', { method: 'POST', path: url, body: '', params: [] }),
  };
  if (options.withCookie !== false) headers.cookie = cookie;
  const payload = Buffer.concat([body.head, body.file, body.tail]);
  if (options.cuts === 'inject') {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    return { status: res.statusCode, json: res.json() };
  }
  const offsets = options.cuts(body.file.length, options.limit).map((c) => body.head.length + c);
  const chunks = [0, ...offsets].map((from, i) => payload.subarray(from, offsets[i] ?? payload.length));
  return postInChunks(base + url, { ...headers, 'content-length': String(payload.length) }, chunks);
}

/** A POST whose body goes out one write at a time, each flushed and given a moment to arrive alone. */
function postInChunks(url: string, headers: Record<string, string>, chunks: Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString()) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    void (async () => {
      for (const chunk of chunks) {
        await new Promise<void>((done) => req.write(chunk, () => done()));
        await sleep(3);
      }
      req.end();
    })();
  });
}

/** Every file under the data folder (attachments, media and any temporary file). */
function storedFiles(): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dataDir, f)).isFile()).sort();
}

async function attachmentRows(): Promise<number> {
  const result = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM attachments`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

function expectTooLarge(res: Answer) {
  expect(res.status, JSON.stringify(res.json)).toBe(413);
  expect(res.json.code).toBe('PAYLOAD_TOO_LARGE');
  expect(res.json.messages).toEqual([translateError('vi', 'codes.PAYLOAD_TOO_LARGE')]);
}

/** Sends an over-limit upload and checks that it is refused and left nothing behind. */
async function expectRefusedAndNothingStored(name: string, body: Form, cuts: Cuts | 'inject', limit: number) {
  const [filesBefore, rowsBefore] = [storedFiles(), await attachmentRows()];
  expectTooLarge(await send(name, body, { cuts, limit }));
  expect(storedFiles()).toEqual(filesBefore);
  expect(await attachmentRows()).toBe(rowsBefore);
}

describe.each(Object.entries(DELIVERIES))('%s', (_, cuts) => {
  describe('attachment.upload', () => {
    const limit = MAX_UPLOAD_BYTES;

    it('stores a file of exactly the limit whole', async () => {
      const file = pdfOfSize(limit);
      const res = await send('attachment.upload', form(file, 'catalogue.pdf'), { cuts, limit });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const data = res.json.message!.data;
      expect(data.bytes).toBe(limit);
      const found = (await t.database.db.execute(sql`SELECT storage_key, bytes FROM attachments WHERE id = ${data.id as string}`)) as unknown as {
        rows: Array<{ storage_key: string; bytes: number }>;
      };
      const key = found.rows[0]!.storage_key;
      expect(key).toBe(sha256(file));
      const stored = fs.readFileSync(path.join(dataDir, 'attachments', key.slice(0, 2), key));
      expect(stored.length).toBe(limit);
      expect(sha256(stored)).toBe(sha256(file));
    });

    it.each(OVER)('refuses limit + %i bytes with 413 and stores nothing', async (over) => {
      await expectRefusedAndNothingStored('attachment.upload', form(pdfOfSize(limit + over), 'catalogue.pdf'), cuts, limit);
    });
  });

  describe('media.upload_image', () => {
    const limit = MAX_IMAGE_BYTES;

    it('accepts an image of exactly the limit and keys it by all of its bytes', async () => {
      const file = jpegOfSize(limit);
      const res = await send('media.upload_image', form(file, 'photo.jpg'), { cuts, limit });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      // The key is the SHA-256 of the bytes received: the same key means nothing was cut.
      expect(res.json.message!.data.key).toBe(sha256(file));
    });

    it.each(OVER)('refuses limit + %i bytes with 413 and stores nothing', async (over) => {
      await expectRefusedAndNothingStored('media.upload_image', form(jpegOfSize(limit + over), 'photo.jpg'), cuts, limit);
    });
  });

  describe('multipart fields of a call (auth.login_via_password): a stray file is read and dropped', () => {
    const limit = MAX_UPLOAD_BYTES;
    const login = (file: Buffer) => form(file, 'stray.pdf', { usr: account.email, pwd: account.password });

    it('ignores a stray file of exactly the limit', async () => {
      const res = await send('auth.login_via_password', login(pdfOfSize(limit)), { cuts, limit, withCookie: false });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    });

    it.each(OVER)('refuses a stray file of limit + %i bytes with 413', async (over) => {
      const res = await send('auth.login_via_password', login(pdfOfSize(limit + over)), { cuts, limit, withCookie: false });
      expectTooLarge(res);
    });
  });
});

describe('multipart text fields', () => {
  it('refuses a field value longer than the parser keeps, rather than reading it cut', async () => {
    // busboy keeps 1 MiB of a field value and drops the rest, flagging it as truncated.
    const body = form(Buffer.from('x'), 'stray.txt', { usr: account.email, pwd: 'p'.repeat(1024 * 1024 + 1) });
    expectTooLarge(await send('auth.login_via_password', body, { cuts: 'inject', limit: 0, withCookie: false }));
  });
});
