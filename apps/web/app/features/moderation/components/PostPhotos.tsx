import { Badge, Box, SimpleGrid } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';

/**
 * Every photo of a post, cover first, each whole (the contained detail size: nothing cropped, so
 * a phone number or a logo at the edge shows) and a link to itself for a closer look.
 */
export function PostPhotos({ item }: { item: ModerationQueueItem }) {
  const { t } = useTranslation('adminModeration');
  const count = item.images.length;
  return (
    <SimpleGrid cols={count === 1 ? 1 : 2} spacing="xs" maw={count === 1 ? 360 : undefined} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {item.images.map((image, index) => (
        <Box component="li" key={`${index}:${image.detail_url}`} pos="relative">
          <a href={image.detail_url} target="_blank" rel="noreferrer" aria-label={t('preview.openPhoto', { n: index + 1, count })}>
            <img
              src={image.detail_url}
              alt={t('preview.photoAlt', { n: index + 1, count, title: item.title })}
              width={800}
              height={800}
              loading={index < 2 ? 'eager' : 'lazy'}
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </a>
          {index === 0 && count > 1 && (
            <Badge size="sm" variant="filled" color="dark" pos="absolute" top={8} left={8}>
              {t('preview.cover')}
            </Badge>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
