/**
 * Shared pieces for the demo product drawings: colour shading, gradients and a few shapes many
 * drawings use. Drawings work in an 800 × 800 box with the floor at y ≈ 650.
 */

/** One drawing: its colourways (each a list of colours the drawing reads by index) and how to draw one. */
export interface Art {
  colours: string[][];
  draw: (c: string[], v: number) => string;
}

type Hsl = [number, number, number];

export function toHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** The colour with its lightness moved by `dl` (-1..1) and saturation scaled by `ks`. */
export function shade(hex: string, dl: number, ks = 1): string {
  const [h, s, l] = toHsl(hex);
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return `hsl(${h.toFixed(0)} ${(clamp(s * ks) * 100).toFixed(0)}% ${(clamp(l + dl) * 100).toFixed(0)}%)`;
}

export const lin = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A gradient that makes a flat colour look like a lit, rounded surface. */
export const body = (id: string, c: string, vertical = false) => lin(id, shade(c, 0.12), shade(c, -0.14), vertical);

/** A metal sheen: light, dark, light across the surface. */
export const metal = (id: string, c: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${shade(c, 0.18)}"/><stop offset="0.45" stop-color="${shade(c, -0.12)}"/><stop offset="0.6" stop-color="${shade(c, 0.22)}"/><stop offset="1" stop-color="${shade(c, -0.08)}"/></linearGradient>`;

export function polar(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
}

export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const step = 360 / teeth;
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    points.push(polar(cx, cy, inner, a), polar(cx, cy, outer, a + step * 0.15), polar(cx, cy, outer, a + step * 0.45), polar(cx, cy, inner, a + step * 0.6));
  }
  return `M${points.join(' L')} Z`;
}

/** Fixed pseudo-random numbers for scattering small things (the same picture on every run). */
export function jitter(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** `count` points in an ellipse-shaped heap around (cx, cy), lower ones in front. */
export function heap(count: number, cx: number, cy: number, rx: number, ry: number, seed: number): Array<[number, number, number]> {
  const next = jitter(seed);
  const out: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = next() * Math.PI;
    const r = Math.sqrt(next());
    // Upper half of an ellipse: a mound standing on y = cy.
    out.push([cx + Math.cos(a) * rx * r, cy - Math.sin(a) * ry * r, next() * 360]);
  }
  return out.sort((p, q) => p[1] - q[1]);
}

/** A round bowl (front half) whose rim is centred on (cx, rimY). */
export const bowl = (cx: number, rimY: number, w: number, fill: string, rim: string) =>
  `<path d="M${cx - w},${rimY} Q${cx - w + 10},${rimY + w * 0.85} ${cx},${rimY + w * 0.9} Q${cx + w - 10},${rimY + w * 0.85} ${cx + w},${rimY} Z" fill="${fill}"/>` +
  `<ellipse cx="${cx}" cy="${rimY}" rx="${w}" ry="${w * 0.16}" fill="${rim}"/>`;

/** A cylinder standing upright: body, top ellipse. */
export const cylinder = (x: number, y: number, w: number, h: number, fill: string, top: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/><ellipse cx="${x + w / 2}" cy="${y + h}" rx="${w / 2}" ry="${w * 0.14}" fill="${fill}"/><ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2}" ry="${w * 0.14}" fill="${top}"/>`;

/** A wheel: tyre, rim and hub. */
export const wheel = (cx: number, cy: number, r: number, rim: string, hub = '#2b2f36') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#23262b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${hub}"/>`;
