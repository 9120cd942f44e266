import type { NotificationItem, NotificationType } from '@tradelink/shared/notification/notification';

/** The params a sentence may use; anything else the server sends is ignored. */
type Param = 'name' | 'subject' | 'reason';

interface TypeSentences {
  /** Repeats of this type collapse into one row whose `count` goes up: its keys have `_one`/`_other`. */
  counted: boolean;
  /** Variants, most specific first; the first whose params are all present is used. */
  variants: ReadonlyArray<{ key: string; needs: readonly Param[] }>;
}

const named = (...params: Param[]) => params;

// Each type reads well with any of its params missing: a variant exists for every subset the server
// may leave out, down to `plain`, which needs none.
const SENTENCES: Record<NotificationType, TypeSentences> = {
  new_quotation: {
    counted: true,
    variants: [
      { key: 'full', needs: named('name', 'subject') },
      { key: 'subject', needs: named('subject') },
      { key: 'name', needs: named('name') },
      { key: 'plain', needs: [] },
    ],
  },
  new_inquiry: {
    counted: true,
    variants: [
      { key: 'full', needs: named('name', 'subject') },
      { key: 'subject', needs: named('subject') },
      { key: 'name', needs: named('name') },
      { key: 'plain', needs: [] },
    ],
  },
  new_lead: {
    counted: true,
    variants: [
      { key: 'full', needs: named('name', 'subject') },
      { key: 'subject', needs: named('subject') },
      { key: 'name', needs: named('name') },
      { key: 'plain', needs: [] },
    ],
  },
  rfq_approved: {
    counted: false,
    variants: [
      { key: 'subject', needs: named('subject') },
      { key: 'plain', needs: [] },
    ],
  },
  rfq_rejected: {
    counted: false,
    variants: [
      { key: 'full', needs: named('subject', 'reason') },
      { key: 'subject', needs: named('subject') },
      { key: 'reason', needs: named('reason') },
      { key: 'plain', needs: [] },
    ],
  },
  first_contact_accepted: {
    counted: false,
    variants: [
      { key: 'name', needs: named('name') },
      { key: 'plain', needs: [] },
    ],
  },
  message_offline: {
    counted: true,
    variants: [
      { key: 'name', needs: named('name') },
      { key: 'plain', needs: [] },
    ],
  },
};

export interface NotificationSentence {
  /** `notifications:types.<type>.<variant>`; i18next adds `_one`/`_other` when `values.count` is set. */
  key: string;
  values: Partial<Record<Param, string>> & { count?: number };
}

/** `count` travels as a string; plurals need a number, and a missing or odd value means one. */
export function countParam(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The translation key and values of a notification's sentence, from its type and params. */
export function notificationSentence(item: Pick<NotificationItem, 'type' | 'params'>): NotificationSentence {
  const spec = SENTENCES[item.type];
  const present = (p: Param) => (item.params[p] ?? '').trim() !== '';
  const variant = spec.variants.find((v) => v.needs.every(present)) ?? spec.variants[spec.variants.length - 1]!;
  const values: NotificationSentence['values'] = {};
  for (const p of variant.needs) values[p] = item.params[p]!.trim();
  if (spec.counted) values.count = countParam(item.params.count);
  return { key: `notifications:types.${item.type}.${variant.key}`, values };
}

/** The sentence in the reader's language (`t` from react-i18next or a fixed i18next `t`). */
export function notificationText(t: (key: string, values: Record<string, unknown>) => string, item: Pick<NotificationItem, 'type' | 'params'>): string {
  const { key, values } = notificationSentence(item);
  return t(key, values);
}
