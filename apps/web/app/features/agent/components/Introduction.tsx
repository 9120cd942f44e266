import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgentSide } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';
import { AGENT_PROMPTS } from '../prompts.ts';
import css from './agent.module.css';

/**
 * The suggested first prompts of a side. With `onPick` each one sends itself; without (a guest, a
 * Free account) they are shown as examples of what to ask.
 */
export function SuggestedPrompts({ side, onPick }: { side: AgentSide; onPick?: (text: string) => void }) {
  const { t } = useTranslation('agent');
  const prompts = AGENT_PROMPTS[side].map((key) => t(`prompts.${side}.${key}`));
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('prompts.title')}
      </Title>
      {onPick ? (
        <Stack gap={6} align="flex-start">
          {prompts.map((prompt) => (
            <Button key={prompt} variant="light" size="sm" className={css.promptButton} onClick={() => onPick(prompt)}>
              {prompt}
            </Button>
          ))}
        </Stack>
      ) : (
        <List size="sm" spacing={4}>
          {prompts.map((prompt) => (
            <List.Item key={prompt}>“{prompt}”</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** What the agent does for the side, and what it never does by itself. */
export function WhatItDoes({ side }: { side: AgentSide }) {
  const { t } = useTranslation('agent');
  const points = side === 'buyer' ? ['search', 'compare', 'draft', 'plan'] : ['leads', 'quote'];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        {t('what.title')}
      </Title>
      <List size="sm" spacing={4}>
        {points.map((point) => (
          <List.Item key={point}>{t(`what.${side}.${point}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="xs">
        {t('what.never')}
      </Text>
    </Paper>
  );
}
