import type { Language } from '@tradelink/shared/constants/languages';
import { html, type HtmlValue, type SafeHtml } from './html.ts';

// The one HTML shell of every mail and the pieces mails share. Values are escaped by html``.

export interface Layout {
  lang: Language;
  /** The document title: the mail's subject. */
  title: string;
  /** The mail's own content, between the shell and the signature. */
  body: SafeHtml;
  signature: string;
  /** Small print under the rule: why the reader gets this mail, an unsubscribe link. */
  footer: HtmlValue;
}

export function layout({ lang, title, body, signature, footer }: Layout): string {
  return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto">
${body}
<p>${signature}</p><hr><p style="font-size:12px;color:#9ca3af">${footer}</p></body></html>`.toString();
}

const BUTTON_COLORS = { primary: '#1c4ed8', secondary: '#6b7280' } as const;

/** A call to action drawn as a button; `inRow` spaces buttons that stand side by side. */
export function button(href: string, label: string, options: { color?: keyof typeof BUTTON_COLORS; inRow?: boolean } = {}): SafeHtml {
  const margin = options.inRow ? ';margin:4px 8px 4px 0' : '';
  return html`<a href="${href}" style="display:inline-block;background:${BUTTON_COLORS[options.color ?? 'primary']};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none${margin}">${label}</a>`;
}

/** Secondary text under the main content (an expiry, a note). */
export function note(content: HtmlValue): SafeHtml {
  return html`<p style="font-size:13px;color:#6b7280">${content}</p>`;
}
