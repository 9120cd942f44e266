import { useState } from 'react';
import { ProductImage } from './ProductImage.tsx';
import css from './ProductGallery.module.css';

const MAX_THUMBNAILS = 8;

/**
 * A product's photos: the main one large (the page's LCP image, so it loads first with high
 * priority, with its width and height) and, with more than one, a row of thumbnails that switch it.
 * Plain markup and a CSS module (decision 012: the product page renders without Mantine).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const shown = images.slice(0, MAX_THUMBNAILS);
  const current = shown[active] ?? shown[0] ?? null;
  return (
    <div>
      <ProductImage imageKey={current} size="detail" alt={name} priority className={css.main} />
      {shown.length > 1 && (
        <div className={css.thumbs}>
          {shown.map((key, index) => (
            <button key={`${index}:${key}`} type="button" className={css.thumb} onClick={() => setActive(index)} aria-pressed={index === active}>
              {/* Names the button for screen readers: which photo of how many. */}
              <ProductImage imageKey={key} size="thumb" alt={`${name} (${index + 1}/${shown.length})`} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
