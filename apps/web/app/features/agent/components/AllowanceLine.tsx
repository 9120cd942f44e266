import { Text } from '@mantine/core';
import type { AgentUsage } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDateTime } from '~/lib/format.ts';

/** "12 of 50 messages left today · resets at 07:00" (midnight UTC in the reader's time). */
export function AllowanceLine({ usage }: { usage: AgentUsage }) {
  const { t, i18n } = useTranslation('agent');
  const { daily_limit: limit, used_today: used, resets_at: resets } = usage.allowance;
  if (!usage.allowed || limit <= 0) return null;
  const left = Math.max(0, limit - used);
  const time = formatDateTime(resets, i18n.language, { year: undefined });
  return (
    <Text size="xs" c={left === 0 ? 'red' : 'dimmed'} mt={4} aria-live="polite">
      {left === 0 ? t('allowance.none', { limit, time }) : t('allowance.left', { left, limit, time })}
    </Text>
  );
}
