import { Outlet } from 'react-router';
import { PublicShell } from '~/components/layout/PublicShell.tsx';

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
