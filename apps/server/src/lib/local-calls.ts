import type { FastifyInstance } from 'fastify';
import type { Language } from '@tradelink/shared/constants/languages';
import type { CachedAnswer } from './answer-cache.ts';

/**
 * Answers a page's loaders may take without the HTTP pipeline: public GET calls whose answers are
 * cached the same for every caller in one language (defineCall registers them). A loader's call
 * went through the whole of Fastify in-process (inject): hooks, signature, session lookup, a
 * serialised request and response; for an answer already in the cache that was most of a page's
 * loader time (issue 19). A local call only looks in the cache: it parses the input with the
 * call's schema, builds the same cache key, and gives back the kept answer, or nothing, in which
 * case the loader's call goes the whole way (and fills the cache) as before.
 */
export type LocalCall = (query: Record<string, string>, lang: Language) => CachedAnswer | undefined;

// Keyed by the app's dependencies, the one object every encapsulated context of an app shares.
const registries = new WeakMap<object, Map<string, LocalCall>>();

function registryOf(app: FastifyInstance): Map<string, LocalCall> | undefined {
  if (!app.hasDecorator('deps')) return undefined;
  let registry = registries.get(app.deps);
  if (!registry) registries.set(app.deps, (registry = new Map()));
  return registry;
}

export function registerLocalCall(app: FastifyInstance, path: string, call: LocalCall) {
  registryOf(app)?.set(path, call);
}

/** The local call answering GET `path`, if there is one. */
export function localCall(app: FastifyInstance, path: string): LocalCall | undefined {
  return registryOf(app)?.get(path);
}
