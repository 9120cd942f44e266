import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import type { Route } from './+types/coming-soon';
import { ComingSoon } from '~/components/dashboard/ComingSoon.tsx';
import { pageMeta } from '~/lib/meta.ts';

// The dashboard pages still to be built (routes.ts points only these here).
const FEATURE_BY_PATH: Record<string, string> = {
  analytics: 'report',
};
const featureOf = (pathname: string) => FEATURE_BY_PATH[pathname.split('/')[2] ?? ''] ?? 'report';

/** Titled by its sidebar tab, as the built pages are. */
export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta(matches, `dashboard:tabs.${featureOf(location.pathname)}`);

export default function BusinessComingSoon() {
  const { t } = useTranslation('dashboard');
  return <ComingSoon feature={t(`features.${featureOf(useLocation().pathname)}`)} />;
}
