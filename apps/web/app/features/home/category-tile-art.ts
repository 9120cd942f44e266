/**
 * A category's own tile when it has no picture (no image set, no approved product photo yet): its
 * initial on a colour of its own (the hue follows the id), so no two neighbouring tiles look alike
 * and none is a bare grey box. Plain data for plain markup: no script on the home page.
 */
export function categoryTileArt(id: string, name: string): { initial: string; hue: number } {
  const n = Number.parseInt(id, 10) || [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  // The golden angle spreads consecutive ids far apart on the colour wheel.
  const hue = Math.round((n * 137.508) % 360);
  const initial = [...name.trim()][0]?.toLocaleUpperCase() ?? '?';
  return { initial, hue };
}
