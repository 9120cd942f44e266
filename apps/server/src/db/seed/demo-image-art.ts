/**
 * The demo product photos: one drawing per kind of product (a sack of coffee beans, a T-shirt, a
 * hospital bed …), drawn as SVG on a soft studio backdrop with a floor shadow, in one or more
 * colourways. Plain shapes and gradients only (no filters: a blur costs more than the rest of the
 * picture; the backdrop is a linear gradient, a radial one over the whole picture costs as much as the
 * object), so librsvg renders them quickly and the same everywhere, without fonts.
 */
import { type Art, shade, toHsl } from './art/paint.ts';
import { foodArt } from './art/food-art.ts';
import { textileArt } from './art/textile-art.ts';
import { homeArt } from './art/home-art.ts';
import { machineArt } from './art/machine-art.ts';
import { techArt } from './art/tech-art.ts';
import { buildingArt } from './art/building-art.ts';
import { goodsArt } from './art/goods-art.ts';

export const DEMO_ARTS: Record<string, Art> = { ...foodArt, ...textileArt, ...homeArt, ...machineArt, ...techArt, ...buildingArt, ...goodsArt };

export type ArtName = keyof typeof DEMO_ARTS;

/** One demo photo as SVG: `art` names the drawing, `v` its colourway. */
export function demoImageSvg(art: string, v: number, size: number): string {
  const { colours, draw } = DEMO_ARTS[art]!;
  const c = colours[v]!;
  const tint = shade(c[0]!, 0.42 - toHsl(c[0]!)[2] * 0.1, 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#fdfdfd"/><stop offset="1" stop-color="${tint}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="680" rx="320" ry="38" fill="url(#shadow)"/>
    <g transform="translate(400 430) scale(1.15) translate(-400 -430)">${draw(c, v)}</g>
  </svg>`;
}
