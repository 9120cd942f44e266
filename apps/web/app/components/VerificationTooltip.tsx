import { List, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { VerificationBadge } from './VerificationLevel.tsx';
import { useFocusHandOver } from '~/lib/use-deferred.ts';
import { formatDate } from '~/lib/format.ts';

/** The steps above Level 1, in order: Level 2 is the work email, 3 the documents, 4 smart tracing. */
const STEPS = ['work_email', 'documents', 'smart_tracing'] as const;

interface Props {
  level: number;
  /** ISO date of the last verification, when the caller has it. */
  lastVerifiedAt: string | null;
  takeFocus: boolean;
  /** Open at mount: the hover, focus or tap that loaded this is still on the badge. */
  initiallyOpen?: boolean;
}

/** What the supplier's level means, which verification steps are done, and when it was last verified (spec section 1). */
export default function VerificationTooltip({ level, lastVerifiedAt, takeFocus, initiallyOpen = false }: Props) {
  const { t, i18n } = useTranslation();
  const { t: tv } = useTranslation('verification');
  const badge = useFocusHandOver<HTMLSpanElement>(takeFocus);
  const shown = Math.min(4, Math.max(1, Math.round(level)));
  const details = (
    <Stack gap={4} maw={320}>
      <Text size="sm" fw={600}>
        {t('verification.tooltipTitle', { level: shown })}
      </Text>
      <Text size="xs">{t(`verification.level${shown}`)}</Text>
      <List size="xs" spacing={2}>
        {STEPS.map((step, i) => {
          const done = shown >= i + 2;
          return (
            <List.Item key={step} icon={<span aria-hidden>{done ? '✓' : '○'}</span>}>
              {tv(`tooltip.steps.${step}`)}
              <Text span size="xs" c={done ? 'teal.2' : 'gray.4'}>
                {' '}
                ({done ? tv('tooltip.done') : tv('tooltip.notYet')})
              </Text>
            </List.Item>
          );
        })}
      </List>
      {lastVerifiedAt && <Text size="xs">{tv('tooltip.lastVerified', { date: formatDate(lastVerifiedAt, i18n.language) })}</Text>}
    </Stack>
  );
  // Opened at mount only while the intent that loaded it lasts (the pointer still over the
  // placeholder, its focus, a tap): uncontrolled, so leaving, blur, Escape or a tap elsewhere close it.
  return (
    <Tooltip label={details} multiline withArrow defaultOpened={initiallyOpen} events={{ hover: true, focus: true, touch: true }}>
      <VerificationBadge ref={badge} level={level} />
    </Tooltip>
  );
}
