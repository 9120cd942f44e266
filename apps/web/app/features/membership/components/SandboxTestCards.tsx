import { Alert, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { SANDBOX_CARDS } from '@tradelink/shared/constants/plans';
import { formatCardNumber } from '../card-fields.ts';

type TestCard = keyof typeof SANDBOX_CARDS;
const ORDER: TestCard[] = ['success', 'declined', 'retry'];

/** Says plainly that nothing is charged, and which test card does what. */
export function SandboxTestCards({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation('membership');
  return (
    <Alert color="yellow" title={t('sandbox.title')} data-testid="sandbox-notice">
      <Stack gap="xs">
        <Text size="sm">{t('sandbox.body')}</Text>
        <List size="sm" spacing={6} listStyleType="none" ml={0}>
          {ORDER.map((card) => {
            const number = formatCardNumber(SANDBOX_CARDS[card]);
            return (
              <List.Item key={card}>
                <Group gap="xs" wrap="wrap">
                  <Code>{number}</Code>
                  <Text size="sm">{t(`sandbox.cards.${card}`)}</Text>
                  <Button size="compact-xs" variant="subtle" onClick={() => onUse(number)} aria-label={t('sandbox.useLabel', { number })}>
                    {t('sandbox.use')}
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}
