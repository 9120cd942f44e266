import type { Language } from '@tradelink/shared/constants/languages';
import { interpolate } from '@tradelink/shared/i18n/translate';
import en from '@tradelink/shared/locales/en/agent.json' with { type: 'json' };
import vi from '@tradelink/shared/locales/vi/agent.json' with { type: 'json' };
import zh from '@tradelink/shared/locales/zh/agent.json' with { type: 'json' };

// The agent's own texts (packages/shared/src/locales/*/agent.json): what the built-in assistant
// says, why a lead fits, why a draft was made. The server writes them into the stream in the
// interface language; the web never needs them.

const texts: Record<Language, unknown> = { en, vi, zh };

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `lang` (English when missing), its {{placeholders}} filled. */
export function agentText(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return interpolate(lookup(texts[lang], key) ?? lookup(texts.en, key) ?? key, params);
}

/** A list in the language's way ("a, b, c" / "a、b、c"). */
export const listOf = (lang: Language, items: string[]) => items.join(agentText(lang, 'list_separator'));

const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatNumber(lang: Language, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })));
  return format.format(value);
}

/** "6.50 USD": the amount in the language's digits and the ISO code (no symbol guessing). */
export const formatMoney = (lang: Language, value: number | string, currency: string) => `${formatNumber(lang, Number(value))} ${currency}`;
