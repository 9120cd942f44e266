import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { presetRange, rangeProblem, REPORT_EARLIEST, REPORT_PRESETS, type ReportRange } from '@tradelink/shared/analytics/range';
import { todayIso } from '@tradelink/shared/validation/optional';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The presets (7, 30, 90 days) and a custom period, checked here before the server checks it again. */
export function RangeControls({ range, preset, onChange }: { range: ReportRange; preset: number | null; onChange: (next: ReportRange) => void }) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  // A period chosen elsewhere (a preset, Back) refills the custom fields.
  if (shown.srtdate !== range.srtdate || shown.enddate !== range.enddate) {
    setShown(range);
    setDraft(range);
    setProblem(null);
  }
  const apply = () => {
    const issue = rangeProblem(draft);
    if (issue) return setProblem(issue.problem);
    setProblem(null);
    onChange(draft);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('range.presets')}>
        {REPORT_PRESETS.map((days) => (
          <Button key={days} size="xs" variant={preset === days ? 'filled' : 'default'} aria-pressed={preset === days} onClick={() => onChange(presetRange(days))}>
            {t('range.last', { count: days })}
          </Button>
        ))}
      </Group>
      <form
        noValidate
        aria-label={t('range.custom')}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('range.from')}
            value={draft.srtdate}
            min={REPORT_EARLIEST}
            max={todayIso()}
            onChange={(e) => setDraft({ ...draft, srtdate: e.currentTarget.value })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label={t('range.to')}
            value={draft.enddate}
            min={REPORT_EARLIEST}
            max={todayIso()}
            onChange={(e) => setDraft({ ...draft, enddate: e.currentTarget.value })}
            w={{ base: '100%', xs: 170 }}
          />
          <Button type="submit" variant="light">
            {t('range.apply')}
          </Button>
        </Group>
        {problem && (
          <Text c="red.8" size="sm" mt={4} role="alert">
            {t(`range.problems.${problem}`)}
          </Text>
        )}
      </form>
    </Stack>
  );
}
