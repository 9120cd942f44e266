import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '~/components/dashboard/ComingSoon.tsx';

const FEATURE_BY_PATH: Record<string, string> = {
  products: 'products',
  'buying-leads': 'suggest_buying_leads',
  'buyer-inquiries': 'buyer_inquiries',
  messages: 'messages',
  membership: 'membership',
  verification: 'verification',
  analytics: 'report',
  affiliate: 'affiliate',
};

export default function BusinessComingSoon() {
  const { t } = useTranslation('dashboard');
  const segment = useLocation().pathname.split('/')[2] ?? '';
  return <ComingSoon feature={t(`features.${FEATURE_BY_PATH[segment] ?? 'products'}`)} />;
}
