import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidInteger, isValidQuantity, yearOptions } from './patterns.ts';
import { checkUpload, sniffUploadKind } from './uploads.ts';

describe('email', () => {
  it.each(['a@b.co', 'linh.nguyen@phucthinh.com.vn', 'sales+rfq@acme-sourcing.com'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.c1', '@b.com', 'a b@c.com', 'a..b@c.com', '.a@c.com'])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('quantity', () => {
  it.each(['1', '100', '2.5', '0.75', '10.'])('accepts %s', (q) => expect(isValidQuantity(q)).toBe(true));
  it.each(['', 'abc', '1.2.3', '-5', '1,000', '0', ' 1'])('rejects %j', (q) => expect(isValidQuantity(q)).toBe(false));
});

describe('integer', () => {
  it.each(['1', '42', '9999999'])('accepts %s', (n) => expect(isValidInteger(n)).toBe(true));
  it.each(['0', '01', '10000000', '1.5', '', '-1'])('rejects %j', (n) => expect(isValidInteger(n)).toBe(false));
});

describe('years', () => {
  it('runs from 1900 to the current year in either order', () => {
    const now = new Date('2026-11-21');
    expect(yearOptions('asc', now)[0]).toBe(1900);
    expect(yearOptions('desc', now)[0]).toBe(2026);
    expect(yearOptions('asc', now)).toHaveLength(127);
  });
});

describe('uploads, checked by content', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.7\n...');
  const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
  const html = new TextEncoder().encode('<html><script>alert(1)</script>');

  it('recognises the allowed kinds by their bytes', () => {
    expect(sniffUploadKind(png)).toBe('png');
    expect(sniffUploadKind(jpeg)).toBe('jpeg');
    expect(sniffUploadKind(pdf)).toBe('pdf');
    expect(sniffUploadKind(ole2)).toBe('ole2');
    expect(sniffUploadKind(html)).toBeUndefined();
  });

  it('accepts files whose content matches their extension', () => {
    expect(checkUpload('photo.JPG', jpeg)).toEqual({ ok: true, kind: 'jpeg' });
    expect(checkUpload('spec.pdf', pdf)).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUpload('quote.xls', ole2)).toEqual({ ok: true, kind: 'xls' });
    expect(checkUpload('brief.doc', ole2)).toEqual({ ok: true, kind: 'doc' });
  });

  it('refuses a disguised file, a forbidden type, an empty or an oversized file', () => {
    expect(checkUpload('invoice.pdf', html)).toEqual({ ok: false, reason: 'content_mismatch' });
    expect(checkUpload('logo.png', jpeg)).toEqual({ ok: false, reason: 'content_mismatch' });
    expect(checkUpload('run.exe', pdf)).toEqual({ ok: false, reason: 'type_not_allowed' });
    expect(checkUpload('page.html', html)).toEqual({ ok: false, reason: 'type_not_allowed' });
    expect(checkUpload('empty.png', new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(checkUpload('big.png', png, 5)).toEqual({ ok: false, reason: 'too_large' });
  });
});
