import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { SanctionAction } from '../api/user-admin-queries.ts';
import { SanctionModal } from '../components/SanctionModal.tsx';

/**
 * Warn / suspend an account (active or awaiting activation), or reinstate a suspended one, each
 * with a reason. Used on the user page and beside reports; it brings its own texts (adminUsers,
 * loaded on every /admin page) and refreshes the console's user queries; `onDone` lets the host
 * page refresh its own.
 */
export function AccountActions({ userId, status, name, onDone }: { userId: string; status: string; name: string; onDone?: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [open, setOpen] = useState<SanctionAction | null>(null);
  const actions: SanctionAction[] = status === 'suspended' ? ['reinstate'] : ['warn', 'suspend'];
  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === 'suspend' ? 'filled' : 'light'}
            color={action === 'warn' ? 'orange' : action === 'suspend' ? 'red' : 'teal'}
            onClick={() => setOpen(action)}
          >
            {t(`actions.${action}.button`)}
          </Button>
        ))}
      </Group>
      {open && <SanctionModal action={open} userId={userId} name={name} onClose={() => setOpen(null)} onDone={onDone} />}
    </>
  );
}
