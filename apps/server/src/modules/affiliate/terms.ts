import { DEFAULT_AFFILIATE_TERMS, AFFILIATE_CURRENCY, affiliateTerms, type AffiliateTerms } from '@tradelink/shared/affiliate/terms';
import type { Tx } from '../../db/client.ts';
import { findSetting, upsertSetting } from '../moderation/moderation-settings.repository.ts';

// The programme's terms live with the other operator switches (`moderation_settings`, key
// `affiliate_terms`); until an operator sets them the defaults of issue 23 apply. A commission keeps
// the rate it was earned at, so changing the terms never rewrites earned money.

const KEY = 'affiliate_terms';

export async function readTerms(db: Tx): Promise<AffiliateTerms> {
  const row = await findSetting(db, KEY);
  const parsed = affiliateTerms.safeParse({ ...DEFAULT_AFFILIATE_TERMS, ...(row?.value as object | undefined), currency: AFFILIATE_CURRENCY });
  return parsed.success ? parsed.data : { ...DEFAULT_AFFILIATE_TERMS, currency: AFFILIATE_CURRENCY };
}

export async function writeTerms(tx: Tx, terms: Omit<AffiliateTerms, 'currency'>, operatorId: string): Promise<AffiliateTerms> {
  await upsertSetting(tx, KEY, terms, operatorId);
  return { ...terms, currency: AFFILIATE_CURRENCY };
}
