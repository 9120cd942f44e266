/**
 * The translation core (decision 012): what Tradelink's locale files need of i18next, in ~1 KiB
 * instead of ~17 KiB on every public page. Keys are `a.b.c`, optionally `namespace:a.b.c`;
 * `{{name}}` interpolates (values are not escaped: React escapes what it renders); `count` picks
 * `_zero` (when 0 and present), then the language's CLDR plural form (`_one`, `_other`…), then the
 * bare key; a missing key falls back to English, then to `defaultValue`, then to the key itself.
 */

/** A namespace's texts: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
/** The namespaces of one language: namespace -> texts (what loaders send to the page). */
export type Resource = Record<string, TranslationTree>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string | readonly string[];
  [value: string]: unknown;
}

/** The type parameter names the namespace for readers; keys are not type-checked. */
export type TFunction<_Namespace extends string = string> = (key: string, options?: TOptions) => string;

export interface I18n {
  readonly language: string;
  /** Looks up in the default namespace `common` unless the key names one. */
  t: TFunction;
  getFixedT(ns?: string | readonly string[]): TFunction;
  addResourceBundle(lang: string, ns: string, bundle: TranslationTree, deep?: boolean, overwrite?: boolean): void;
  hasResourceBundle(lang: string, ns: string): boolean;
  /** A new instance in another language over the same store (what the provider swaps in). */
  withLanguage(lang: string, resources?: Resource): I18n;
}

export const FALLBACK_LANGUAGE = 'en';
const DEFAULT_NS = 'common';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

type Store = Map<string, Map<string, TranslationTree>>;

function merge(target: TranslationTree, source: TranslationTree, overwrite: boolean): TranslationTree {
  const out: TranslationTree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    if (typeof value === 'object' && typeof current === 'object') out[key] = merge(current, value, overwrite);
    else if (overwrite || current === undefined) out[key] = value;
  }
  return out;
}

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

export function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = name.split('.').reduce<unknown>((v, part) => (v != null && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined), values);
    return value === undefined || value === null ? whole : String(value);
  });
}

function createInstance(store: Store, language: string): I18n {
  const fixed = new Map<string, TFunction>();

  const find = (lang: string, namespaces: readonly string[], key: string, count: number | undefined) => {
    const candidates = count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(lang, count)}`, `${key}_other`, key];
    for (const ns of namespaces) {
      const tree = store.get(lang)?.get(ns);
      if (!tree) continue;
      for (const candidate of candidates) {
        const text = lookup(tree, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  };

  const translate = (namespaces: readonly string[], rawKey: string, options: TOptions = {}): string => {
    const split = rawKey.indexOf(':');
    const [nss, key] = split > 0 ? [[rawKey.slice(0, split)], rawKey.slice(split + 1)] : [options.ns ? [options.ns].flat() : namespaces, rawKey];
    const text = find(language, nss, key, options.count) ?? (language === FALLBACK_LANGUAGE ? undefined : find(FALLBACK_LANGUAGE, nss, key, options.count));
    return interpolate(text ?? options.defaultValue ?? key, options);
  };

  const instance: I18n = {
    language,
    t: (key, options) => translate([DEFAULT_NS], key, options),
    getFixedT(ns) {
      const namespaces = ns === undefined ? [DEFAULT_NS] : [ns].flat();
      const id = namespaces.join('|');
      let t = fixed.get(id);
      if (!t) fixed.set(id, (t = (key, options) => translate(namespaces, key, options)));
      return t;
    },
    addResourceBundle(lang, ns, bundle, _deep = true, overwrite = false) {
      let byNs = store.get(lang);
      if (!byNs) store.set(lang, (byNs = new Map()));
      const current = byNs.get(ns);
      byNs.set(ns, current ? merge(current, bundle, overwrite) : bundle);
    },
    hasResourceBundle: (lang, ns) => store.get(lang)?.has(ns) ?? false,
    withLanguage(lang, resources) {
      const next = createInstance(store, lang);
      for (const [ns, bundle] of Object.entries(resources ?? {})) next.addResourceBundle(lang, ns, bundle, true, true);
      return next;
    },
  };
  return instance;
}

/** One instance per server render, one for the page's life in the browser. */
export function createTranslator(language: string, resources: Resource): I18n {
  return createInstance(new Map(), language).withLanguage(language, resources);
}
