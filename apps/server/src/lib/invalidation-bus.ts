import crypto from 'node:crypto';
import { createClient } from 'redis';

/**
 * "Something changed, drop what you kept": a message without content, from one server process to
 * every other one of the deployment (in-process caches clear on it). Delivery is best effort (Redis
 * pub/sub keeps nothing for a subscriber that is away), so a cache must still expire by itself; a
 * bus that loses its connection therefore tells its listeners "you may have missed something" when
 * it is back.
 */
export interface InvalidationBus {
  /** Tells the other processes (never this one: it has cleared its own already). */
  publish(topic: string): void;
  /** Runs `listener` when another process publishes `topic`, or after a reconnection. Returns the unsubscribe. */
  subscribe(topic: string, listener: () => void): () => void;
  close(): Promise<void>;
}

interface Log {
  warn(object: unknown, message: string): void;
}

/**
 * The bus over Redis pub/sub: one connection publishes, one listens. Pub/sub channels are shared by
 * every database of a Redis server, so they are named after the URL's database number
 * (`tradelink:<db>:<topic>`): deployments on different databases of one Redis do not hear each other.
 */
export async function connectRedisBus(url: string, log: Log): Promise<InvalidationBus> {
  const origin = crypto.randomUUID();
  const database = Number(new URL(url).pathname.replace(/^\//, '') || 0);
  const channelOf = (topic: string) => `tradelink:${database}:${topic}`;
  const listeners = new Map<string, Set<() => void>>();
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', (err) => log.warn({ err }, 'invalidation bus: redis error'));
  sub.on('error', (err) => log.warn({ err }, 'invalidation bus: redis error'));

  const run = (topic: string) => {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (err) {
        log.warn({ err, topic }, 'invalidation listener failed');
      }
    }
  };
  let connectedOnce = false;
  // Messages published while the subscriber was away are gone: everyone clears on its return.
  sub.on('ready', () => {
    if (connectedOnce) for (const topic of listeners.keys()) run(topic);
    connectedOnce = true;
  });
  await Promise.all([pub.connect(), sub.connect()]);
  let closed = false;

  return {
    publish(topic) {
      if (closed) return;
      pub.publish(channelOf(topic), origin).catch((err: unknown) => log.warn({ err, topic }, 'invalidation bus: publish failed'));
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        const created = new Set<() => void>();
        set = created;
        listeners.set(topic, created);
        sub
          .subscribe(channelOf(topic), (message) => {
            if (message !== origin) run(topic);
          })
          .catch((err: unknown) => log.warn({ err, topic }, 'invalidation bus: subscribe failed'));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** Buses wired to each other in one process: what the unit tests use for "several processes". */
export function createMemoryBusHub() {
  const buses = new Set<{ listeners: Map<string, Set<() => void>> }>();
  return {
    connect(): InvalidationBus {
      const self = { listeners: new Map<string, Set<() => void>>() };
      buses.add(self);
      return {
        publish(topic) {
          for (const bus of buses) if (bus !== self) for (const listener of bus.listeners.get(topic) ?? []) listener();
        },
        subscribe(topic, listener) {
          const set = self.listeners.get(topic) ?? new Set();
          self.listeners.set(topic, set);
          set.add(listener);
          return () => {
            set.delete(listener);
          };
        },
        async close() {
          buses.delete(self);
        },
      };
    },
  };
}
