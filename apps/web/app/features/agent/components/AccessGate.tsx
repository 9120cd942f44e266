import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { AgentSide, AgentUsage } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { SuggestedPrompts, WhatItDoes } from './Introduction.tsx';
import { upgradePath } from './upgrade-path.ts';

/** A guest: what the agent does, the examples, and signing in (back here afterwards). */
export function GuestGate() {
  const { t } = useTranslation('agent');
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={t('gate.guestTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('gate.guestBody')}</Text>
          <Group gap="xs">
            <Button component={Link} to={withDirectUrl('/login', here)} size="sm">
              {t('gate.signIn')}
            </Button>
            <Button component={Link} to={withDirectUrl('/register', here)} size="sm" variant="default">
              {t('gate.register')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      <SuggestedPrompts side="buyer" />
      <WhatItDoes side="buyer" />
      <SuggestedPrompts side="supplier" />
      <WhatItDoes side="supplier" />
    </Stack>
  );
}

/**
 * A signed-in account the server refuses (`agent.usage`'s refusal): a Free plan sees the upgrade
 * path for its side; a side the account lacks says so. The examples show what it would get; the
 * message box is not offered.
 */
export function PlanGate({ usage, side }: { usage: AgentUsage; side: AgentSide }) {
  const { t } = useTranslation('agent');
  const missingSide = usage.refusal === 'BUYER_ONLY' || usage.refusal === 'SUPPLIER_ONLY';
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={missingSide ? undefined : t('gate.freeTitle')}>
        <Stack gap="xs">
          <Text size="sm">{missingSide ? t('gate.sideMissing', { side: t(`page.side.${side}`) }) : side === 'supplier' ? t('gate.freeSupplier') : t('gate.freeBuyer')}</Text>
          {!missingSide && (
            <Button component={Link} to={upgradePath(side)} size="sm" style={{ alignSelf: 'flex-start' }}>
              {side === 'supplier' ? t('gate.upgradeSupplier') : t('gate.upgradeBuyer')}
            </Button>
          )}
        </Stack>
      </Alert>
      <SuggestedPrompts side={side} />
      <WhatItDoes side={side} />
    </Stack>
  );
}
