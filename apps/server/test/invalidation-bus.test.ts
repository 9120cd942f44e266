import crypto from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectRedisBus, type InvalidationBus } from '../src/lib/invalidation-bus.ts';

// The bus between processes over a real Redis (TEST_REDIS_URL): two connections stand for two processes.
const url = process.env.TEST_REDIS_URL;
const log = { warn: () => {} };

describe.runIf(url)('invalidation bus over Redis', () => {
  const buses: InvalidationBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('delivers a publish to the other processes, not back to the publisher, and not after unsubscribing', async () => {
    const topic = `test-${crypto.randomUUID()}`;
    const [a, b, c] = await Promise.all([connectRedisBus(url!, log), connectRedisBus(url!, log), connectRedisBus(url!, log)]);
    buses.push(a!, b!, c!);
    const heard = { a: vi.fn(), b: vi.fn(), c: vi.fn() };
    a!.subscribe(topic, heard.a);
    b!.subscribe(topic, heard.b);
    const stopC = c!.subscribe(topic, heard.c);
    // SUBSCRIBE is acknowledged asynchronously: publish until the first delivery.
    await vi.waitFor(() => {
      a!.publish(topic);
      expect(heard.b).toHaveBeenCalled();
    }, { timeout: 5_000, interval: 50 });
    await vi.waitFor(() => expect(heard.c).toHaveBeenCalled(), { timeout: 5_000 });
    expect(heard.a).not.toHaveBeenCalled();
    stopC();
    const before = heard.c.mock.calls.length;
    const seenByB = heard.b.mock.calls.length;
    a!.publish(topic);
    await vi.waitFor(() => expect(heard.b.mock.calls.length).toBeGreaterThan(seenByB), { timeout: 5_000 });
    expect(heard.c.mock.calls.length).toBe(before);
    expect(heard.a).not.toHaveBeenCalled();
  });

  it('keeps deployments on different Redis databases apart', async () => {
    const topic = `test-${crypto.randomUUID()}`;
    const other = new URL(url!);
    const index = Number(other.pathname.slice(1) || 0);
    other.pathname = `/${index === 15 ? 14 : index + 1}`;
    const [a, b, elsewhere] = await Promise.all([connectRedisBus(url!, log), connectRedisBus(url!, log), connectRedisBus(other.toString(), log)]);
    buses.push(a!, b!, elsewhere!);
    const heardB = vi.fn();
    const heardElsewhere = vi.fn();
    b!.subscribe(topic, heardB);
    elsewhere!.subscribe(topic, heardElsewhere);
    await vi.waitFor(() => {
      a!.publish(topic);
      expect(heardB).toHaveBeenCalled();
    }, { timeout: 5_000, interval: 50 });
    expect(heardElsewhere).not.toHaveBeenCalled();
  });
});
