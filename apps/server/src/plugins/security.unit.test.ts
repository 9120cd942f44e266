import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.ts';

describe('security headers worked out once', () => {
  it("carries helmet's headers and a policy naming each request's nonce", () => {
    const { fixed, policy } = securityHeaders({ appUrl: 'http://127.0.0.1', dev: false });
    expect(fixed).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(fixed).not.toHaveProperty('content-security-policy');
    const one = policy('abc+/=');
    expect(one).toContain("script-src 'self' 'nonce-abc+/='");
    expect(one).toContain("frame-ancestors 'none'");
    expect(policy('xyz')).not.toContain('abc');
    expect(one).not.toContain('accounts.google.com');
  });

  it("admits Google's sign-in only when configured, and relaxes scripts only in development", () => {
    expect(securityHeaders({ appUrl: 'http://127.0.0.1', dev: false, googleSignIn: true }).policy('n')).toContain('frame-src https://accounts.google.com/gsi/');
    const dev = securityHeaders({ appUrl: 'http://127.0.0.1', dev: true }).policy('n');
    expect(dev).toContain("'unsafe-eval'");
    expect(dev).not.toContain('nonce');
  });
});
