import { type Art, body, lin, shade } from './paint.ts';

// Textiles and apparel: fabric, yarn, clothes, shoes, bags and caps.

/** Three bolts of fabric and a draped length. */
const fabricRolls: Art = {
  colours: [['#f2f2f2', '#3a6ea5', '#d9c7a0'], ['#1f3b63', '#c0392b', '#7f8c8d'], ['#e8b4c8', '#d4af37', '#7a1f3d']],
  draw: (c) => {
    const bolt = (x: number, y: number, colour: string, id: string) =>
      `<defs>${body(id, colour, true)}</defs><rect x="${x}" y="${y}" width="240" height="84" rx="8" fill="url(#${id})"/><ellipse cx="${x + 240}" cy="${y + 42}" rx="22" ry="42" fill="${shade(colour, 0.08)}"/>` +
      `<path d="M${x + 240},${y + 18} a18,24 0 1,1 -1,48 a12,16 0 1,1 1,-32" stroke="${shade(colour, -0.18)}" stroke-width="3" fill="none"/>`;
    return `${bolt(220, 440, c[0]!, 'b0')}${bolt(330, 440, c[1]!, 'b1')}${bolt(275, 356, c[2]!, 'b2')}
      <path d="M200,540 Q300,520 420,540 Q520,560 600,530 L620,640 Q500,660 400,640 Q300,625 190,645 Z" fill="${shade(c[1]!, 0.06)}" opacity="0.95"/>
      <path d="M260,545 Q280,600 250,645 M380,540 Q400,600 370,640 M500,552 Q520,600 505,645" stroke="${shade(c[1]!, -0.12)}" stroke-width="4" fill="none"/>`;
  },
};

/** Cones of yarn. */
const yarn: Art = {
  colours: [['#e9e4da', '#4a7fb5', '#c0392b']],
  draw: (c) =>
    [
      [280, 330, c[0]!],
      [520, 340, c[2]!],
      [400, 380, c[1]!],
    ]
      .map(([x, top, colour], i) => {
        const [cx, y0] = [x as number, top as number];
        const id = `cone${i}`;
        return `<defs>${body(id, colour as string)}</defs><path d="M${cx - 55},${y0} L${cx + 55},${y0} L${cx + 95},${y0 + 260} Q${cx},${y0 + 290} ${cx - 95},${y0 + 260} Z" fill="url(#${id})"/>` +
          Array.from({ length: 9 }, (_, k) => `<path d="M${cx - 58 - k * 4},${y0 + 18 + k * 27} Q${cx},${y0 + 28 + k * 29} ${cx + 58 + k * 4},${y0 + 18 + k * 27}" stroke="${shade(colour as string, -0.1)}" stroke-width="2" fill="none"/>`).join('') +
          `<path d="M${cx - 22},${y0} L${cx - 14},${y0 - 40} L${cx + 14},${y0 - 40} L${cx + 22},${y0} Z" fill="#d9b77a"/>`;
      })
      .join(''),
};

/** A T-shirt: plain, striped or with a chest logo. */
const tShirt: Art = {
  colours: [['#2f6fb3', '#ffffff'], ['#e06a4e', '#ffe3d3'], ['#3f8f6b', '#f3e9c6'], ['#f2f2f2', '#1f3b63']],
  draw: ([main, accent], v) => {
    const stripes = v % 2 ? Array.from({ length: 7 }, (_, i) => `<rect x="290" y="${350 + i * 40}" width="220" height="16" fill="${accent}" opacity="0.85"/>`).join('') : '';
    return `<defs>${body('cloth', main!)}<clipPath id="shirt"><path d="M300,230 L360,205 Q400,250 440,205 L500,230 L590,300 L545,365 L505,335 L505,630 L295,630 L295,335 L255,365 L210,300 Z"/></clipPath></defs>
      <g clip-path="url(#shirt)"><rect x="200" y="190" width="400" height="460" fill="url(#cloth)"/>${stripes}</g>
      <path d="M360,205 Q400,250 440,205" stroke="${shade(main!, -0.2)}" stroke-width="8" fill="none"/>
      ${v % 2 ? '' : `<circle cx="455" cy="330" r="20" fill="${accent}"/>`}`;
  },
};

/** A pair of jeans. */
const jeans: Art = {
  colours: [['#3b5b8c', '#d9a441'], ['#23395d', '#d9a441']],
  draw: ([denim, stitch]) => `<defs>${body('denim', denim!)}</defs>
      <path d="M285,200 L515,200 L545,640 L430,640 L400,330 L370,640 L255,640 Z" fill="url(#denim)"/>
      <rect x="285" y="200" width="230" height="34" fill="${shade(denim!, -0.1)}"/>
      ${[300, 350, 450, 500].map((x) => `<rect x="${x - 6}" y="196" width="12" height="42" fill="${shade(denim!, -0.2)}"/>`).join('')}
      <path d="M300,240 Q330,300 385,250 M500,240 Q470,300 415,250" stroke="${stitch}" stroke-width="4" fill="none" stroke-dasharray="10 6"/>
      <path d="M400,234 L400,320" stroke="${stitch}" stroke-width="4" stroke-dasharray="10 6"/><circle cx="400" cy="217" r="7" fill="${stitch}"/>
      <path d="M270,600 L365,600 M435,600 L530,600" stroke="${shade(denim!, 0.15)}" stroke-width="6"/>`,
};

/** Workwear: a hi-vis jacket, a navy work jacket with reflective stripes, or a plain white (chef's) jacket. */
const workwear: Art = {
  colours: [['#f2c014', '#c9d1d9'], ['#1f3b63', '#c9d1d9'], ['#e8702a', '#c9d1d9'], ['#f4f4f2', '#f4f4f2']],
  draw: ([main, tape]) => `<defs>${body('jacket', main!)}<clipPath id="jk"><path d="M320,220 L480,220 L590,290 L620,560 L555,570 L535,370 L530,640 L270,640 L265,370 L245,570 L180,560 L210,290 Z"/></clipPath></defs>
      <g clip-path="url(#jk)"><rect x="170" y="200" width="460" height="460" fill="url(#jacket)"/>
      <rect x="170" y="440" width="460" height="26" fill="${tape}"/><rect x="170" y="520" width="460" height="26" fill="${tape}"/>
      <rect x="300" y="220" width="24" height="230" fill="${tape}"/><rect x="476" y="220" width="24" height="230" fill="${tape}"/></g>
      <path d="M350,220 L400,290 L450,220" stroke="${shade(main!, -0.25)}" stroke-width="8" fill="none"/><path d="M400,290 L400,640" stroke="${shade(main!, -0.3)}" stroke-width="5"/>`,
};

/** A sneaker seen from the side. */
const sneaker: Art = {
  colours: [['#2f80ed', '#ffffff'], ['#f2f2f2', '#e74c3c']],
  draw: ([upper, accent]) => `<defs>${body('upper', upper!, true)}</defs>
      <path d="M190,540 Q200,430 300,400 L380,330 Q420,310 450,340 Q500,400 600,440 Q640,460 630,540 Z" fill="url(#upper)"/>
      <path d="M180,540 L640,540 Q650,590 600,600 L210,600 Q170,595 180,540 Z" fill="#f7f7f7" stroke="#d0d4d8" stroke-width="4"/>
      <path d="M180,585 L640,585" stroke="#c9ced3" stroke-width="6"/>
      <path d="M260,500 Q380,470 520,520" stroke="${accent}" stroke-width="18" fill="none" stroke-linecap="round"/>
      ${[0, 1, 2, 3].map((i) => `<path d="M${360 + i * 26},${350 + i * 18} l40,-18" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`).join('')}
      <path d="M200,540 Q210,460 280,430" stroke="${shade(upper!, -0.2)}" stroke-width="5" fill="none"/>`,
};

/** A leather Oxford shoe. */
const leatherShoe: Art = {
  colours: [['#6b3a1e', '#2b1a10'], ['#1c1c1c', '#3a2a20']],
  draw: ([leather, sole]) => `<defs>${lin('lea', shade(leather!, 0.2), shade(leather!, -0.1), true)}</defs>
      <path d="M170,560 Q175,470 260,440 L390,380 Q440,360 470,390 L520,440 Q600,460 630,520 Q640,560 610,565 Z" fill="url(#lea)"/>
      <path d="M160,560 L640,560 Q645,600 610,600 L470,600 L460,620 L250,620 L240,600 L185,600 Q155,598 160,560 Z" fill="${sole}"/>
      <path d="M390,382 Q420,450 520,440" stroke="${shade(leather!, -0.2)}" stroke-width="5" fill="none"/>
      ${[0, 1, 2].map((i) => `<path d="M${410 + i * 22},${395 + i * 12} l34,-14" stroke="${shade(leather!, 0.35)}" stroke-width="5" stroke-linecap="round"/>`).join('')}
      <ellipse cx="290" cy="470" rx="60" ry="16" fill="#fff" opacity="0.25"/>`,
};

/** A pair of flip-flops from above. */
const flipFlop: Art = {
  colours: [['#2d9cdb', '#f2c94c']],
  draw: ([sole, strap]) => {
    const one = (x: number, r: number) =>
      `<g transform="translate(${x} 430) rotate(${r})"><path d="M0,-190 Q75,-190 78,-60 Q80,60 60,150 Q40,200 0,200 Q-45,200 -60,150 Q-78,60 -72,-60 Q-70,-190 0,-190 Z" fill="${sole}" stroke="${shade(sole!, -0.2)}" stroke-width="6"/>` +
      `<path d="M-60,-20 Q-20,-90 0,-140 Q20,-90 62,-20" stroke="${strap}" stroke-width="20" fill="none" stroke-linecap="round"/><circle cx="0" cy="-140" r="12" fill="${shade(strap!, -0.2)}"/></g>`;
    return `${one(320, -8)}${one(490, 8)}`;
  },
};

/** A tote bag: leather, printed canvas or straw. */
const handbag: Art = {
  colours: [['#8b4513', '#d4a373'], ['#e8dcc4', '#2f6fb3'], ['#d9b97a', '#8a5a2b']],
  draw: ([main, accent], v) => {
    const weave = v === 2 ? Array.from({ length: 14 }, (_, i) => `<path d="M${250 + i * 22},330 L${240 + i * 24},620" stroke="${shade(main!, -0.12)}" stroke-width="3"/>`).join('') + Array.from({ length: 10 }, (_, i) => `<path d="M245,${350 + i * 28} L555,${350 + i * 28}" stroke="${shade(main!, -0.08)}" stroke-width="2"/>`).join('') : '';
    const print = v === 1 ? `<circle cx="400" cy="470" r="60" fill="none" stroke="${accent}" stroke-width="12"/><path d="M370,470 l20,20 l40,-45" stroke="${accent}" stroke-width="12" fill="none"/>` : '';
    const strap = v === 0 ? `<rect x="330" y="330" width="140" height="40" rx="8" fill="${shade(main!, -0.12)}"/><circle cx="400" cy="350" r="9" fill="${accent}"/>` : '';
    return `<defs>${body('bag', main!)}<clipPath id="tote"><path d="M260,330 L540,330 L580,630 L220,630 Z"/></clipPath></defs>
      <path d="M300,335 Q300,190 400,190 Q500,190 500,335" stroke="${v === 1 ? main : shade(main!, -0.2)}" stroke-width="22" fill="none"/>
      <g clip-path="url(#tote)"><rect x="200" y="320" width="400" height="320" fill="url(#bag)"/>${weave}</g>${print}${strap}`;
  },
};

/** A backpack. */
const backpack: Art = {
  colours: [['#2c3e50', '#e67e22'], ['#c0392b', '#2c3e50']],
  draw: ([main, accent]) => `<defs>${body('pack', main!)}${body('pocket', shade(main!, -0.05))}</defs>
      <path d="M360,210 Q360,170 400,170 Q440,170 440,210" stroke="${shade(main!, -0.2)}" stroke-width="16" fill="none"/>
      <rect x="270" y="205" width="260" height="430" rx="90" fill="url(#pack)"/>
      <path d="M285,300 Q400,250 515,300" stroke="${accent}" stroke-width="6" fill="none"/>
      <rect x="305" y="420" width="190" height="170" rx="40" fill="url(#pocket)" stroke="${shade(main!, -0.2)}" stroke-width="4"/>
      <path d="M320,450 L480,450" stroke="${accent}" stroke-width="6"/><rect x="470" y="440" width="14" height="30" rx="4" fill="${accent}"/>
      <rect x="245" y="300" width="30" height="240" rx="12" fill="${shade(main!, -0.22)}"/><rect x="525" y="300" width="30" height="240" rx="12" fill="${shade(main!, -0.22)}"/>`,
};

/** A baseball cap. */
const cap: Art = {
  colours: [['#1f3b63', '#f2c94c'], ['#e8e2d0', '#c0392b']],
  draw: ([main, accent]) => `<defs>${body('crown', main!)}</defs>
      <path d="M230,500 Q230,300 400,290 Q560,300 570,500 Z" fill="url(#crown)"/>
      <path d="M400,292 L400,500 M310,320 Q300,420 320,500 M490,320 Q505,420 485,500" stroke="${shade(main!, -0.15)}" stroke-width="4" fill="none"/>
      <ellipse cx="400" cy="292" rx="14" ry="8" fill="${shade(main!, -0.2)}"/>
      <path d="M520,480 Q650,470 660,530 Q600,560 500,535 Z" fill="${shade(main!, -0.12)}"/>
      <path d="M225,500 Q400,540 575,500 L575,520 Q400,560 225,520 Z" fill="${shade(main!, -0.2)}"/>
      <rect x="345" y="390" width="110" height="60" rx="10" fill="${accent}"/>`,
};

export const textileArt: Record<string, Art> = {
  'fabric-rolls': fabricRolls,
  yarn,
  't-shirt': tShirt,
  jeans,
  workwear,
  sneaker,
  'leather-shoe': leatherShoe,
  'flip-flop': flipFlop,
  handbag,
  backpack,
  cap,
};
