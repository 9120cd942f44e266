import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../constants/lists.ts';

export type UploadKind = 'jpeg' | 'png' | 'pdf' | 'doc' | 'xls';

const EXTENSION_KIND: Record<(typeof UPLOAD_TYPES)[number], UploadKind> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  doc: 'doc',
  xls: 'xls',
};

/** The kind a file name claims by its extension, or undefined when the extension is not allowed. */
export function kindFromFileName(fileName: string): UploadKind | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return (EXTENSION_KIND as Record<string, UploadKind>)[ext];
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/**
 * The kind of a file by its content (magic bytes), never by its name. doc and xls are both OLE2
 * compound files; telling them apart needs the directory stream, so the name decides between the two.
 */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | 'ole2' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  return undefined;
}

export type UploadCheck =
  | { ok: true; kind: UploadKind }
  | { ok: false; reason: 'too_large' | 'empty' | 'type_not_allowed' | 'content_mismatch' };

/** Checks an upload: allowed extension, size limit, and content that matches the extension. */
export function checkUpload(fileName: string, bytes: Uint8Array, maxBytes = MAX_UPLOAD_BYTES): UploadCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  const claimed = kindFromFileName(fileName);
  if (!claimed) return { ok: false, reason: 'type_not_allowed' };
  const actual = sniffUploadKind(bytes);
  if (actual === 'ole2' ? claimed === 'doc' || claimed === 'xls' : actual === claimed) {
    return { ok: true, kind: claimed };
  }
  return { ok: false, reason: 'content_mismatch' };
}
