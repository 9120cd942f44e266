import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registerVersionRoute } from './version.ts';

describe('GET /api/version', () => {
  it("answers the served build's fingerprint, never cached, and follows the build it is given", async () => {
    const app = Fastify({ logger: false });
    let build = { assets: { version: 'aefb7933' } } as unknown as ServerBuild;
    registerVersionRoute(app, async () => build);
    const first = await app.inject({ method: 'GET', url: '/api/version' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ version: 'aefb7933' });
    build = { assets: { version: 'c5b4e461' } } as unknown as ServerBuild;
    expect((await app.inject({ method: 'GET', url: '/api/version' })).json()).toEqual({ version: 'c5b4e461' });
    await app.close();
  });
});
