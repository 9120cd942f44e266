import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataLock, DataFolderInUseError } from './data-lock.ts';

describe('data folder lock', () => {
  it('refuses a folder held by another live process, with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-lock-'));
    fs.writeFileSync(path.join(dir, 'tradelink.lock'), '1'); // pid 1 is always alive
    expect(() => acquireDataLock(dir)).toThrow(DataFolderInUseError);
    expect(() => acquireDataLock(dir)).toThrow(/already used by another Tradelink process \(pid 1\)/);
  });

  it('takes over a stale lock and releases it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-lock-'));
    fs.writeFileSync(path.join(dir, 'tradelink.lock'), '999999');
    const release = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, 'tradelink.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'tradelink.lock'))).toBe(false);
  });
});
