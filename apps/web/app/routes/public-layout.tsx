import { Outlet, useLocation } from 'react-router';
import { PublicShell } from '~/shell/PublicShell.tsx';
import { useNamespaces } from '~/lib/namespace-loader.ts';
import { lightPageNamespaces } from '~/lib/page-namespaces.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The public browsing pages: light, without Mantine or TanStack Query (decision 012). */
export default function PublicLayout() {
  const { i18n } = useTranslation();
  // The root sent the first page's namespaces; a light page reached later may add a few.
  useNamespaces(i18n, lightPageNamespaces(useLocation().pathname));
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
