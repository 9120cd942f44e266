import type { CSSProperties } from 'react';
import { IMAGE_SIZES, imageUrl, PLACEHOLDER_IMAGE, type ImageSize } from '@tradelink/shared/media/images';

interface ProductImageProps {
  /** The stored image key (or an older stored URL); none shows the placeholder. */
  imageKey: string | null | undefined;
  size: ImageSize;
  alt: string;
  /**
   * The page's main image (largest in the first screen, the LCP element): loaded at once with high
   * priority. Everything else waits until it nears the viewport.
   */
  priority?: boolean;
  /** Corner radius in px. */
  radius?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A product photo as a plain `<img>`: the square WebP size from `/media`, with its width and height
 * so the browser reserves the box before the bytes arrive (no layout shift). It fills its container's
 * width and stays square; the placeholder SVG is square too.
 */
export function ProductImage({ imageKey, size, alt, priority = false, radius, className, style }: ProductImageProps) {
  const { width, height } = IMAGE_SIZES[size];
  const src = imageUrl(imageKey, size);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: src === PLACEHOLDER_IMAGE ? 'contain' : 'cover',
        backgroundColor: '#fff',
        borderRadius: radius,
        ...style,
      }}
    />
  );
}
