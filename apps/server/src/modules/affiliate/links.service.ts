import type { z } from 'zod';
import { MAX_PARTNER_LINKS, sharePath, type linkCreateRequest, type linkUpdateRequest, type PartnerLink } from '@tradelink/shared/affiliate/links';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { countLinks, findOwnLink, insertLink, listLinks, updateLink, type LinkRow } from './links.repository.ts';

export function presentLink(row: LinkRow): PartnerLink {
  const link = { code: row.code, target_path: row.targetPath, utm_source: row.utmSource, utm_medium: row.utmMedium, utm_campaign: row.utmCampaign };
  return {
    id: row.id,
    name: row.name,
    ...link,
    is_default: row.isDefault,
    archived: row.archivedAt !== null,
    share_path: sharePath(link),
    created_at: row.createdAt.toISOString(),
  };
}

/** The partner's default link, made on first use (two first requests at once make one: a unique index). */
export async function ensureDefaultLink(deps: Deps, partner: SessionUser): Promise<void> {
  const links = await listLinks(deps.db, partner.id, true);
  if (links.some((l) => l.isDefault)) return;
  await insertLink(deps.db, { partnerUserId: partner.id, name: 'Default', targetPath: '/', isDefault: true });
}

/** `affiliate.links`: the partner's links that are not archived, the default first. */
export async function getLinks(deps: Deps, partner: SessionUser) {
  await ensureDefaultLink(deps, partner);
  return { links: (await listLinks(deps.db, partner.id)).map(presentLink) };
}

export async function createLink(deps: Deps, partner: SessionUser, input: z.output<typeof linkCreateRequest>) {
  await ensureDefaultLink(deps, partner);
  // Counted before the insert: two racing creations may pass one over the cap, which only bounds the page.
  if ((await countLinks(deps.db, partner.id)) >= MAX_PARTNER_LINKS) throw new AppError('AFFILIATE_LINK_LIMIT');
  const row = await insertLink(deps.db, {
    partnerUserId: partner.id,
    name: input.name,
    targetPath: input.target_path,
    utmSource: input.utm_source ?? null,
    utmMedium: input.utm_medium ?? null,
    utmCampaign: input.utm_campaign ?? null,
  });
  return presentLink(row!);
}

async function ownLink(deps: Deps, partner: SessionUser, linkId: string) {
  const link = await findOwnLink(deps.db, partner.id, linkId);
  if (!link) throw new AppError('AFFILIATE_LINK_NOT_FOUND');
  return link;
}

const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export async function editLink(deps: Deps, partner: SessionUser, input: z.output<typeof linkUpdateRequest>) {
  const link = await ownLink(deps, partner, input.link_id);
  const values = {
    name: input.name,
    targetPath: input.target_path,
    utmSource: cleared(input.utm_source),
    utmMedium: cleared(input.utm_medium),
    utmCampaign: cleared(input.utm_campaign),
  };
  const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return presentLink(link);
  return presentLink(await updateLink(deps.db, link.id, changes));
}

/** Archiving hides a link from the list; its code keeps attributing (it may already be shared). */
export async function archiveLink(deps: Deps, partner: SessionUser, linkId: string) {
  const link = await ownLink(deps, partner, linkId);
  if (link.isDefault) throw new AppError('AFFILIATE_DEFAULT_LINK');
  if (link.archivedAt) return presentLink(link);
  return presentLink(await updateLink(deps.db, link.id, { archivedAt: new Date() }));
}
