import { PARTNER_APPLICATION_STATUSES, type PartnerApplicationStatus } from '@tradelink/shared/affiliate/application';

/** The queue's view from its URL: `?status=` (pending unless a known status) and `?page=` (1 unless a sane number). */
export function parseQueueParams(params: URLSearchParams): { status: PartnerApplicationStatus; page: number } {
  const raw = params.get('status');
  const status = (PARTNER_APPLICATION_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as PartnerApplicationStatus) : 'pending';
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1 };
}
