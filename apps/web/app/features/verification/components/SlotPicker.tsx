import { useMemo, useState } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { groupSlotsByDay, viewerTimeZone } from '../slot-days.ts';
import { formatDateWith } from '~/lib/format.ts';

interface Props {
  slots: string[];
  value: string;
  onChange: (slot: string) => void;
  error?: string;
}

/** Free session slots grouped by day (pick a day, then a time), shown in the viewer's own time zone. */
export function SlotPicker({ slots, value, onChange, error }: Props) {
  const { t, i18n } = useTranslation('verification');
  const timeZone = useMemo(viewerTimeZone, []);
  const days = useMemo(() => groupSlotsByDay(slots, timeZone), [slots, timeZone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((d) => d.key === chosenDay) ?? days.find((d) => d.slots.includes(value)) ?? days[0];
  const lang = i18n.language;
  const dayChip = (slot: string) => formatDateWith(slot, lang, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const dayLabel = (slot: string) => formatDateWith(slot, lang, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const timeLabel = (slot: string) => formatDateWith(slot, lang, { timeZone, hour: '2-digit', minute: '2-digit' });
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {t('tracing.slot')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tracing.slotHint', { zone: timeZone })}
        </Text>
      </div>
      {!day && <Text size="sm">{t('tracing.noSlots')}</Text>}
      {day && (
        <>
          <Chip.Group multiple={false} value={day.key} onChange={setChosenDay}>
            <Group gap={6} role="group" aria-label={t('tracing.day')}>
              {days.map((d) => (
                <Chip key={d.key} value={d.key} size="sm">
                  {dayChip(d.slots[0]!)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Chip.Group multiple={false} value={value} onChange={onChange}>
            <Group gap={6} role="group" aria-label={dayLabel(day.slots[0]!)}>
              {day.slots.map((slot) => (
                <Chip key={slot} value={slot} size="sm" variant="outline" color="teal">
                  {timeLabel(slot)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {value && (
            <Text size="sm">{t('tracing.chosen', { date: formatDateWith(value, lang, { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }) })}</Text>
          )}
        </>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
