import { Badge, List, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The verification level badge with the tooltip of spec section 1: what each level means, which are reached. */
export function VerificationLevel({ level }: { level: number }) {
  const { t } = useTranslation();
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
  return (
    <Tooltip label={details} multiline withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge color={level >= 3 ? 'teal' : level === 2 ? 'blue' : 'gray'} variant="light" tabIndex={0} style={{ cursor: 'help', flexShrink: 0 }}>
        {t('verification.level', { level })}
      </Badge>
    </Tooltip>
  );
}
