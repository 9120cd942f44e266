// HTML for mails that is escaped by default: every value interpolated into an html`` template is
// escaped unless it is itself markup made by html``, the one way to mark markup as safe.
// Mails carry text users wrote (names, titles, product names, reasons), so forgetting to escape
// one of them must not be possible by omission.

const MARKUP = Symbol('markup');

/** Markup that may go into HTML as it is. Only html`` makes one. */
export interface SafeHtml {
  readonly [MARKUP]: string;
  toString(): string;
}

/** What an html`` template accepts: text (escaped), markup, lists of either; null, undefined and booleans render nothing. */
export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or as a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function markup(value: string): SafeHtml {
  return { [MARKUP]: value, toString: () => value };
}

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && MARKUP in value;
}

function render(value: HtmlValue): string {
  if (value == null || typeof value === 'boolean') return '';
  if (isSafeHtml(value)) return value[MARKUP];
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts are markup, every interpolated value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return markup(out);
}

