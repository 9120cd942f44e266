import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, IMAGE_SIZES, imageUrl, isImageKey, isImageSize, PLACEHOLDER_IMAGE, sniffImageType } from './images.ts';

const key = 'a'.repeat(64);
const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('image sizes', () => {
  it('are square: a cover-cropped thumb and a contained detail image', () => {
    expect(IMAGE_SIZES.thumb).toEqual({ width: 320, height: 320, fit: 'cover' });
    expect(IMAGE_SIZES.detail).toEqual({ width: 800, height: 800, fit: 'contain' });
  });
});

describe('image keys', () => {
  it('accept a lowercase SHA-256 hex digest only', () => {
    expect(isImageKey(key)).toBe(true);
    expect(isImageKey('0123456789abcdef'.repeat(4))).toBe(true);
  });
  it.each(['', 'A'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), `${'a'.repeat(62)}..`, '../etc/passwd', `${'a'.repeat(64)}/`, null, 42])(
    'reject %j',
    (value) => expect(isImageKey(value)).toBe(false),
  );
  it('know the two sizes and nothing from the prototype', () => {
    expect(isImageSize('thumb')).toBe(true);
    expect(isImageSize('detail')).toBe(true);
    expect(isImageSize('original')).toBe(false);
    expect(isImageSize('toString')).toBe(false);
  });
});

describe('imageUrl', () => {
  it('maps a key and size to its WebP address', () => {
    expect(imageUrl(key, 'thumb')).toBe(`/media/${key}/thumb.webp`);
    expect(imageUrl(key, 'detail')).toBe(`/media/${key}/detail.webp`);
  });
  it('gives the placeholder for no image or an untrusted value', () => {
    expect(imageUrl(null, 'thumb')).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl(undefined, 'detail')).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('', 'thumb')).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('javascript:alert(1)', 'thumb')).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('//evil.example/x.png', 'thumb')).toBe(PLACEHOLDER_IMAGE);
  });
  it('keeps a path or http(s) URL stored before keys existed', () => {
    expect(imageUrl('/images/placeholder-product.svg', 'thumb')).toBe('/images/placeholder-product.svg');
    expect(imageUrl('https://cdn.example.com/a.jpg', 'detail')).toBe('https://cdn.example.com/a.jpg');
  });
  it('makes absolute addresses for structured data', () => {
    expect(absoluteImageUrl('https://tradelink.example/', key, 'detail')).toBe(`https://tradelink.example/media/${key}/detail.webp`);
    expect(absoluteImageUrl('https://tradelink.example', 'https://cdn.example.com/a.jpg', 'detail')).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('sniffImageType', () => {
  it('recognises the allowed types by their magic bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('gif');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });
  it('rejects text, other formats and truncated headers', () => {
    expect(sniffImageType(bytes('hello, this is not a picture'))).toBeUndefined();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
