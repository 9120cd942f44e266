import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import { ComingSoon } from '~/components/dashboard/ComingSoon.tsx';

// The dashboard pages still to be built (routes.ts points only analytics here).
const FEATURE_BY_PATH: Record<string, string> = {
  analytics: 'analytics',
};

export default function UserComingSoon() {
  const { t } = useTranslation('dashboard');
  const segment = useLocation().pathname.split('/')[2] ?? '';
  return <ComingSoon feature={t(`features.${FEATURE_BY_PATH[segment] ?? 'analytics'}`)} />;
}
