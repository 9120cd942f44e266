/**
 * Help articles are plain text with one piece of markup: `[words](/path)` links to a page of the
 * marketplace. Only local paths are links (the content is ours, but a link out of the site or a
 * script URL can never come from it); anything else stays text, brackets and all.
 */
export type HelpTextPart = { text: string } | { text: string; to: string };

const LINK = /\[([^\][]+)\]\((\/[A-Za-z0-9/_?=&-]*)\)/g;

export function splitHelpLinks(paragraph: string): HelpTextPart[] {
  const parts: HelpTextPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, text, to] = match as unknown as [string, string, string];
    // `//host` is another site to a browser: stays text.
    if (to.startsWith('//')) continue;
    if (match.index > last) parts.push({ text: paragraph.slice(last, match.index) });
    parts.push({ text, to });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) parts.push({ text: paragraph.slice(last) });
  return parts;
}

/** The paragraph as a reader sees it (for search and descriptions): the links' words only. */
export const helpPlainText = (paragraph: string) => splitHelpLinks(paragraph).map((p) => p.text).join('');
