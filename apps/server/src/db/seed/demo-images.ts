import sharp from 'sharp';
import { saveImage } from '../../modules/media/media.service.ts';
import { createRandom } from './random.ts';
import { DEMO_COLOURWAYS, DEMO_FAMILIES, demoImageSvg } from './demo-image-art.ts';

/** Image keys per top-level category slug. */
export type DemoImagePool = Map<string, string[]>;

// The detail size: big enough that no served size is an upscale, small enough to keep seeding fast.
const SOURCE_SIZE = 800;

/**
 * Renders the demo photos (14 families × 4 colourways) and stores them through the upload path
 * (`saveImage`), so they are checked, cleaned and resized like any upload. Content-addressed: a
 * second run finds them stored and skips the work after rendering. Takes about a second.
 */
export async function generateDemoImages(mediaRoot: string): Promise<DemoImagePool> {
  const jobs = DEMO_FAMILIES.flatMap((family) => DEMO_COLOURWAYS[family]!.map((_, v) => ({ family, v })));
  const keys = await Promise.all(
    jobs.map(async ({ family, v }) => {
      // JPEG, as most product photos arrive; quality high enough that the source adds no artefacts.
      const source = await sharp(Buffer.from(demoImageSvg(family, v, SOURCE_SIZE))).jpeg({ quality: 90 }).toBuffer();
      return { family, key: (await saveImage(mediaRoot, source)).key };
    }),
  );
  const pool: DemoImagePool = new Map();
  for (const { family, key } of keys) pool.set(family, [...(pool.get(family) ?? []), key]);
  return pool;
}

/**
 * Picks 1–4 images of a product's family: a main image and the family's other colourways after it.
 * Uses its own random stream so adding images leaves the rest of the demo data as it was.
 */
export function demoImagePicker(pool: DemoImagePool, seed = 0x1a9e5) {
  const random = createRandom(seed);
  return (family: string): string[] => {
    const keys = pool.get(family);
    if (!keys?.length) return [];
    const count = random.int(1, Math.min(4, keys.length));
    const start = random.int(0, keys.length - 1);
    return Array.from({ length: count }, (_, i) => keys[(start + i) % keys.length]!);
  };
}
