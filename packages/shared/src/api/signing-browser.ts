import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { signerWith, type HmacSha256Hex } from './signing.ts';

// Request signing where node:crypto is not available: the browser, and the web app's server
// rendering (the same API client runs in both). Web Crypto would not do: it is async, and missing
// outside secure contexts (plain http on a LAN address). @noble/hashes is audited; only its
// SHA-256 and HMAC are imported (a few KiB), and the client loads lazily anyway (decision 012).

const bytes = (value: string | Uint8Array) => (typeof value === 'string' ? utf8ToBytes(value) : value);

export const hmacSha256Hex: HmacSha256Hex = (key, message) => bytesToHex(hmac(sha256, bytes(key), bytes(message)));

export const { controlHash, signedHeaders } = signerWith(hmacSha256Hex);
