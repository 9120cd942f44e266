/**
 * Splits a chat message's plain text into text and link segments. Only http(s) URLs and bare `www.`
 * hosts become links: chat text comes from strangers, so no other scheme (javascript:, data:,
 * mailto:, file: ...) is ever turned into an href, whatever the text says. The screens render the
 * segments as React children, which escapes them; nothing here produces HTML.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate starts at `http://`, `https://` or `www.` not glued to a preceding word, address or
// path (so `xhttp://`, `name@www.host` and `a.www.b` stay text) and runs to the next space or a
// character that never belongs to a URL typed in prose (< > " `). The preceding character is a
// capture group rather than a lookbehind, which older Safari cannot parse.
const CANDIDATE = /(^|[^\w@.\-/])((?:https?:\/\/|www\.)[^\s<>"`]+)/gi;

// Sentence punctuation after a URL ("see https://x.com.") belongs to the sentence, not the URL.
const TRAILING = /[.,;:!?'*_~\u2019\u201D\u00BB\u2026]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops trailing punctuation and closing brackets that have no opening partner inside the URL. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    const last = url.at(-1);
    const opener = last ? CLOSERS[last] : undefined;
    if (opener && count(url, last!) > count(url, opener)) url = url.slice(0, -1);
    if (url === before) return url;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The href for a candidate, or null when it is not a usable http(s) address. */
function hrefFor(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // `https://.` or `www..` parse on some engines with an empty or dot-only host: not a link.
  if (!/[\p{L}\p{N}]/u.test(url.hostname)) return null;
  return url.href;
}

export function linkify(body: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(CANDIDATE)) {
    const start = match.index + match[1]!.length;
    const text = trimTrailing(match[2]!);
    const href = hrefFor(text);
    if (!href) continue;
    pushText(body.slice(cursor, start));
    segments.push({ kind: 'link', text, href });
    cursor = start + text.length;
  }
  pushText(body.slice(cursor));
  return segments;
}

/**
 * A path inside this site (`/product/12`), or null. Embed cards carry server-made paths, but a card
 * is still data: a protocol-relative `//host` or `/\host` (which browsers read as `//host`) would
 * leave the site, so such values are refused rather than linked or loaded.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value)) return null;
  // Control characters and spaces have no place in a path the server built.
  if (/[\s\p{Cc}]/u.test(value)) return null;
  return value;
}
