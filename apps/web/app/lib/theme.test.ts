import fs from 'node:fs';
import { alpha, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS, lightVariantText, theme } from './theme.ts';

const themeVars = fs.readFileSync(new URL('../styles/theme-vars.css', import.meta.url), 'utf8');

/** A CSS colour (#rrggbb, rgb() or rgba()) as [r, g, b]. */
function rgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as [number, number, number];
  const parts = /rgba?\(([^)]+)\)/.exec(color)![1]!.split(',').map(Number);
  return [parts[0]!, parts[1]!, parts[2]!];
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = rgb(color).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The value theme-vars.css gives a custom property (the last declaration wins, as in the page). */
function cssVar(name: string): string {
  const values = [...themeVars.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1]!.trim());
  if (!values.length) throw new Error(`${name} missing from theme-vars.css`);
  return values[values.length - 1]!;
}

const WHITE = '#ffffff';
const GRAY_0 = DEFAULT_THEME.colors.gray[0];
const colours = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark');
const palette = (name: string) => theme.colors?.[name] ?? DEFAULT_THEME.colors[name]!;

describe('theme colours (WCAG AA)', () => {
  it.each(colours)('%s: white on the filled shade, and the shade as text on white and gray 0, reach 4.5:1', (name) => {
    const filled = palette(name)[8];
    expect(contrast(WHITE, filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(GRAY_0, filled)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: light-variant text on its pale background reaches 4.5:1', (name) => {
    expect(contrast(lightVariantText(palette(name)), palette(name)[1])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps Mantine’s look: only shades 8 and 9 of the deepened colours change', () => {
    for (const [name, shades] of Object.entries(ACCESSIBLE_COLORS)) {
      expect(shades.slice(0, 8)).toEqual(DEFAULT_THEME.colors[name]!.slice(0, 8));
    }
  });
});

describe('styles/theme-vars.css (pages without MantineProvider)', () => {
  it.each(Object.keys(ACCESSIBLE_COLORS))('%s: repeats the deepened shades, outline hover and light text of theme.ts', (name) => {
    const shades = ACCESSIBLE_COLORS[name as keyof typeof ACCESSIBLE_COLORS];
    expect(cssVar(`--mantine-color-${name}-8`)).toBe(shades[8]);
    expect(cssVar(`--mantine-color-${name}-9`)).toBe(shades[9]);
    expect(rgb(cssVar(`--mantine-color-${name}-outline-hover`))).toEqual(rgb(alpha(shades[8], 0.05)));
    expect(rgb(cssVar(`--tl-color-${name}-light-text`))).toEqual(rgb(lightVariantText(shades)));
  });
});
