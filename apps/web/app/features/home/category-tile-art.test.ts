import { describe, expect, it } from 'vitest';
import { categoryTileArt } from './category-tile-art.ts';

describe('categoryTileArt', () => {
  it('gives each category its own colour and its initial, in any script', () => {
    const tiles = ['1', '2', '3', '4', '5', '6'].map((id) => categoryTileArt(id, 'x'));
    expect(new Set(tiles.map((t) => t.hue)).size).toBe(6);
    expect(categoryTileArt('7', 'coffee beans').initial).toBe('C');
    expect(categoryTileArt('7', '咖啡豆').initial).toBe('咖');
    expect(categoryTileArt('7', 'Ôtô').initial).toBe('Ô');
    expect(categoryTileArt('7', 'a')).toEqual(categoryTileArt('7', 'a'));
  });
});
