import { cloneElement, createContext, Fragment, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { interpolate, type I18n, type TFunction, type TOptions } from './translator.ts';

// The React side of the translation core (decision 012), with react-i18next's call shapes:
// `const { t, i18n } = useTranslation('catalog')`, `<Trans t={t} i18nKey="…" components={{ … }} />`.

const I18nContext = createContext<I18n | null>(null);

/** Provides the instance; a language switch provides a new instance, which re-renders every reader. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  return i18n;
}

/** `t` looks keys up in `ns` (the first that has the key, when several); without `ns`, in `common`. */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useI18n();
  const id = ns === undefined ? '' : [ns].flat().join('|');
  // getFixedT caches per namespace list, so `t` keeps its identity between renders.
  const t = useMemo(() => i18n.getFixedT(id ? id.split('|') : undefined), [i18n, id]);
  return { t, i18n, ready: true };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** Named elements for the text's `<name>…</name>` (or `<name/>`) tags; the text becomes their children. */
  components?: Record<string, ReactElement>;
}

/**
 * A translated sentence with elements (links) inside it; tags without a component render as text.
 * Tags are found in the translation before values go in, so a value can never become an element.
 */
export function Trans({ t, i18nKey, values = {}, components = {} }: TransProps) {
  // Only `count` (a number: it picks the plural form) goes in first; the rest after the split.
  const text = t(i18nKey, values.count === undefined ? {} : { count: values.count });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? match[3]!;
    const element = components[name];
    if (match.index > last) parts.push(interpolate(text.slice(last, match.index), values));
    if (!element) parts.push(interpolate(match[0], values));
    else parts.push(match[2] === undefined ? cloneElement(element, { key: parts.length }) : cloneElement(element, { key: parts.length }, interpolate(match[2], values)));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(interpolate(text.slice(last), values));
  return <Fragment>{parts}</Fragment>;
}
