import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComingSoon } from '~/components/dashboard/ComingSoon.tsx';

const FEATURE_BY_PATH: Record<string, string> = {
  messages: 'messages',
  membership: 'membership',
  analytics: 'analytics',
};

export default function UserComingSoon() {
  const { t } = useTranslation('dashboard');
  const segment = useLocation().pathname.split('/')[2] ?? '';
  return <ComingSoon feature={t(`features.${FEATURE_BY_PATH[segment] ?? 'messages'}`)} />;
}
