import { Suspense } from 'react';
import { lazyInScope } from '~/components/layout/lazy-in-scope.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';

const OpenDialog = lazyInScope(() => import('./OpenDialog.tsx'));

/**
 * Mounts the dialog layer when a dialog opens. The modal's code loads then (dialogs open on a
 * user's action or a `popup=` link), not with every public page.
 */
export function DialogHost() {
  const { current } = useDialog();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog />
    </Suspense>
  );
}
