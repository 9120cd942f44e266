import { useLocation, useParams } from 'react-router';
import type { Route } from './+types/inquiry-thread';
import { INQUIRY_PATHS } from '~/features/inquiry/components/InquiryList.tsx';
import { InquiryThreadView } from '~/features/inquiry/components/InquiryThread.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry:meta.threadTitle');

/** /user/inquiries/{id} and /user/supplier-inquiries/{id}: one thread; the way back follows the path. */
export default function InquiryThreadPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const backTo = pathname.startsWith(INQUIRY_PATHS.received) ? INQUIRY_PATHS.received : INQUIRY_PATHS.sent;
  return <InquiryThreadView key={id} id={Number(id)} backTo={backTo} />;
}
