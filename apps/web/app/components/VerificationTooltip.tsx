import { List, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerificationBadge } from './VerificationLevel.tsx';
import { useFocusHandOver } from '~/lib/use-deferred.ts';

/** What each verification level means and which are reached (spec section 1). */
export default function VerificationTooltip({ level, takeFocus }: { level: number; takeFocus: boolean }) {
  const { t } = useTranslation();
  const badge = useFocusHandOver<HTMLDivElement>(takeFocus);
  const details = (
    <Stack gap={4} maw={320}>
      <Text size="sm" fw={600}>
        {t('verification.tooltipTitle', { level })}
      </Text>
      <List size="xs" spacing={2}>
        {[1, 2, 3, 4].map((l) => (
          <List.Item key={l} icon={<span aria-hidden>{l <= level ? '✓' : '○'}</span>}>
            {t(`verification.level${l}`)}
            <Text span size="xs" c={l <= level ? 'teal.2' : 'gray.4'}>
              {' '}
              ({l <= level ? t('verification.reached') : t('verification.notReached')})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
  // Not opened at mount: the pointer may have left while this loaded. Moving over the badge or the
  // focus handed back above opens it.
  return (
    <Tooltip label={details} multiline withArrow events={{ hover: true, focus: true, touch: true }}>
      <VerificationBadge ref={badge} level={level} />
    </Tooltip>
  );
}
