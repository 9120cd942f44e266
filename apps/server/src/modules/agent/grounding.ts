import type { UIMessageChunk } from 'ai';
import type { Language } from '@tradelink/shared/constants/languages';
import { agentText } from './agent-text.ts';
import type { KnownRecords } from './tools/context.ts';

// The model's text on its way to the user, checked word by word (a word is held back until the
// whitespace after it arrives, so nothing is judged half-written; Chinese, written without spaces,
// is released after each character, so it streams too):
// - the system prompt never comes out: a canary token in it, or any 10 words in a row of it, stops
//   the rest of that text (one translated notice instead);
// - e-mail addresses are hidden: contact details stay behind the contact unlock, whatever a
//   listing or a chat said;
// - links to /product/<id>, /supplier/<SUP…>, /request/<id> stand only for records the tools
//   showed in this conversation (the cards come from tool results; an invented link is removed).

const SHINGLE = 10;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const LINK = /\]?\(?(?:https?:\/\/[^\s/)]+)?\/(product|supplier|request)\/([A-Za-z0-9]+)\)?/g;

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Chinese, Japanese and Korean characters and full-width punctuation: text without spaces, each a place to cut. */
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/u;

/** Where the held text may be cut: after its last space, newline or CJK character (-1: nowhere yet). */
function cutPoint(pending: string): number {
  for (let i = pending.length - 1; i >= 0; i--) {
    const c = pending[i]!;
    if (c === ' ' || c === '\n' || CJK.test(c)) return i;
  }
  return -1;
}

export interface TextGuardOptions {
  systemPrompt: string;
  canary: string;
  known: KnownRecords;
  lang: Language;
}

export function createTextGuard(options: TextGuardOptions) {
  const shingles = new Set<string>();
  const promptWords = words(options.systemPrompt);
  for (let i = 0; i + SHINGLE <= promptWords.length; i++) shingles.add(promptWords.slice(i, i + SHINGLE).join(' '));
  const canary = options.canary.toLowerCase();
  const state = new Map<string, { pending: string; recent: string[]; suppressed: boolean }>();
  let withheld = 0;

  const grounded = (kind: string, id: string) =>
    kind === 'product' ? options.known.products.has(Number(id)) : kind === 'supplier' ? options.known.suppliers.has(id) : options.known.rfqs.has(Number(id));

  function clean(segment: string): string {
    return segment.replace(EMAIL, '[…]').replace(LINK, (match, kind: string, id: string) => {
      if (grounded(kind, id)) return match;
      // Keep a markdown link's closing bracket so its text still reads as text.
      return match.startsWith(']') ? ']' : '';
    });
  }

  /** Whether this piece (with the words before it) repeats the system prompt. */
  function leaks(s: { recent: string[] }, segment: string): boolean {
    if (segment.toLowerCase().includes(canary)) return true;
    for (const word of words(segment)) {
      s.recent.push(word);
      if (s.recent.length > SHINGLE) s.recent.shift();
      if (s.recent.length === SHINGLE && shingles.has(s.recent.join(' '))) return true;
    }
    return false;
  }

  function release(id: string, segment: string): UIMessageChunk[] {
    const s = state.get(id)!;
    if (s.suppressed || !segment) return [];
    if (leaks(s, segment)) {
      s.suppressed = true;
      withheld++;
      return [{ type: 'text-delta', id, delta: ` ${agentText(options.lang, 'guard.removed')}` }];
    }
    return [{ type: 'text-delta', id, delta: clean(segment) }];
  }

  return {
    /** How many text parts were cut because they repeated the system prompt. */
    get withheld() {
      return withheld;
    },
    /** The chunks to send in place of this one. */
    push(chunk: UIMessageChunk): UIMessageChunk[] {
      if (chunk.type === 'text-start') {
        state.set(chunk.id, { pending: '', recent: [], suppressed: false });
        return [chunk];
      }
      if (chunk.type === 'text-delta') {
        const s = state.get(chunk.id) ?? { pending: '', recent: [], suppressed: false };
        state.set(chunk.id, s);
        s.pending += chunk.delta;
        const cut = cutPoint(s.pending);
        if (cut < 0) return [];
        const ready = s.pending.slice(0, cut + 1);
        s.pending = s.pending.slice(cut + 1);
        return release(chunk.id, ready);
      }
      if (chunk.type === 'text-end') {
        const s = state.get(chunk.id);
        const rest = s ? release(chunk.id, s.pending) : [];
        state.delete(chunk.id);
        return [...rest, chunk];
      }
      return [chunk];
    },
    /** Text still held back (a stop in the middle of a word): released as it is, checked. */
    flush(): UIMessageChunk[] {
      const out: UIMessageChunk[] = [];
      for (const [id, s] of state) {
        out.push(...release(id, s.pending));
        s.pending = '';
      }
      return out;
    },
  };
}
