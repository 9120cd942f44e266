import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { StepState } from '../ladder-state.ts';

const COLORS: Record<StepState, string> = {
  done: 'teal',
  code_sent: 'blue',
  in_review: 'yellow',
  rejected: 'red',
  scheduled: 'blue',
  available: 'gray',
  locked: 'gray',
};

/** The state of one level (or of a buyer's request), in words and colour. */
export function StepStateBadge({ state }: { state: StepState }) {
  const { t } = useTranslation('verification');
  return (
    <Badge color={COLORS[state]} variant={state === 'locked' ? 'outline' : 'light'}>
      {t(`state.${state}`)}
    </Badge>
  );
}
