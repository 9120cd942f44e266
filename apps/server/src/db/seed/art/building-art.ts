import { type Art, body, heap, jitter, lin, metal, shade } from './paint.ts';

// Steel, building materials, sanitary ware, minerals and metals.

/** Stacked steel sheets and a coil. */
const steelSheets: Art = {
  colours: [['#c7ced6', '#8a949e']],
  draw: ([steel]) => `<defs>${metal('sheet', steel!)}${metal('coil', steel!, true)}</defs>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<polygon points="${170},${560 - i * 16} ${460},${560 - i * 16} ${540},${480 - i * 16} ${250},${480 - i * 16}" fill="url(#sheet)" stroke="${shade(steel!, -0.25)}" stroke-width="2"/>`).join('')}
      <rect x="440" y="320" width="170" height="240" rx="8" fill="url(#coil)"/><ellipse cx="440" cy="440" rx="60" ry="120" fill="${shade(steel!, 0.08)}"/>
      ${[0, 1, 2, 3].map((i) => `<ellipse cx="440" cy="440" rx="${52 - i * 10}" ry="${108 - i * 20}" fill="none" stroke="${shade(steel!, -0.2)}" stroke-width="3"/>`).join('')}<ellipse cx="440" cy="440" rx="18" ry="36" fill="#5a636c"/>`,
};

/** A bundle of pipes seen at an angle. */
const pipes: Art = {
  colours: [['#cfd6dd', '#8a949e'], ['#3b3f46', '#6c737c'], ['#b8c2c9', '#e6ecef']],
  draw: ([steel, inner]) => {
    const ends: Array<[number, number]> = [];
    for (let row = 0; row < 4; row++) for (let col = 0; col < 4 - row; col++) ends.push([470 + col * 58 + row * 29, 560 - row * 50]);
    return `<defs>${metal('pipe', steel!, true)}</defs>
      ${ends.map(([x, y]) => `<polygon points="${x - 26},${y - 10} ${x - 256},${y - 150} ${x - 234},${y - 178} ${x + 4},${y - 36}" fill="url(#pipe)"/>`).join('')}
      ${ends.map(([x, y]) => `<circle cx="${x}" cy="${y - 22}" r="28" fill="${shade(steel!, 0.1)}"/><circle cx="${x}" cy="${y - 22}" r="20" fill="${shade(inner!, -0.25)}"/>`).join('')}`;
  },
};

/** Deformed bars, bundled and tied. */
const rebar: Art = {
  colours: [['#7a4a32', '#9a5f40']],
  draw: ([bar]) =>
    Array.from({ length: 9 }, (_, i) => {
      const y = 360 + (i % 3) * 26 + Math.floor(i / 3) * 22;
      const x = 170 + Math.floor(i / 3) * 14;
      return `<path d="M${x},${y + 100} L${x + 460},${y}" stroke="${shade(bar!, (i % 3) * 0.05)}" stroke-width="18" stroke-linecap="round"/>` +
        `<path d="M${x},${y + 100} L${x + 460},${y}" stroke="${shade(bar!, -0.2)}" stroke-width="18" stroke-dasharray="3 14"/>`;
    }).join('') + `<path d="M300,380 q-20,70 10,110 M500,340 q-20,70 10,110" stroke="#2b2f36" stroke-width="8" fill="none"/>`,
};

/** An H-beam in perspective and an angle bar. */
const steelBeam: Art = {
  colours: [['#6d7a86', '#8e99a4']],
  draw: ([steel]) => `<defs>${body('beam', steel!, true)}</defs>
      <polygon points="200,380 540,300 600,330 260,410" fill="${shade(steel!, 0.15)}"/><polygon points="200,380 260,410 260,430 200,400" fill="${shade(steel!, -0.1)}"/>
      <polygon points="225,410 565,330 565,470 225,550" fill="url(#beam)"/>
      <polygon points="200,540 540,460 600,490 260,570" fill="${shade(steel!, 0.1)}"/><polygon points="200,540 260,570 260,590 200,560" fill="${shade(steel!, -0.15)}"/>
      <polygon points="260,410 260,590 240,575 240,420" fill="${shade(steel!, -0.2)}"/>
      <polygon points="320,620 640,560 650,575 330,635" fill="${shade(steel!, 0.05)}"/><polygon points="330,635 650,575 650,600 330,660" fill="${shade(steel!, -0.15)}"/>`,
};

/** Stacked cement bags. */
const cementBag: Art = {
  colours: [['#c9c3b6', '#2f6fb3']],
  draw: ([paper, print]) => {
    const bag = (x: number, y: number) =>
      `<path d="M${x},${y} Q${x + 130},${y - 14} ${x + 260},${y} Q${x + 272},${y + 60} ${x + 260},${y + 120} Q${x + 130},${y + 134} ${x},${y + 120} Q${x - 12},${y + 60} ${x},${y} Z" fill="url(#bag)"/>` +
      `<rect x="${x + 60}" y="${y + 30}" width="140" height="60" rx="6" fill="${print}"/><rect x="${x + 80}" y="${y + 50}" width="100" height="14" fill="#fff"/>`;
    return `<defs>${body('bag', paper!, true)}</defs>${bag(140, 500)}${bag(410, 500)}${bag(270, 370)}`;
  },
};

/** A wall of blocks or bricks. */
const bricks: Art = {
  colours: [['#b5523b', '#8a8f96'], ['#9aa1a8', '#4a5560']],
  draw: ([brickColour, beam]) => {
    const brick = (x: number, y: number, w = 112) => `<rect x="${x}" y="${y}" width="${w}" height="62" rx="6" fill="url(#brick)"/>`;
    const rows = [0, 1, 2, 3].map((r) => {
      const y = 560 - r * 70;
      return r % 2 ? brick(220, y, 52) + brick(280, y) + brick(400, y) + brick(520, y, 52) : brick(220, y) + brick(340, y) + brick(460, y);
    });
    return `<defs>${body('brick', brickColour!, true)}${body('beam', beam!, true)}</defs>${rows.join('')}
      <path d="M230,250 h340 v20 h-155 v36 h155 v20 h-340 v-20 h155 v-36 h-155 z" fill="url(#beam)"/>`;
  },
};

/** Fanned tiles: glossy ceramic, marble, wood look or granite. */
const tiles: Art = {
  colours: [['#e9eef1', '#c9d3da'], ['#f2f0ec', '#7d848b'], ['#b98a5a', '#8a5a34'], ['#2b2b2e', '#8a8a8e']],
  draw: ([face, detail], v) => {
    const next = jitter(7 + v);
    const pattern = (i: number) =>
      v === 1
        ? `<path d="M${20 + i * 5},20 Q${120},${140 - i * 10} 220,${250 + i * 4}" stroke="${detail}" stroke-width="5" fill="none"/><path d="M10,${160 + i * 10} Q90,${120 + i * 6} 150,${230}" stroke="${detail}" stroke-width="3" fill="none"/>`
        : v === 2
          ? [40, 100, 160, 220].map((y) => `<path d="M10,${y} Q120,${y - 12} 230,${y + 4}" stroke="${detail}" stroke-width="3" fill="none"/>`).join('')
          : v === 3
            ? Array.from({ length: 40 }, () => `<circle cx="${10 + next() * 220}" cy="${10 + next() * 220}" r="${2 + next() * 4}" fill="${detail}"/>`).join('')
            : `<path d="M20,20 L90,20 L20,90 Z" fill="#fff" opacity="0.6"/>`;
    return [-18, -4, 10]
      .map((r, i) => `<g transform="translate(${260 + i * 60} ${300 + i * 30}) rotate(${r})"><rect width="240" height="240" rx="6" fill="${shade(face!, i * -0.03)}" stroke="${shade(face!, -0.2)}" stroke-width="4"/>${pattern(i)}</g>`)
      .join('');
  },
};

/** A window: aluminium or white uPVC frame. */
const windowArt: Art = {
  colours: [['#5b6670', '#cfe3f2'], ['#f7f7f7', '#cfe3f2']],
  draw: ([frame, glass]) => `<defs>${lin('glass', shade(glass!, 0.05), shade(glass!, -0.12))}</defs>
      <rect x="220" y="170" width="360" height="460" rx="8" fill="${frame}" stroke="${shade(frame!, -0.2)}" stroke-width="4"/>
      <rect x="246" y="196" width="140" height="408" fill="url(#glass)"/><rect x="414" y="196" width="140" height="408" fill="url(#glass)"/>
      <path d="M270,300 L350,220 M270,350 L370,250 M440,320 L530,230" stroke="#fff" stroke-width="10" opacity="0.6"/>
      <rect x="393" y="380" width="14" height="60" rx="6" fill="${shade(frame!, -0.35)}"/>`,
};

const door: Art = {
  colours: [['#8b5a2b', '#c9a06a'], ['#efe9e0', '#b08a60']],
  draw: ([wood, handle]) => `<defs>${body('door', wood!)}</defs>
      <rect x="270" y="150" width="260" height="490" rx="6" fill="url(#door)"/>
      ${[[295, 180], [415, 180], [295, 420], [415, 420]].map(([x, y]) => `<rect x="${x}" y="${y}" width="90" height="${y === 180 ? 210 : 190}" rx="4" fill="none" stroke="${shade(wood!, -0.2)}" stroke-width="6"/>`).join('')}
      <rect x="480" y="400" width="40" height="12" rx="6" fill="${handle}"/><circle cx="490" cy="406" r="12" fill="${handle}"/>`,
};

const toilet: Art = {
  colours: [['#f7f7f7', '#c0c6cc']],
  draw: ([porcelain, steel]) => `<defs>${body('porc', porcelain!)}</defs>
      <rect x="420" y="200" width="160" height="220" rx="20" fill="url(#porc)" stroke="#dfe3e7" stroke-width="4"/><rect x="480" y="185" width="40" height="20" rx="6" fill="${steel}"/>
      <path d="M220,420 L560,420 Q560,520 450,540 L440,630 L330,630 L320,540 Q220,520 220,420 Z" fill="url(#porc)" stroke="#dfe3e7" stroke-width="4"/>
      <ellipse cx="390" cy="420" rx="170" ry="26" fill="${shade(porcelain!, -0.06)}"/>`,
};

const faucet: Art = {
  colours: [['#c9cfd6', '#2b2f36']],
  draw: ([chrome]) => `<defs>${metal('chrome', chrome!)}</defs>
      <rect x="330" y="560" width="140" height="40" rx="10" fill="url(#chrome)"/><rect x="370" y="380" width="60" height="190" rx="20" fill="url(#chrome)"/>
      <path d="M400,390 Q400,220 520,230 Q600,240 600,330 L600,380" stroke="url(#chrome)" stroke-width="40" fill="none"/><rect x="575" y="370" width="50" height="30" rx="8" fill="url(#chrome)"/>
      <rect x="420" y="430" width="110" height="24" rx="12" fill="url(#chrome)" transform="rotate(-20 430 440)"/>
      <ellipse cx="400" cy="640" rx="200" ry="20" fill="${shade(chrome!, 0.2)}"/>`,
};

const sink: Art = {
  colours: [['#cfd6dd', '#8a949e']],
  draw: ([steel]) => `<defs>${metal('sink', steel!)}</defs>
      <polygon points="160,480 560,420 660,500 260,580" fill="url(#sink)"/><polygon points="160,480 260,580 260,610 160,510" fill="${shade(steel!, -0.2)}"/><polygon points="260,580 660,500 660,530 260,610" fill="${shade(steel!, -0.1)}"/>
      <polygon points="210,485 390,458 440,508 260,536" fill="${shade(steel!, -0.25)}"/><polygon points="410,455 560,432 610,480 460,505" fill="${shade(steel!, -0.25)}"/>
      <path d="M520,420 L520,320 Q520,280 480,290" stroke="url(#sink)" stroke-width="18" fill="none"/>`,
};

/** A heap of ore, coal, sand or alloy lumps. */
const orePile: Art = {
  colours: [['#8b3a2b', '#5a2418'], ['#2b2b2e', '#4a4a50'], ['#e8dcc0', '#c9b896'], ['#8a949e', '#5a636c']],
  draw: ([main, dark], v) => {
    const mound = `<path d="M150,640 Q260,360 400,330 Q540,360 650,640 Z" fill="url(#ore)"/>`;
    if (v === 2) return `<defs>${body('ore', main!, true)}</defs>${mound}${heap(160, 400, 640, 240, 290, 3).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${dark}"/>`).join('')}`;
    const lumps = heap(70, 400, 645, 245, 300, 13 + v)
      .map(([x, y, r], i) => `<polygon points="${x - 22},${y} ${x - 8},${y - 24} ${x + 18},${y - 16} ${x + 24},${y + 6} ${x + 4},${y + 18}" transform="rotate(${r} ${x} ${y})" fill="${shade(i % 2 ? main! : dark!, (r % 40) / 400)}"/>`)
      .join('');
    return `<defs>${body('ore', dark!, true)}</defs>${mound}${lumps}`;
  },
};

/** Stacked ingots: aluminium, zinc or copper. */
const ingots: Art = {
  colours: [['#c0c6cc', '#a9b2bb'], ['#9aa3ab', '#b8bec5'], ['#c2773f', '#d4884a']],
  draw: ([main, accent]) => {
    const ingot = (x: number, y: number, c: string) =>
      `<polygon points="${x},${y} ${x + 180},${y} ${x + 160},${y - 60} ${x + 20},${y - 60}" fill="${shade(c, 0.15)}"/><polygon points="${x},${y} ${x + 180},${y} ${x + 180},${y + 40} ${x},${y + 40}" fill="${shade(c, -0.12)}"/>`;
    return `${ingot(220, 580, main!)}${ingot(410, 580, main!)}${ingot(315, 480, accent!)}${ingot(315, 380, main!)}`;
  },
};

/** A pile of scrap metal. */
const scrap: Art = {
  colours: [['#7f8892', '#8b4a2b'], ['#c2773f', '#d4a94a']],
  draw: ([main, rust]) => {
    const next = jitter(21);
    return Array.from({ length: 26 }, (_, i) => {
      const x = 220 + next() * 360;
      const y = 620 - next() * 200 * (1 - Math.abs(x - 400) / 260);
      const r = next() * 180;
      const c = shade(i % 3 ? main! : rust!, next() * 0.2 - 0.1);
      return i % 4 === 0
        ? `<rect x="${x - 60}" y="${y - 10}" width="120" height="20" rx="10" transform="rotate(${r} ${x} ${y})" fill="${c}"/>`
        : `<polygon points="${x - 40},${y} ${x - 10},${y - 30} ${x + 36},${y - 14} ${x + 20},${y + 20}" transform="rotate(${r} ${x} ${y})" fill="${c}"/>`;
    }).join('');
  },
};

export const buildingArt: Record<string, Art> = {
  'steel-sheets': steelSheets,
  pipes,
  rebar,
  'steel-beam': steelBeam,
  'cement-bag': cementBag,
  bricks,
  tiles,
  window: windowArt,
  door,
  toilet,
  faucet,
  sink,
  'ore-pile': orePile,
  ingots,
  scrap,
};
