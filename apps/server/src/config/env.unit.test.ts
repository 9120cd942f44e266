import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { loadEnv } from './env.ts';
import { secretFile } from './secrets.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-env-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const STRONG = 'kq3VtX9pLm2RzW8yBn4HcJ7dFs6GaE1u';

describe('SESSION_SECRET', () => {
  it('is required in production, and must be strong there', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: tempDir(), APP_URL: 'https://market.example.com' };
    expect(() => loadEnv(base)).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadEnv({ ...base, SESSION_SECRET: 'tradelink-dev-session-secret-change-me' })).toThrow(/publicly known/);
    expect(() => loadEnv({ ...base, SESSION_SECRET: 'short-but-random-91' })).toThrow(/shorter than 32/);
    expect(() => loadEnv({ ...base, SESSION_SECRET: 'ab'.repeat(20) })).toThrow(/fewer than 10 different/);
    expect(loadEnv({ ...base, SESSION_SECRET: STRONG }).SESSION_SECRET).toBe(STRONG);
  });

  it('in development is generated once per data folder, kept there (owner-only) and reused', () => {
    const dataDir = tempDir();
    const first = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first.SESSION_SECRET).toMatch(/^[\w-]{64}$/);
    const file = secretFile(dataDir, 'session-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.SESSION_SECRET);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    // Another folder, another secret: no two installations share one.
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: tempDir() }).SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it('never runs with the value this repository once printed, even in development', () => {
    expect(() => loadEnv({ NODE_ENV: 'development', DATA_DIR: tempDir(), SESSION_SECRET: 'tradelink-dev-session-secret-change-me' })).toThrow(/publicly known/);
  });
});

describe('demo accounts in production', () => {
  const base = () => ({ NODE_ENV: 'production', DATA_DIR: tempDir(), SESSION_SECRET: STRONG, APP_URL: 'https://market.example.com' });

  it('are not seeded by default', () => {
    expect(loadEnv(base()).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: tempDir() }).SEED_DEMO).toBe(true);
  });

  it('need a password of the deployer’s own, never the public one', () => {
    expect(() => loadEnv({ ...base(), SEED_DEMO: '1' })).toThrow(/DEMO_PASSWORD/);
    expect(() => loadEnv({ ...base(), SEED_DEMO: '1', DEMO_PASSWORD })).toThrow(/public demo password/);
    expect(() => loadEnv({ ...base(), SEED_DEMO: '1', DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD/);
    expect(loadEnv({ ...base(), SEED_DEMO: '1', DEMO_PASSWORD: 'Our-Own-Demo-Pass-42' }).DEMO_PASSWORD).toBe('Our-Own-Demo-Pass-42');
  });
});

describe('other production settings', () => {
  const base = () => ({ NODE_ENV: 'production', DATA_DIR: tempDir(), SESSION_SECRET: STRONG });

  it('need the public https address, and refuse the test hooks', () => {
    expect(() => loadEnv(base())).toThrow(/APP_URL: required in production/);
    expect(() => loadEnv({ ...base(), APP_URL: 'http://market.example.com' })).toThrow(/must be https/);
    expect(loadEnv({ ...base(), APP_URL: 'http://127.0.0.1:3000' }).allowedOrigins).toEqual(['http://127.0.0.1:3000']);
    const ok = { ...base(), APP_URL: 'https://market.example.com' };
    expect(() => loadEnv({ ...ok, GOOGLE_JWKS: '{"keys":[]}' })).toThrow(/GOOGLE_JWKS: is for tests/);
    expect(() => loadEnv({ ...ok, STRIPE_API_BASE: 'http://127.0.0.1:9/' })).toThrow(/STRIPE_API_BASE: is for tests/);
    expect(loadEnv(ok).warnings).toEqual([expect.stringMatching(/SMTP_URL is not set/)]);
    expect(loadEnv({ ...ok, SMTP_URL: 'smtp://127.0.0.1:2525', ALLOWED_ORIGINS: 'https://www.example.com/' })).toMatchObject({
      warnings: [],
      allowedOrigins: ['https://market.example.com', 'https://www.example.com'],
    });
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless configured, takes a hop count or addresses, and refuses "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
    expect(() => parseTrustProxy('11')).toThrow(/between 1 and 10/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/not a hop count/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/not a hop count/);
    expect(() => loadEnv({ NODE_ENV: 'test', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('BLOG_URL and SCHEDULING_URL', () => {
  const base = () => ({ DATA_DIR: tempDir() });
  it('are optional external http(s) links; blank means none', () => {
    expect(loadEnv(base()).BLOG_URL).toBeUndefined();
    expect(loadEnv({ ...base(), BLOG_URL: '  ', SCHEDULING_URL: '' }).SCHEDULING_URL).toBeUndefined();
    const env = loadEnv({ ...base(), BLOG_URL: 'https://blog.example.com/', SCHEDULING_URL: 'https://cal.example.com/tradelink' });
    expect([env.BLOG_URL, env.SCHEDULING_URL]).toEqual(['https://blog.example.com/', 'https://cal.example.com/tradelink']);
  });
  it('refuse anything but an http(s) address', () => {
    expect(() => loadEnv({ ...base(), BLOG_URL: 'javascript:alert(1)' })).toThrow(/BLOG_URL/);
    expect(() => loadEnv({ ...base(), SCHEDULING_URL: 'not a url' })).toThrow(/SCHEDULING_URL/);
  });
});

describe('WEB_BUILD_DIR', () => {
  const base = () => ({ DATA_DIR: tempDir() });
  it('is optional; blank is refused rather than serving the working directory', () => {
    expect(loadEnv(base()).WEB_BUILD_DIR).toBeUndefined();
    expect(loadEnv({ ...base(), WEB_BUILD_DIR: '/srv/tradelink/releases/42' }).WEB_BUILD_DIR).toBe('/srv/tradelink/releases/42');
    expect(() => loadEnv({ ...base(), WEB_BUILD_DIR: ' ' })).toThrow(/WEB_BUILD_DIR/);
  });
});

describe('S3 storage (S3_*)', () => {
  const prod = () => ({ NODE_ENV: 'production', DATA_DIR: tempDir(), SESSION_SECRET: STRONG, APP_URL: 'https://market.example.com' });

  it('is off without S3_BUCKET: files stay in DATA_DIR', () => {
    expect(loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir() }).s3).toBeNull();
  });

  it('defaults the region, and path-style addressing when an endpoint is given', () => {
    const minio = loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: '/tl/' });
    expect(minio.s3).toEqual({ bucket: 'files', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' }, forcePathStyle: true, prefix: 'tl/' });
    // The secret is kept in one place only.
    expect(JSON.stringify({ ...minio, s3: null })).not.toContain('secret');
    const aws = loadEnv({ ...prod(), S3_BUCKET: 'files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(aws.s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false, prefix: '' });
    expect(loadEnv({ ...prod(), S3_BUCKET: 'b', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: '0', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses a bucket without keys in production, half a key pair, and S3 settings without a bucket', () => {
    expect(() => loadEnv({ ...prod(), S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID: S3_BUCKET in production needs/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT: is set but S3_BUCKET is not/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), S3_BUCKET: 'b', S3_PREFIX: 'a b' })).toThrow(/S3_PREFIX/);
    // Outside production the SDK's own chain (AWS_* variables, an instance role) may supply keys.
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: tempDir(), S3_BUCKET: 'files' }).s3?.credentials).toBeUndefined();
  });
});

describe('the AI agent', () => {
  const base = () => ({ NODE_ENV: 'test', DATA_DIR: tempDir(), APP_URL: 'https://market.example.com' });

  it('uses the built-in assistant by default, and a model only with an address and a model name', () => {
    const env = loadEnv(base());
    expect([env.AI_BASE_URL, env.agentBaseUrl, env.AI_TIMEOUT_MS]).toEqual([undefined, '/api/agent', 30_000]);
    expect(() => loadEnv({ ...base(), AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL: required with AI_BASE_URL/);
    expect(loadEnv({ ...base(), AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1:8b' }).AI_MODEL).toBe('llama3.1:8b');
    expect(loadEnv({ ...base(), AI_MODEL: 'gpt-4o-mini' }).warnings.join(' ')).toMatch(/built-in assistant/);
    expect(() => loadEnv({ ...base(), AI_BASE_URL: 'file:///etc/passwd', AI_MODEL: 'x' })).toThrow(/AI_BASE_URL/);
  });

  it('takes AGENT_BASE_URL as a path or an address on APP_URL\'s host only', () => {
    expect(loadEnv({ ...base(), AGENT_BASE_URL: '/agent/' }).agentBaseUrl).toBe('/agent');
    expect(loadEnv({ ...base(), AGENT_BASE_URL: 'https://market.example.com:8443/api/agent' }).agentBaseUrl).toBe('https://market.example.com:8443/api/agent');
    expect(() => loadEnv({ ...base(), AGENT_BASE_URL: 'https://agent.other.com/api/agent' })).toThrow(/AGENT_BASE_URL: must be on APP_URL's host/);
    expect(() => loadEnv({ ...base(), AGENT_BASE_URL: '//evil.com/x' })).toThrow(/AGENT_BASE_URL/);
  });
});
