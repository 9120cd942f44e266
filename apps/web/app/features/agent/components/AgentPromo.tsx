import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentSide } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The dashboards' way to the agent, opened on the dashboard's own side. */
export function AgentPromo({ side }: { side: AgentSide }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} size="h4">
            {t('agentPromo.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`agentPromo.${side}`)}
          </Text>
        </div>
        <Button component={Link} to={`/ai-agent?side=${side}`} variant="light">
          {t('agentPromo.open')}
        </Button>
      </Group>
    </Paper>
  );
}
