import { Outlet } from 'react-router';
import { AppScope } from '~/components/layout/AppScope.tsx';

/** The public routes with forms (login, posting, payments…): Mantine and TanStack Query (decision 012). */
export default function AppLayout() {
  return (
    <AppScope>
      <Outlet />
    </AppScope>
  );
}
