import { useLocation, useParams } from 'react-router';
import type { Route } from './+types/buyer-inquiry';
import { InquiryThreadView } from '~/features/inquiry/components/InquiryThread.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry:meta.threadTitle');

/**
 * /business/buyer-inquiries/{id} (a buyer's inquiry) and /business/inquiries/{id} (the supplier's
 * own outreach): one thread, with reply and, for what buyers sent, "Mark handled". The way back
 * returns to the box the thread came from.
 */
export default function BusinessBuyerInquiry() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const backTo = pathname.startsWith('/business/inquiries/') ? '/business/buyer-inquiries?box=sent' : '/business/buyer-inquiries';
  return <InquiryThreadView key={id} id={Number(id)} backTo={backTo} statusAction />;
}
