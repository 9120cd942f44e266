import { Outlet } from 'react-router';
import { AppScope } from '~/components/layout/AppScope.tsx';
import { PublicShell } from '~/components/layout/PublicShell.tsx';

export default function PublicLayout() {
  return (
    <AppScope>
      <PublicShell>
        <Outlet />
      </PublicShell>
    </AppScope>
  );
}
