import type { TFunction } from '~/lib/translator.ts';

/** An action's translated name (`post.approve` → actions.post_approve); unknown actions show as stored. */
export const actionLabel = (t: TFunction, action: string) => t(`actions.${action.replaceAll('.', '_')}`, { defaultValue: action });

export const targetLabel = (t: TFunction, type: string) => t(`targets.${type}`, { defaultValue: type });

/** Where an audit target can be looked at, when there is a page for it. */
export function targetLink(type: string, id: string): string | null {
  const safe = encodeURIComponent(id);
  switch (type) {
    case 'product':
      return `/product/${safe}`;
    case 'rfq':
      return `/request/${safe}`;
    case 'user':
      return `/admin/users/${safe}`;
    case 'support_request':
      return `/admin/support/${safe}`;
    case 'setting':
      return '/admin/moderation';
    default:
      return null;
  }
}
