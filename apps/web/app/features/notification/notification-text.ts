import type { NotificationItem, NotificationType } from '@tradelink/shared/notification/notification';

/** The params a sentence may use; anything else the server sends is ignored. */
type Param = 'name' | 'subject' | 'reason';

interface TypeSentences {
  /** Repeats of this type collapse into one row whose `count` goes up: its keys have `_one`/`_other`. */
  counted: boolean;
  /** Variants, most specific first; the first whose params are all present is used. */
  variants: ReadonlyArray<{ key: string; needs: readonly Param[] }>;
}

type Variant = TypeSentences['variants'][number];

/**
 * Every subset of a type's params, most specific first: all of them (`full`, only when there are
 * two), each alone (keyed by its name, in the order given: the one more worth keeping first), and
 * none (`plain`). So each type reads well whichever params the server leaves out.
 */
function variantsOf(...params: Param[]): Variant[] {
  return [
    ...(params.length > 1 ? [{ key: 'full', needs: params }] : []),
    ...params.map((p) => ({ key: p, needs: [p] })),
    { key: 'plain', needs: [] },
  ];
}

const SENTENCES: Record<NotificationType, TypeSentences> = {
  new_quotation: { counted: true, variants: variantsOf('subject', 'name') },
  new_inquiry: { counted: true, variants: variantsOf('subject', 'name') },
  new_lead: { counted: true, variants: variantsOf('subject', 'name') },
  rfq_approved: { counted: false, variants: variantsOf('subject') },
  rfq_rejected: { counted: false, variants: variantsOf('subject', 'reason') },
  first_contact_accepted: { counted: false, variants: variantsOf('name') },
  message_offline: { counted: true, variants: variantsOf('name') },
};

export interface NotificationSentence {
  /** `notifications:types.<type>.<variant>`; the translator adds `_one`/`_other` when `values.count` is set. */
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

/** The sentence in the reader's language (`t` from useTranslation or a fixed `t`). */
export function notificationText(t: (key: string, values: Record<string, unknown>) => string, item: Pick<NotificationItem, 'type' | 'params'>): string {
  const { key, values } = notificationSentence(item);
  return t(key, values);
}
