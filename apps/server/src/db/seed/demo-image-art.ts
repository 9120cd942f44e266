/**
 * Drawings for the demo product photos: one object per top-level category family, drawn as SVG on
 * a soft studio backdrop with a floor shadow, in four colourways (like a product's colour options).
 * Plain shapes and gradients only (no filters: a blur costs more than the rest of the picture), so
 * librsvg renders them quickly and the same everywhere, without fonts.
 */

type Hsl = [number, number, number];

function toHsl(hex: string): Hsl {
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
function shade(hex: string, dl: number, ks = 1): string {
  const [h, s, l] = toHsl(hex);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return `hsl(${h.toFixed(0)} ${(clamp(s * ks) * 100).toFixed(0)}% ${(clamp(l + dl) * 100).toFixed(0)}%)`;
}

interface Paint {
  main: string;
  /** Second colour of the colourway (details, contents). */
  accent: string;
  v: number;
}

const lin = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const body = (id: string, c: string, vertical = false) => lin(id, shade(c, 0.12), shade(c, -0.14), vertical);

function polar(cx: number, cy: number, r: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const step = 360 / teeth;
  const points: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    points.push(polar(cx, cy, inner, a), polar(cx, cy, outer, a + step * 0.15), polar(cx, cy, outer, a + step * 0.45), polar(cx, cy, inner, a + step * 0.6));
  }
  return `M${points.join(' L')} Z`;
}

const bean = (x: number, y: number, rot: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="24" ry="16" fill="${c}"/><path d="M-18,0 Q0,-7 18,0" stroke="${shade(c, -0.2)}" stroke-width="3" fill="none"/></g>`;

const ART: Record<string, (p: Paint) => string> = {
  'agriculture-food': ({ main, accent, v }) => {
    const beans = [[300, 630, 20], [350, 648, -30], [410, 640, 60], [470, 650, 10], [520, 628, -50], [330, 605, 80], [390, 612, -10], [450, 615, 35], [500, 600, 70], [420, 590, -60]];
    return `<defs>${body('sack', main)}</defs>
      <path d="M255,640 C225,520 240,360 305,300 C280,270 300,240 330,250 L470,250 C500,240 520,270 495,300 C560,360 575,520 545,640 Z" fill="url(#sack)"/>
      <path d="M305,300 C360,318 440,318 495,300" stroke="${shade(main, -0.25)}" stroke-width="10" fill="none" stroke-linecap="round"/>
      <ellipse cx="400" cy="${300 - v * 4}" rx="90" ry="22" fill="${shade(accent, 0.05)}"/>
      ${beans.map(([x, y, r]) => bean(x!, y!, r! + v * 15, accent)).join('')}`;
  },
  'textiles-apparel': ({ main, accent, v }) => {
    const stripes = v % 2 ? Array.from({ length: 7 }, (_, i) => `<rect x="290" y="${350 + i * 40}" width="220" height="16" fill="${accent}" opacity="0.85"/>`).join('') : '';
    return `<defs>${body('cloth', main)}<clipPath id="shirt"><path d="M300,230 L360,205 Q400,250 440,205 L500,230 L590,300 L545,365 L505,335 L505,630 L295,630 L295,335 L255,365 L210,300 Z"/></clipPath></defs>
      <g clip-path="url(#shirt)"><rect x="200" y="190" width="400" height="460" fill="url(#cloth)"/>${stripes}</g>
      <path d="M360,205 Q400,250 440,205" stroke="${shade(main, -0.2)}" stroke-width="8" fill="none"/>
      ${v % 2 ? '' : `<circle cx="455" cy="330" r="20" fill="${accent}"/>`}`;
  },
  'furniture-home-decor': ({ main, accent, v }) => `<defs>${body('wood', main, true)}${body('cushion', accent, true)}</defs>
      <rect x="300" y="${200 + v * 6}" width="200" height="210" rx="24" fill="url(#wood)"/>
      <rect x="318" y="${220 + v * 6}" width="164" height="170" rx="18" fill="url(#cushion)"/>
      <rect x="270" y="410" width="260" height="56" rx="16" fill="url(#cushion)"/>
      <rect x="262" y="458" width="276" height="26" rx="10" fill="url(#wood)"/>
      <path d="M290,484 L275,640 M510,484 L525,640 M335,484 L330,600 M465,484 L470,600" stroke="${shade(main, -0.2)}" stroke-width="18" stroke-linecap="round"/>`,
  machinery: ({ main, accent, v }) => `<defs>${lin('steel', shade(main, 0.2), shade(main, -0.2))}${body('gear2', accent)}</defs>
      <g transform="rotate(${v * 7} 370 400)"><path d="${gearPath(370, 400, 210, 175, 14)}" fill="url(#steel)"/>
      <circle cx="370" cy="400" r="120" fill="${shade(main, -0.08)}"/><circle cx="370" cy="400" r="62" fill="${shade(main, 0.25)}"/>
      <circle cx="370" cy="400" r="34" fill="${shade(main, -0.3)}"/></g>
      <path d="${gearPath(575, 560, 105, 85, 9)}" fill="url(#gear2)"/><circle cx="575" cy="560" r="30" fill="${shade(accent, 0.3)}"/>`,
  electronics: ({ main, accent, v }) => {
    const w = v === 3 ? 330 : 220;
    const x = 400 - w / 2;
    return `<defs>${body('case', main)}${lin('screen', shade(accent, 0.15), shade(accent, -0.25), true)}</defs>
      <rect x="${x}" y="160" width="${w}" height="460" rx="36" fill="url(#case)"/>
      <rect x="${x + 14}" y="185" width="${w - 28}" height="410" rx="22" fill="url(#screen)"/>
      <circle cx="400" cy="172" r="5" fill="${shade(main, -0.3)}"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 34 + (i % 4) * ((w - 68) / 4)}" y="${230 + Math.floor(i / 4) * 62}" width="${(w - 68) / 4 - 12}" height="44" rx="10" fill="#fff" opacity="0.55"/>`).join('')}
      <circle cx="${400 + w / 2 - 60}" cy="520" r="${30 + v * 4}" fill="#fff" opacity="0.25"/>`;
  },
  'construction-building-materials': ({ main, accent }) => {
    const brick = (x: number, y: number, w = 112) => `<rect x="${x}" y="${y}" width="${w}" height="62" rx="6" fill="url(#brick)"/>`;
    const rows = [0, 1, 2, 3].map((r) => {
      const y = 560 - r * 70;
      return r % 2 ? brick(220, y, 52) + brick(280, y) + brick(400, y) + brick(520, y, 52) : brick(220, y) + brick(340, y) + brick(460, y);
    });
    return `<defs>${body('brick', main, true)}${body('beam', accent, true)}</defs>${rows.join('')}
      <path d="M230,250 h340 v20 h-155 v36 h155 v20 h-340 v-20 h155 v-36 h-155 z" fill="url(#beam)"/>`;
  },
  'packaging-printing': ({ main, accent, v }) => `<defs>${lin('top', shade(main, 0.18), shade(main, 0.05))}</defs>
      <polygon points="400,230 590,310 400,390 210,310" fill="url(#top)"/>
      <polygon points="210,310 400,390 400,630 210,550" fill="${shade(main, -0.06)}"/>
      <polygon points="590,310 400,390 400,630 590,550" fill="${shade(main, -0.16)}"/>
      <polygon points="305,270 495,350 470,361 280,281" fill="${accent}" opacity="0.9"/>
      <polygon points="${v % 2 ? '250,420 360,466 360,520 250,474' : '440,460 550,414 550,470 440,516'}" fill="#fff" opacity="0.6"/>`,
  'chemicals-plastics': ({ main, accent, v }) => `<defs>${lin('glass', 'rgba(255,255,255,0.75)', 'rgba(255,255,255,0.35)')}${body('liquid', accent, true)}
      <clipPath id="flask"><path d="M360,200 L440,200 L440,330 L560,600 Q570,630 540,630 L260,630 Q230,630 240,600 L360,330 Z"/></clipPath></defs>
      <g clip-path="url(#flask)"><rect x="220" y="190" width="360" height="450" fill="url(#glass)"/><rect x="220" y="${430 - v * 25}" width="360" height="220" fill="url(#liquid)"/></g>
      <path d="M360,200 L440,200 L440,330 L560,600 Q570,630 540,630 L260,630 Q230,630 240,600 L360,330 Z" stroke="${shade(main, -0.1)}" stroke-width="8" fill="none"/>
      <rect x="345" y="180" width="110" height="26" rx="8" fill="${main}"/>
      ${[[360, 540, 14], [430, 500, 10], [470, 570, 18], [330, 590, 8]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.5"/>`).join('')}`,
  'beauty-personal-care': ({ main, accent, v }) => `<defs>${body('bottle', main)}${body('jar', accent)}</defs>
      <rect x="290" y="${250 + v * 8}" width="150" height="${380 - v * 8}" rx="40" fill="url(#bottle)"/>
      <rect x="335" y="${205 + v * 8}" width="60" height="50" rx="8" fill="${shade(main, -0.25)}"/>
      <path d="M365,${205 + v * 8} L365,${175 + v * 8} L420,${175 + v * 8}" stroke="${shade(main, -0.25)}" stroke-width="14" fill="none" stroke-linecap="round"/>
      <rect x="310" y="400" width="110" height="120" rx="10" fill="#fff" opacity="0.7"/>
      <rect x="450" y="500" width="150" height="130" rx="24" fill="url(#jar)"/><rect x="442" y="478" width="166" height="40" rx="12" fill="${shade(accent, -0.2)}"/>`,
  'health-medical': ({ main, accent, v }) => {
    const capsule = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-50" y="-20" width="100" height="40" rx="20" fill="${accent}"/><path d="M0,-20 L30,-20 A20,20 0 0 1 30,20 L0,20 Z" fill="#fff"/></g>`;
    return `<defs>${body('pack', main)}</defs>
      <rect x="260" y="240" width="230" height="360" rx="30" fill="url(#pack)"/><rect x="250" y="210" width="250" height="60" rx="16" fill="${shade(main, -0.2)}"/>
      <rect x="340" y="350" width="70" height="170" rx="10" fill="#fff"/><rect x="290" y="400" width="170" height="70" rx="10" fill="#fff"/>
      ${capsule(560, 560 - v * 10, -30 + v * 20)}${capsule(520, 630, 15)}`;
  },
  'vehicles-parts': ({ main, accent, v }) => {
    const spokes = 5 + v;
    return `<defs>${lin('rim', shade(main, 0.25), shade(main, -0.15))}</defs>
      <circle cx="400" cy="400" r="230" fill="#2b2f36"/><circle cx="400" cy="400" r="215" fill="none" stroke="#3a3f47" stroke-width="10" stroke-dasharray="14 10"/>
      <circle cx="400" cy="400" r="160" fill="url(#rim)"/><circle cx="400" cy="400" r="138" fill="${shade(main, -0.3)}"/>
      ${Array.from({ length: spokes }, (_, i) => `<rect x="390" y="268" width="20" height="132" rx="8" fill="url(#rim)" transform="rotate(${(360 / spokes) * i} 400 400)"/>`).join('')}
      <circle cx="400" cy="400" r="42" fill="${accent}"/><circle cx="400" cy="400" r="14" fill="${shade(accent, -0.3)}"/>`;
  },
  'handicrafts-gifts': ({ main, accent, v }) => `<defs>${body('vase', main)}</defs>
      <path d="M345,190 L455,190 L445,240 Q560,330 540,470 Q525,590 460,630 L340,630 Q275,590 260,470 Q240,330 355,240 Z" fill="url(#vase)"/>
      <path d="M283,${400 + v * 6} Q400,${430 + v * 6} 517,${400 + v * 6}" stroke="${accent}" stroke-width="16" fill="none"/>
      <path d="M272,${470 + v * 6} Q400,${500 + v * 6} 528,${470 + v * 6}" stroke="${accent}" stroke-width="6" fill="none"/>
      <circle cx="400" cy="${330 + v * 4}" r="28" fill="none" stroke="${accent}" stroke-width="6"/><ellipse cx="400" cy="192" rx="58" ry="10" fill="${shade(main, -0.25)}"/>`,
  energy: ({ main, accent, v }) => {
    const cell = (i: number, j: number) => {
      const [x0, y0] = [230 + j * 92 - i * 28, 330 + i * 70];
      return `<polygon points="${x0},${y0} ${x0 + 86},${y0} ${x0 + 86 - 26},${y0 + 64} ${x0 - 26},${y0 + 64}" fill="url(#cell)"/>`;
    };
    return `<defs>${lin('cell', shade(main, 0.12), shade(main, -0.12), true)}</defs>
      <circle cx="${600 - v * 30}" cy="200" r="70" fill="${accent}"/><circle cx="${600 - v * 30}" cy="200" r="95" fill="${accent}" opacity="0.25"/>
      <polygon points="222,322 610,322 522,612 134,612" fill="${shade(main, -0.3, 0.5)}"/>
      ${[0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => cell(i, j)).join('')).join('')}
      <rect x="360" y="612" width="24" height="40" fill="${shade(main, -0.3, 0.3)}"/>`;
  },
  'minerals-metals': ({ main, accent }) => {
    const ingot = (x: number, y: number, c: string) =>
      `<polygon points="${x},${y} ${x + 180},${y} ${x + 160},${y - 60} ${x + 20},${y - 60}" fill="${shade(c, 0.15)}"/><polygon points="${x},${y} ${x + 180},${y} ${x + 180},${y + 40} ${x},${y + 40}" fill="${shade(c, -0.12)}"/>`;
    return `${ingot(220, 580, main)}${ingot(410, 580, main)}${ingot(315, 480, accent)}${ingot(315, 380, main)}`;
  },
};

/** Four colourways per family: [object colour, detail colour]. */
export const DEMO_COLOURWAYS: Record<string, Array<[string, string]>> = {
  'agriculture-food': [['#c8a675', '#6b3f22'], ['#b9a27e', '#4d7a2e'], ['#d2b48c', '#7a2e1c'], ['#a88a62', '#e8d9b5']],
  'textiles-apparel': [['#2f6fb3', '#ffffff'], ['#e06a4e', '#ffe3d3'], ['#3f8f6b', '#f3e9c6'], ['#f2f2f2', '#1f3b63']],
  'furniture-home-decor': [['#a06a3e', '#e9ddc8'], ['#5c3b28', '#2f6b6b'], ['#d9c2a0', '#c9574a'], ['#7b5a44', '#9bb7a8']],
  machinery: [['#8a97a6', '#f08a24'], ['#6f7c8a', '#e8c13a'], ['#9aa5b1', '#2f86c9'], ['#7d8793', '#d64545']],
  electronics: [['#2b2f36', '#3d7be0'], ['#e8e8ea', '#8c5cd6'], ['#c9b08a', '#2bb3a3'], ['#3a4a5e', '#f06c5b']],
  'construction-building-materials': [['#b5523b', '#8a8f96'], ['#9aa1a8', '#4a5560'], ['#d8c19a', '#8c6b3f'], ['#6d8fae', '#dfe6ec']],
  'packaging-printing': [['#c89b63', '#e6cf9f'], ['#f3f1ec', '#d65b4a'], ['#3b3f46', '#e0b84a'], ['#6fae86', '#f1efe6']],
  'chemicals-plastics': [['#9fb3c4', '#4cb6a7'], ['#a9b6c2', '#8e63cf'], ['#98aab9', '#e2943b'], ['#a7b8c7', '#d74f7c']],
  'beauty-personal-care': [['#f2b8c6', '#f7e3c9'], ['#b9d8c9', '#f3c2a5'], ['#d8c7ee', '#ffd9e1'], ['#f4e1c1', '#c98a7a']],
  'health-medical': [['#3a8fd9', '#e24b4b'], ['#2fb08d', '#f2b233'], ['#e25b5b', '#3a8fd9'], ['#6d7fd6', '#59c2a0']],
  'vehicles-parts': [['#c3c9d0', '#d93a3a'], ['#8e959d', '#f0b429'], ['#d6b56b', '#2a2d33'], ['#4a525c', '#3fa9f5']],
  'handicrafts-gifts': [['#b3262d', '#e9c46a'], ['#f4f1ea', '#2b5ca8'], ['#8fb9a3', '#f4f1ea'], ['#2e2a2a', '#d4a24c']],
  energy: [['#2c5aa0', '#f5b82e'], ['#1f3f6e', '#f79b2e'], ['#365f8c', '#ffd166'], ['#244b7a', '#ef8354']],
  'minerals-metals': [['#d4a94a', '#c0c6cc'], ['#b8bec5', '#c07a4a'], ['#c2773f', '#d4a94a'], ['#7f8892', '#b8bec5']],
};

export const DEMO_FAMILIES = Object.keys(DEMO_COLOURWAYS);

/** One demo photo as SVG: `family` is a top-level category slug, `v` its colourway (0–3). */
export function demoImageSvg(family: string, v: number, size: number): string {
  const [main, accent] = DEMO_COLOURWAYS[family]![v]!;
  const draw = ART[family]!;
  const tint = shade(main, 0.42 - toHsl(main)[2] * 0.1, 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <defs><radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="680" rx="320" ry="38" fill="url(#shadow)"/>
    <g transform="translate(400 430) scale(1.15) translate(-400 -430)">${draw({ main, accent, v })}</g>
  </svg>`;
}
