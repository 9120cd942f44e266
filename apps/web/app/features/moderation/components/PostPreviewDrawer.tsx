import { Anchor, Box, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { countryName, formatDate, formatRelative } from '~/lib/format.ts';
import { KindBadge } from './KindBadge.tsx';
import { OwnerBadges } from './OwnerBadges.tsx';
import { PostPhotos } from './PostPhotos.tsx';
import { postPrice, postQuantity } from './post-facts.ts';

interface Props {
  item: ModerationQueueItem;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </div>
  );
}

/** Everything an operator needs to decide on one post without leaving the queue. */
export function PostPreviewDrawer({ item, onClose, onApprove, onReject, busy }: Props) {
  const { t, i18n } = useTranslation('adminModeration');
  const lang = i18n.language;
  const none = t('preview.none');
  const price = postPrice(item, lang);
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" title={<KindBadge kind={item.kind} />}>
      <Stack>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Title>
        {item.images.length > 0 && (
          <Fact label={t('preview.photos', { count: item.images.length })}>
            <PostPhotos item={item} />
          </Fact>
        )}
        <Fact label={t('preview.description')}>
          {item.description ? (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.description}
              </Text>
              {item.description.length >= 300 && (
                <Text size="xs" c="dimmed">
                  {t('preview.descriptionCut')}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('preview.noDescription')}
            </Text>
          )}
        </Fact>
        <Group grow align="flex-start" wrap="wrap">
          <Fact label={t('preview.category')}>{item.category_name ?? none}</Fact>
          {item.kind === 'product' ? (
            <>
              <Fact label={t('preview.price')}>{price ?? t('queue.priceOnRequest')}</Fact>
              <Fact label={t('preview.moq')}>{postQuantity(item, lang) ?? none}</Fact>
            </>
          ) : (
            <>
              <Fact label={t('preview.quantity')}>{postQuantity(item, lang) ?? none}</Fact>
              <Fact label={t('preview.targetPrice')}>{price ?? none}</Fact>
              <Fact label={t('preview.destination')}>{item.destination_country ? countryName(item.destination_country, lang) : none}</Fact>
            </>
          )}
        </Group>
        <Fact label={t('preview.owner')}>
          <Stack gap={4}>
            <Anchor component={Link} to={`/admin/users/${item.owner.user_id}`} aria-label={t('owner.open', { name: item.owner.name })}>
              {item.owner.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[item.owner.identity, item.owner.country ? countryName(item.owner.country, lang) : null].filter(Boolean).join(' · ')}
            </Text>
            <OwnerBadges owner={item.owner} />
          </Stack>
        </Fact>
        <Group grow align="flex-start">
          <Fact label={t('preview.submitted')}>
            {formatDate(item.submitted_at, lang)} ({formatRelative(item.submitted_at, lang)})
          </Fact>
          <Fact label={t('preview.created')}>{formatDate(item.created_at, lang)}</Fact>
        </Group>
        <Group justify="flex-end" mt="md">
          <Button variant="default" color="red" onClick={onReject} disabled={busy}>
            {t('queue.reject')}
          </Button>
          <Button color="green" onClick={onApprove} loading={busy}>
            {t('queue.approve')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
