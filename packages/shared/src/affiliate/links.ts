import { z } from 'zod';
import { optionalText, requiredText } from '../validation/fields.ts';
import { blankToUndefined } from '../validation/optional.ts';
import { cleanMarketingValue } from '../marketing/params.ts';

// Referral links: `?referral=<code>` on a public page of the site, with the partner's utm values.

/** Links a partner may keep (archived ones included): enough for campaigns, bounded for the page. */
export const MAX_PARTNER_LINKS = 100;
export const LINK_NAME_MAX = 80;
export const TARGET_PATH_MAX = 300;

/**
 * First path segments that are not public pages (dashboards, the console, the API, files, account
 * keys): a link must open something a visitor who is not logged in can see.
 */
const PRIVATE_SEGMENTS = new Set([
  'api', 'assets', 'admin', 'business', 'user', 'media', 'files', 'export-pdf', 'export-quotation', 'onboarding', 'messages',
  'activate-account', 'activate-account-buyer', 'reset-pw', 'update-password', 'unsubscribe', 'logout',
]);

/** A site-relative public path (with an optional query), never another origin nor a private area. */
export function isPublicTargetPath(path: string): boolean {
  if (path.length === 0 || path.length > TARGET_PATH_MAX) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || path.includes('..') || path.includes('#')) return false;
  if (!/^\/[A-Za-z0-9\-._~/%?=&+]*$/.test(path)) return false;
  const [pathname, query = ''] = path.split('?', 2);
  const first = pathname!.split('/')[1] ?? '';
  if (PRIVATE_SEGMENTS.has(first.toLowerCase())) return false;
  // The link adds its own referral and utm values: a target carrying them would fight the link's.
  return !/(^|&)(referral|utm_[a-z]+)=/i.test(query);
}

const targetPathField = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(TARGET_PATH_MAX, { error: 'too_long' }).refine(isPublicTargetPath, { error: 'invalid' });

/** A utm value as the marketing cookies keep it (the same characters and cap). */
const utmField = blankToUndefined(z.string().trim().max(100, { error: 'too_long' }).refine((v) => cleanMarketingValue(v) === v, { error: 'invalid' }));

export const partnerLink = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  target_path: z.string(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  is_default: z.boolean(),
  archived: z.boolean(),
  /** The path with `referral` and the utm values: the page prefixes the site's origin to share it. */
  share_path: z.string(),
  created_at: z.string(),
});
export type PartnerLink = z.infer<typeof partnerLink>;

export const linkCreateRequest = z.object({
  name: requiredText(LINK_NAME_MAX),
  target_path: targetPathField.default('/'),
  utm_source: utmField,
  utm_medium: utmField,
  utm_campaign: utmField,
});

const linkIdField = z.uuid({ error: 'invalid' });
export const linkIdRequest = z.object({ link_id: linkIdField });

/** On update: absent leaves the value, '' or null clears it. */
const utmUpdateField = z
  .string()
  .trim()
  .max(100, { error: 'too_long' })
  .refine((v) => v === '' || cleanMarketingValue(v) === v, { error: 'invalid' })
  .nullable()
  .optional();

/** Only what is sent changes; a blank utm value clears it. */
export const linkUpdateRequest = z.object({
  link_id: linkIdField,
  name: optionalText(LINK_NAME_MAX).refine((v) => v === undefined || v.length > 0, { error: 'required' }),
  target_path: targetPathField.optional(),
  utm_source: utmUpdateField,
  utm_medium: utmUpdateField,
  utm_campaign: utmUpdateField,
});

export const partnerLinks = z.object({ links: z.array(partnerLink) });

/** The path a link shares: its target with `referral` and its utm values appended. */
export function sharePath(link: { code: string; target_path: string; utm_source: string | null; utm_medium: string | null; utm_campaign: string | null }): string {
  const params = new URLSearchParams();
  params.set('referral', link.code);
  if (link.utm_source) params.set('utm_source', link.utm_source);
  if (link.utm_medium) params.set('utm_medium', link.utm_medium);
  if (link.utm_campaign) params.set('utm_campaign', link.utm_campaign);
  const joiner = link.target_path.includes('?') ? '&' : '?';
  return `${link.target_path}${joiner}${params.toString()}`;
}
