import { Badge, Group } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';

const levelColor = (level: number) => (level >= 3 ? 'teal' : level === 2 ? 'blue' : 'gray');

/** The poster's trust signals: a supplier's verification level, a buyer's business verification. */
export function OwnerBadges({ owner }: { owner: ModerationQueueItem['owner'] }) {
  const { t } = useTranslation('adminModeration');
  return (
    <Group gap={4} wrap="wrap">
      {owner.verification_level !== null && (
        <Badge size="sm" variant="light" color={levelColor(owner.verification_level)}>
          {t('owner.level', { level: owner.verification_level })}
        </Badge>
      )}
      {owner.is_biz_verified !== null && (
        <Badge size="sm" variant="light" color={owner.is_biz_verified ? 'teal' : 'gray'}>
          {t(owner.is_biz_verified ? 'owner.bizVerified' : 'owner.notVerified')}
        </Badge>
      )}
    </Group>
  );
}
