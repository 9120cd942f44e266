import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ChatEmbed } from '@tradelink/shared/chat/chat';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { localPath } from '../linkify.ts';

/**
 * The product / RFQ / quotation card a message carries (a snapshot the server made when it was
 * sent). `compact` is the smaller version shown in the composer before sending. The card links
 * inside the site only: a url or image that is not a local path is ignored rather than followed.
 */
export function EmbedCard({ embed, compact = false }: { embed: ChatEmbed; compact?: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  // An RFQ's quantity in the reader's language; the stored English line for cards made before.
  const subtitle = embed.quantity ? formatQuantity(embed.quantity, embed.uom, i18n.language) : embed.subtitle;
  const to = localPath(embed.url);
  const image = localPath(embed.image);
  const side = compact ? 40 : 56;
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {image && (
        <img
          src={image}
          alt=""
          width={side}
          height={side}
          loading="lazy"
          decoding="async"
          style={{ flexShrink: 0, objectFit: 'cover', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
        />
      )}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
          {t(`chat.embed.${embed.type}`)}
        </Text>
        <Text size="sm" fw={600} lineClamp={compact ? 1 : 2} style={{ overflowWrap: 'anywhere' }}>
          {embed.title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
  const cardProps = { withBorder: true, radius: 'md', padding: compact ? 6 : 'xs', maw: compact ? undefined : 320, w: '100%' } as const;
  if (!to) return <Card {...cardProps}>{body}</Card>;
  return (
    <Card {...cardProps} component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {body}
    </Card>
  );
}
