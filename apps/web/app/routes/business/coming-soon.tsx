import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { ComingSoon } from '~/components/dashboard/ComingSoon.tsx';

// The dashboard pages still to be built (routes.ts points only these here).
const FEATURE_BY_PATH: Record<string, string> = {
  analytics: 'report',
  affiliate: 'affiliate',
};

export default function BusinessComingSoon() {
  const { t } = useTranslation('dashboard');
  const segment = useLocation().pathname.split('/')[2] ?? '';
  return <ComingSoon feature={t(`features.${FEATURE_BY_PATH[segment] ?? 'report'}`)} />;
}
