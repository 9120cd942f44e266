import type { FastifyInstance } from 'fastify';
import type { Language } from '@tradelink/shared/constants/languages';
import type { CachedAnswer } from './answer-cache.ts';

/**
 * Answers a page's loaders may take without the HTTP pipeline: public calls whose answers are
 * cached the same for every caller in one language (defineCall registers them). A loader's call
 * went through the whole of Fastify in-process (inject): hooks, signature, session lookup, a
 * serialised request and response; for an answer already in the cache that was most of a page's
 * loader time (issue 19). A local call only looks in the cache: it parses the input with the
 * call's schema (the query of a GET, the JSON body of a POST), builds the same cache key, and gives back the kept answer, or nothing, in which
 * case the loader's call goes the whole way (and fills the cache) as before.
 */
export type LocalCall = (input: unknown, lang: Language) => CachedAnswer | undefined;

// Keyed by the app's dependencies, the one object every encapsulated context of an app shares.
const registries = new WeakMap<object, Map<string, LocalCall>>();

function registryOf(app: FastifyInstance): Map<string, LocalCall> | undefined {
  if (!app.hasDecorator('deps')) return undefined;
  let registry = registries.get(app.deps);
  if (!registry) registries.set(app.deps, (registry = new Map()));
  return registry;
}

export function registerLocalCall(app: FastifyInstance, method: 'GET' | 'POST', path: string, call: LocalCall) {
  registryOf(app)?.set(`${method} ${path}`, call);
}

/** The local call answering `method` `path`, if there is one. */
export function localCall(app: FastifyInstance, method: string, path: string): LocalCall | undefined {
  return registryOf(app)?.get(`${method} ${path}`);
}
