import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { textOf, type AgentUIMessage } from '../agent-message.ts';
import { ToolPart, toolView } from './ToolPart.tsx';
import css from './agent.module.css';

interface Props {
  message: AgentUIMessage;
  /** The answer being streamed now (its tools say what they do while they run). */
  live: boolean;
  stopped: boolean;
  /** Retry offered on this answer (the conversation's last, when nothing streams). */
  onRetry?: () => void;
}

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}
function RetryIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}

/**
 * One message. The user's is their text; the agent's is its text, then each tool's result as the
 * marketplace's own cards (from the tool parts, never from the text), in the order they came.
 */
export function MessageView({ message, live, stopped, onRetry }: Props) {
  const { t } = useTranslation('agent');
  const clipboard = useClipboard({ timeout: 2000 });
  if (message.role === 'user') {
    return (
      <div className={css.user}>
        <Text size="xs" c="dimmed" fw={600}>
          {t('message.you')}
        </Text>
        <Text size="sm">{textOf(message)}</Text>
      </div>
    );
  }
  const text = textOf(message);
  const builtin = message.metadata?.mode === 'builtin';
  return (
    <Stack gap="xs" component="article" aria-label={t('message.agent')}>
      <Group gap="xs">
        <Text size="xs" c="dimmed" fw={600}>
          {t('message.agent')}
        </Text>
        {builtin && (
          <Badge size="xs" variant="light" color="gray">
            {t('message.builtinBadge')}
          </Badge>
        )}
      </Group>
      {message.parts.map((part, i) => {
        if (part.type === 'text') {
          return part.text.trim() ? (
            <Text key={i} size="sm" className={css.answer}>
              {part.text.trim()}
            </Text>
          ) : null;
        }
        const tool = toolView(part);
        return tool ? <ToolPart key={i} tool={tool} live={live} /> : null;
      })}
      {(stopped || message.metadata?.status === 'stopped') && (
        <Text size="xs" c="dimmed" fs="italic">
          {t('message.stopped')}
        </Text>
      )}
      {!live && (text || onRetry) && (
        <Group gap={4}>
          {text && (
            <Tooltip label={clipboard.copied ? t('message.copied') : t('message.copy')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('message.copy')} onClick={() => clipboard.copy(text)}>
                <CopyIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {clipboard.copied && (
            <Text size="xs" c="dimmed" role="status">
              {t('message.copied')}
            </Text>
          )}
          {onRetry && (
            <Tooltip label={t('message.retry')}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('message.retry')} onClick={onRetry}>
                <RetryIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
    </Stack>
  );
}
