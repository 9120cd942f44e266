import type { Resource, TranslationTree } from '~/lib/translator.ts';

/** `{ '../../locales/en/auth.json': module }` -> `{ auth: texts }`. */
export function byNamespace(modules: Record<string, { default: TranslationTree }>): Resource {
  return Object.fromEntries(Object.entries(modules).map(([file, mod]) => [/(\w+)\.json$/.exec(file)![1]!, mod.default]));
}
