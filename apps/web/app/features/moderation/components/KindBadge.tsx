import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PostKind } from '@tradelink/shared/moderation/admin-moderation';

export function KindBadge({ kind }: { kind: PostKind }) {
  const { t } = useTranslation('adminModeration');
  return (
    <Badge size="sm" variant="outline" color={kind === 'product' ? 'indigo' : 'grape'} style={{ flexShrink: 0 }}>
      {t(`kind.${kind}`)}
    </Badge>
  );
}
