import { useState } from 'react';
import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { ProductImage } from './ProductImage.tsx';

const MAX_THUMBNAILS = 8;

/**
 * A product's photos: the main one large (the page's LCP image, so it loads first with high
 * priority) and, with more than one, a row of thumbnails that switch it.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const shown = images.slice(0, MAX_THUMBNAILS);
  const current = shown[active] ?? shown[0] ?? null;
  return (
    <div>
      <ProductImage imageKey={current} size="detail" alt={name} priority radius={8} style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
      {shown.length > 1 && (
        <SimpleGrid cols={5} spacing="xs" mt="xs">
          {shown.map((key, index) => (
            <UnstyledButton
              key={`${index}:${key}`}
              onClick={() => setActive(index)}
              aria-pressed={index === active}
              style={{
                borderRadius: 6,
                outline: index === active ? '2px solid var(--mantine-color-blue-6)' : '1px solid var(--mantine-color-gray-3)',
                outlineOffset: index === active ? 1 : 0,
                overflow: 'hidden',
              }}
            >
              {/* Names the button for screen readers: which photo of how many. */}
              <ProductImage imageKey={key} size="thumb" alt={`${name} (${index + 1}/${shown.length})`} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
