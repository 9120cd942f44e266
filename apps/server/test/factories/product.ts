import crypto from 'node:crypto';
import sharp from 'sharp';
import { callPath } from '@tradelink/shared/api/paths';
import { signedHeaders } from '@tradelink/shared/api/signing-node';
import { randomIp, type TestApp } from '../helper.ts';

/** Uploads a plain-colour PNG as the product form does; returns its image key. */
export async function uploadProductImage(t: TestApp, cookie: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();
  const boundary = `----tl${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const url = callPath('media.upload_image');
  const headers = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': randomIp(),
    cookie,
    ...signedHeaders('tradelink-dev-signing-key', { method: 'POST', path: url, body: '', params: [] }),
  };
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().message.data.key as string;
}
