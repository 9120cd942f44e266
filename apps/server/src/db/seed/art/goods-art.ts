import { type Art, body, cylinder, heap, lin, metal, shade } from './paint.ts';

// Packaging, chemicals and plastics, beauty and health products.

const carton: Art = {
  colours: [['#c89b63', '#e6cf9f'], ['#f3f1ec', '#d65b4a']],
  draw: ([main, accent], v) => `<defs>${lin('top', shade(main!, 0.18), shade(main!, 0.05))}</defs>
      <polygon points="400,230 590,310 400,390 210,310" fill="url(#top)"/>
      <polygon points="210,310 400,390 400,630 210,550" fill="${shade(main!, -0.06)}"/>
      <polygon points="590,310 400,390 400,630 590,550" fill="${shade(main!, -0.16)}"/>
      <polygon points="305,270 495,350 470,361 280,281" fill="${accent}" opacity="0.9"/>
      <polygon points="${v % 2 ? '250,420 360,466 360,520 250,474' : '440,460 550,414 550,470 440,516'}" fill="#fff" opacity="0.6"/>`,
};

const paperBag: Art = {
  colours: [['#c89b63', '#8a5a2b'], ['#f3f1ec', '#c0392b']],
  draw: ([paper, rope]) => `<defs>${body('bag', paper!)}</defs>
      <path d="M330,330 Q330,220 400,220 Q470,220 470,330" stroke="${rope}" stroke-width="10" fill="none"/>
      <polygon points="260,320 520,320 540,630 240,630" fill="url(#bag)"/><polygon points="520,320 580,340 590,620 540,630" fill="${shade(paper!, -0.18)}"/>
      <path d="M250,360 L530,360" stroke="${shade(paper!, -0.1)}" stroke-width="3"/><circle cx="390" cy="480" r="50" fill="none" stroke="${rope}" stroke-width="8"/>`,
};

const giftBox: Art = {
  colours: [['#b3262d', '#e9c46a'], ['#1f3b63', '#f4f1ea']],
  draw: ([box, ribbon]) => `<defs>${body('box', box!)}</defs>
      <rect x="240" y="380" width="320" height="250" rx="6" fill="url(#box)"/><rect x="225" y="330" width="350" height="70" rx="8" fill="${shade(box!, 0.08)}"/>
      <rect x="380" y="330" width="40" height="300" fill="${ribbon}"/>
      <path d="M400,330 Q320,240 300,300 Q300,340 400,330 Q480,240 500,300 Q500,340 400,330 Z" fill="${ribbon}" stroke="${shade(ribbon!, -0.2)}" stroke-width="3"/>`,
};

/** Stacked woven polypropylene bags. */
const wovenBag: Art = {
  colours: [['#f1efe8', '#2f6fb3']],
  draw: ([pp, print]) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 600 - i * 40;
        return `<rect x="${220 + (i % 2) * 12}" y="${y - 60}" width="360" height="70" rx="14" fill="${shade(pp!, -i * 0.02)}" stroke="${shade(pp!, -0.15)}" stroke-width="3"/>`;
      })
      .join('') +
    `<rect x="232" y="300" width="360" height="180" rx="16" fill="${pp}" stroke="${shade(pp!, -0.15)}" stroke-width="3"/>${Array.from({ length: 16 }, (_, i) => `<path d="M${250 + i * 22},305 L${250 + i * 22},475" stroke="${shade(pp!, -0.06)}" stroke-width="2"/>`).join('')}
    <rect x="330" y="340" width="170" height="100" rx="8" fill="${print}"/><rect x="352" y="372" width="126" height="14" fill="#fff"/><rect x="352" y="396" width="80" height="10" fill="#fff"/>`,
};

const bottles: Art = {
  colours: [['#cfe8f7', '#2f86c9']],
  draw: ([plastic, cap]) => {
    const bottle = (x: number, h: number) =>
      `<path d="M${x - 22},${640 - h} h44 v30 q40,30 40,80 v${h - 150} q0,30 -30,30 h-64 q-30,0 -30,-30 v${-(h - 150)} q0,-50 40,-80 Z" fill="url(#pet)" stroke="${shade(plastic!, -0.15)}" stroke-width="3"/><rect x="${x - 24}" y="${620 - h}" width="48" height="26" rx="5" fill="${cap}"/>` +
      `<path d="M${x - 40},${760 - h} h80 M${x - 40},${800 - h} h80" stroke="${shade(plastic!, -0.12)}" stroke-width="3"/>`;
    return `<defs>${lin('pet', shade(plastic!, 0.12), shade(plastic!, -0.08))}</defs>${bottle(290, 400)}${bottle(420, 440)}
      <path d="M520,420 h50 v180 q0,30 -25,30 q-25,0 -25,-30 Z" fill="url(#pet)" stroke="${shade(plastic!, -0.15)}" stroke-width="3"/><rect x="514" y="400" width="62" height="26" rx="4" fill="${cap}"/>`;
  },
};

const filmRoll: Art = {
  colours: [['#dfeff5', '#9aa5b1']],
  draw: ([film, core]) => `<defs>${lin('film', 'rgba(230,242,248,0.95)', 'rgba(190,214,226,0.9)', true)}</defs>
      <path d="M520,520 Q620,560 650,640 L420,640 Q460,580 520,560 Z" fill="${film}" opacity="0.7"/>
      <rect x="230" y="250" width="300" height="320" rx="10" fill="url(#film)"/><ellipse cx="380" cy="250" rx="150" ry="40" fill="${shade(film!, 0.02)}"/>
      <ellipse cx="380" cy="250" rx="36" ry="10" fill="${core}"/><rect x="344" y="210" width="72" height="40" fill="${core}"/>
      ${[0, 1, 2].map((i) => `<path d="M${260 + i * 30},270 L${260 + i * 30},560" stroke="#fff" stroke-width="6" opacity="0.5"/>`).join('')}`,
};

const labelRoll: Art = {
  colours: [['#f4f4f4', '#e67e22']],
  draw: ([paper, label]) => `<circle cx="330" cy="400" r="170" fill="${paper}" stroke="#d6dbe0" stroke-width="6"/>
      ${[150, 130, 110, 90].map((r) => `<circle cx="330" cy="400" r="${r}" fill="none" stroke="#e3e6ea" stroke-width="3"/>`).join('')}<circle cx="330" cy="400" r="60" fill="#c89b63"/><circle cx="330" cy="400" r="42" fill="#fff"/>
      <path d="M330,570 L640,570 L640,640 L330,640 Z" fill="${paper}" stroke="#d6dbe0" stroke-width="4"/>
      ${[0, 1, 2].map((i) => `<rect x="${380 + i * 88}" y="582" width="74" height="46" rx="10" fill="${label}"/>`).join('')}`,
};

const brochure: Art = {
  colours: [['#2f6fb3', '#f2c94c']],
  draw: ([main, accent]) => `<polygon points="200,520 470,470 600,540 330,600" fill="#e9ecef"/>${[0, 1, 2].map((i) => `<polygon points="200,${520 - i * 14} 470,${470 - i * 14} 600,${540 - i * 14} 330,${600 - i * 14}" fill="${i === 2 ? main : '#f7f7f7'}" stroke="#d6dbe0" stroke-width="2"/>`).join('')}
      <polygon points="250,300 420,260 420,470 250,510" fill="#fff" stroke="#d6dbe0" stroke-width="3"/><polygon points="420,260 590,290 590,500 420,470" fill="#f7f7f7" stroke="#d6dbe0" stroke-width="3"/>
      <polygon points="270,320 400,290 400,370 270,400" fill="${main}"/><polygon points="440,290 570,313 570,390 440,368" fill="${accent}"/>
      ${[0, 1, 2].map((i) => `<path d="M270,${425 + i * 20} L400,${395 + i * 20} M440,${400 + i * 20} L570,${422 + i * 20}" stroke="#c9ced3" stroke-width="5"/>`).join('')}`,
};

/** A stand-up zipper pouch with a window. */
const pouch: Art = {
  colours: [['#e8e2d0', '#6fae86'], ['#1f3b63', '#f2c94c']],
  draw: ([film, label]) => `<defs>${body('pouch', film!)}</defs>
      <path d="M280,220 L520,220 L532,600 Q534,632 502,632 L298,632 Q266,632 268,600 Z" fill="url(#pouch)"/>
      <rect x="280" y="250" width="240" height="10" fill="${shade(film!, -0.2)}"/>
      <rect x="320" y="300" width="160" height="90" rx="10" fill="${label}"/><rect x="340" y="325" width="120" height="12" fill="#fff"/>
      <ellipse cx="400" cy="500" rx="80" ry="70" fill="#fff" opacity="0.55"/>`,
};

/** A 25 kg bag with a heap of granules: resin, PVC powder or activated carbon. */
const pellets: Art = {
  colours: [['#f4f4f4', '#e9eef2', '#2f6fb3'], ['#e8f1f8', '#cde3f0', '#2e7d32'], ['#f6f6f6', '#ffffff', '#c0392b'], ['#3b3f46', '#1c1c1c', '#f2c94c']],
  draw: ([bag, granule, print], v) => {
    const grains = heap(v === 2 ? 0 : 120, 470, 650, 170, 70, 3 + v)
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="9" ry="7" fill="${granule}" stroke="${shade(granule!, -0.2)}" stroke-width="1.5"/>`)
      .join('');
    const powder = v === 2 ? `<path d="M300,650 Q470,520 640,650 Z" fill="#fdfdfd" stroke="#e3e6ea" stroke-width="3"/>` : '';
    return `<defs>${body('bag', v === 3 ? '#f1efe8' : bag!)}</defs>
      <path d="M220,260 L520,260 Q540,420 520,600 L220,600 Q200,420 220,260 Z" fill="url(#bag)" stroke="#d6dbe0" stroke-width="3"/>
      <rect x="250" y="330" width="240" height="130" rx="10" fill="${print}"/><rect x="275" y="360" width="190" height="18" fill="#fff"/><rect x="275" y="395" width="120" height="12" fill="#fff"/>
      ${powder}${grains}`;
  },
};

const rubberBale: Art = {
  colours: [['#8b5a2b', '#c98a4a']],
  draw: ([dark, amber]) => {
    const bale = (x: number, y: number) =>
      `<polygon points="${x},${y} ${x + 200},${y} ${x + 240},${y - 40} ${x + 40},${y - 40}" fill="${shade(amber!, 0.1)}"/><rect x="${x}" y="${y}" width="200" height="110" fill="url(#bale)"/><polygon points="${x + 200},${y} ${x + 240},${y - 40} ${x + 240},${y + 70} ${x + 200},${y + 110}" fill="${shade(dark!, -0.1)}"/>`;
    return `<defs>${body('bale', amber!, true)}</defs>${bale(170, 520)}${bale(390, 520)}${bale(280, 370)}`;
  },
};

const hose: Art = {
  colours: [['#2b2f36', '#c9a56b']],
  draw: ([rubber, brass]) => `${[0, 1, 2, 3].map((i) => `<ellipse cx="${400 + i * 4}" cy="${440 - i * 8}" rx="${200 - i * 26}" ry="${150 - i * 20}" fill="none" stroke="${shade(rubber!, i * 0.05)}" stroke-width="30"/>`).join('')}
      <path d="M600,440 Q650,520 620,600" stroke="${rubber}" stroke-width="30" fill="none"/><rect x="596" y="590" width="48" height="56" rx="6" fill="${brass}"/>
      <rect x="180" y="300" width="56" height="48" rx="6" fill="${brass}" transform="rotate(-30 208 324)"/>`,
};

const chemicalDrum: Art = {
  colours: [['#2f6fb3', '#f4f4f4']],
  draw: ([drum, flakes]) => `<defs>${body('drum', drum!)}</defs>
      ${cylinder(240, 230, 220, 380, 'url(#drum)', shade(drum!, 0.15))}
      ${[330, 450, 560].map((y) => `<rect x="236" y="${y}" width="228" height="12" rx="6" fill="${shade(drum!, -0.15)}"/>`).join('')}
      <circle cx="300" cy="232" r="14" fill="${shade(drum!, -0.25)}"/><rect x="280" y="380" width="140" height="110" rx="8" fill="#fff"/><polygon points="350,400 385,460 315,460" fill="none" stroke="#e67e22" stroke-width="8"/>
      ${heap(40, 540, 650, 110, 60, 9).map(([x, y, r]) => `<rect x="${x - 10}" y="${y - 6}" width="20" height="12" rx="3" transform="rotate(${r} ${x} ${y})" fill="${flakes}" stroke="#d6dbe0" stroke-width="1.5"/>`).join('')}`,
};

const paintBucket: Art = {
  colours: [['#f4f4f4', '#2f86c9'], ['#c9cfd6', '#e67e22']],
  draw: ([bucket, paint]) => `<defs>${metal('bucket', bucket!)}</defs>
      <path d="M250,320 Q400,160 550,320" stroke="#5a636c" stroke-width="8" fill="none"/>
      <path d="M250,320 L550,320 L530,620 L270,620 Z" fill="url(#bucket)"/><ellipse cx="400" cy="320" rx="150" ry="34" fill="${shade(bucket!, -0.2)}"/><ellipse cx="400" cy="322" rx="134" ry="26" fill="${paint}"/>
      <rect x="265" y="420" width="270" height="120" fill="${paint}"/><rect x="300" y="450" width="200" height="20" fill="#fff" opacity="0.85"/>
      <path d="M540,330 Q560,380 545,420" stroke="${paint}" stroke-width="18" fill="none" stroke-linecap="round"/>`,
};

const cosmetics: Art = {
  colours: [['#f2b8c6', '#f7e3c9'], ['#b9d8c9', '#f3c2a5'], ['#d8c7ee', '#ffd9e1']],
  draw: ([main, accent], v) => `<defs>${body('bottle', main!)}${body('jar', accent!)}</defs>
      <rect x="290" y="${250 + v * 8}" width="150" height="${380 - v * 8}" rx="40" fill="url(#bottle)"/>
      <rect x="335" y="${205 + v * 8}" width="60" height="50" rx="8" fill="${shade(main!, -0.25)}"/>
      <path d="M365,${205 + v * 8} L365,${175 + v * 8} L420,${175 + v * 8}" stroke="${shade(main!, -0.25)}" stroke-width="14" fill="none" stroke-linecap="round"/>
      <rect x="310" y="400" width="110" height="120" rx="10" fill="#fff" opacity="0.7"/>
      <rect x="450" y="500" width="150" height="130" rx="24" fill="url(#jar)"/><rect x="442" y="478" width="166" height="40" rx="12" fill="${shade(accent!, -0.2)}"/>`,
};

const sheetMask: Art = {
  colours: [['#f7d6e0', '#5fb8a8']],
  draw: ([pack, accent]) =>
    [-14, 0, 14]
      .map((r, i) => `<g transform="rotate(${r} 400 640)"><rect x="290" y="230" width="220" height="330" rx="14" fill="${shade(i === 1 ? accent! : pack!, 0.04 * i)}" stroke="#fff" stroke-width="6"/>
        <ellipse cx="400" cy="380" rx="60" ry="80" fill="#fff" opacity="0.85"/><ellipse cx="378" cy="365" rx="10" ry="6" fill="${pack}"/><ellipse cx="422" cy="365" rx="10" ry="6" fill="${pack}"/><path d="M385,415 q15,10 30,0" stroke="${pack}" stroke-width="5" fill="none"/>
        <rect x="330" y="490" width="140" height="16" rx="8" fill="#fff"/></g>`)
      .join(''),
};

const hair: Art = {
  colours: [['#2b1d14', '#5a3a24']],
  draw: ([dark, light]) => `<rect x="300" y="190" width="200" height="40" rx="10" fill="#3a3f47"/>
      ${Array.from({ length: 14 }, (_, i) => `<path d="M${310 + i * 13},230 Q${280 + i * 16},360 ${320 + i * 12},450 Q${360 + i * 8},560 ${300 + i * 16},640" stroke="${i % 3 ? dark : light}" stroke-width="16" fill="none" stroke-linecap="round"/>`).join('')}`,
};

const dropperBottle: Art = {
  colours: [['#a0522d', '#4a7a2e']],
  draw: ([glass, leafColour]) => `<defs>${lin('glass', shade(glass!, 0.15), shade(glass!, -0.15))}</defs>
      <path d="M220,600 Q260,480 360,470 Q300,540 300,600 Z" fill="${leafColour}"/><path d="M560,610 Q600,520 520,480 Q520,560 560,610 Z" fill="${shade(leafColour!, 0.1)}"/>
      <rect x="330" y="330" width="140" height="300" rx="24" fill="url(#glass)"/><rect x="355" y="300" width="90" height="40" rx="6" fill="#1c1c1c"/>
      <path d="M375,300 Q375,190 400,190 Q425,190 425,300 Z" fill="#2b2f36"/><rect x="350" y="440" width="100" height="110" rx="6" fill="#f4ead8"/><path d="M380,500 q20,-30 40,0" stroke="${leafColour}" stroke-width="6" fill="none"/>`,
};

const soap: Art = {
  colours: [['#f0e2c8', '#7aa95c'], ['#3b3f46', '#c9a56b']],
  draw: ([bar, accent]) => {
    const one = (x: number, y: number) =>
      `<polygon points="${x},${y} ${x + 200},${y} ${x + 240},${y - 40} ${x + 40},${y - 40}" fill="${shade(bar!, 0.08)}"/><rect x="${x}" y="${y}" width="200" height="70" rx="8" fill="${bar}"/><polygon points="${x + 200},${y} ${x + 240},${y - 40} ${x + 240},${y + 30} ${x + 200},${y + 70}" fill="${shade(bar!, -0.12)}"/>` +
      `<ellipse cx="${x + 120}" cy="${y - 20}" rx="40" ry="12" fill="none" stroke="${shade(bar!, -0.15)}" stroke-width="4"/>`;
    return `${one(190, 560)}${one(230, 470)}${one(270, 380)}<path d="M520,620 Q560,520 640,500 Q620,600 520,620 Z" fill="${accent}"/>`;
  },
};

const lipstick: Art = {
  colours: [['#c0392b', '#d4af37']],
  draw: ([red, gold]) =>
    [[290, 250, red!], [400, 210, shade(red!, 0.12)], [510, 270, '#e8857a']]
      .map(([x, top, colour]) => {
        const [cx, y] = [x as number, top as number];
        return `<path d="M${cx - 30},${y + 80} L${cx - 30},${y + 10} L${cx + 30},${y - 20} L${cx + 30},${y + 80} Z" fill="${colour}"/><rect x="${cx - 40}" y="${y + 80}" width="80" height="70" fill="${gold}"/><rect x="${cx - 46}" y="${y + 150}" width="92" height="${480 - y}" rx="8" fill="#1c1c1c"/>`;
      })
      .join(''),
};

const nailPolish: Art = {
  colours: [['#e84393', '#2b2f36']],
  draw: ([colour, cap]) =>
    [[290, colour!], [410, '#6c5ce7'], [530, '#fd9644']]
      .map(([x, c], i) => `<rect x="${(x as number) - 22}" y="${260 + i * 10}" width="44" height="140" rx="8" fill="${cap}"/><rect x="${(x as number) - 55}" y="${395 + i * 10}" width="110" height="${230 - i * 10}" rx="30" fill="${c}"/><rect x="${(x as number) - 40}" y="${420 + i * 10}" width="18" height="120" rx="9" fill="#fff" opacity="0.4"/>`)
      .join(''),
};

const gloves: Art = {
  colours: [['#4a90d9', '#f4f4f4']],
  draw: ([nitrile, box]) => `<defs>${body('box', box!)}</defs>
      <rect x="170" y="380" width="300" height="240" rx="10" fill="url(#box)" stroke="#d6dbe0" stroke-width="4"/><ellipse cx="320" cy="420" rx="90" ry="20" fill="${shade(box!, -0.2)}"/><rect x="200" y="500" width="240" height="60" fill="${nitrile}" opacity="0.8"/>
      <path d="M440,640 L440,470 Q440,440 462,440 L462,330 Q462,305 482,305 Q502,305 502,330 L502,300 Q502,275 522,275 Q542,275 542,300 L542,315 Q542,292 562,292 Q582,292 582,318 L582,350 Q582,330 600,330 Q620,330 620,355 L620,520 Q620,600 560,640 Z" fill="${nitrile}" stroke="${shade(nitrile!, -0.2)}" stroke-width="4"/>`,
};

const faceMask: Art = {
  colours: [['#8ec9e8', '#f4f4f4']],
  draw: ([mask, loop]) => `<defs>${body('mask', mask!, true)}</defs>
      <path d="M230,360 Q150,380 170,470 Q190,540 230,520" stroke="${loop}" stroke-width="8" fill="none"/><path d="M570,360 Q650,380 630,470 Q610,540 570,520" stroke="${loop}" stroke-width="8" fill="none"/>
      <path d="M230,330 Q400,290 570,330 L570,530 Q400,580 230,530 Z" fill="url(#mask)" stroke="${shade(mask!, -0.15)}" stroke-width="4"/>
      ${[390, 440, 490].map((y) => `<path d="M232,${y} Q400,${y - 24} 568,${y}" stroke="${shade(mask!, -0.18)}" stroke-width="4" fill="none"/>`).join('')}
      <path d="M330,318 Q400,300 470,318" stroke="#c0c6cc" stroke-width="8" fill="none"/>`,
};

const syringe: Art = {
  colours: [['#e8f1f8', '#2f86c9']],
  draw: ([barrel, plunger]) => {
    const one = (y: number, r: number) =>
      `<g transform="rotate(${r} 400 ${y})"><rect x="260" y="${y - 30}" width="260" height="60" rx="8" fill="${barrel}" stroke="#9aa5b1" stroke-width="4"/>` +
      `${Array.from({ length: 8 }, (_, i) => `<path d="M${300 + i * 26},${y - 30} v${i % 2 ? 14 : 24}" stroke="#5a636c" stroke-width="3"/>`).join('')}` +
      `<rect x="280" y="${y - 22}" width="110" height="44" fill="${plunger}" opacity="0.35"/><rect x="160" y="${y - 8}" width="110" height="16" fill="${plunger}"/><rect x="150" y="${y - 40}" width="16" height="80" rx="4" fill="${plunger}"/>` +
      `<rect x="250" y="${y - 44}" width="14" height="88" rx="4" fill="#c9ced3"/><rect x="520" y="${y - 10}" width="34" height="20" fill="#9aa5b1"/><path d="M554,${y} L660,${y}" stroke="#9aa5b1" stroke-width="4"/></g>`;
    return `${one(380, -8)}${one(520, 4)}`;
  },
};

const hospitalBed: Art = {
  colours: [['#e8ecef', '#2f86c9']],
  draw: ([frame, accent]) => `<defs>${body('mattress', '#f4f6f8', true)}</defs>
      <rect x="150" y="300" width="24" height="220" rx="8" fill="${accent}"/><rect x="626" y="360" width="24" height="160" rx="8" fill="${accent}"/>
      <path d="M170,440 L350,440 L250,330 L170,330 Z" fill="url(#mattress)" stroke="#d6dbe0" stroke-width="3"/>
      <rect x="340" y="420" width="290" height="50" rx="14" fill="url(#mattress)" stroke="#d6dbe0" stroke-width="3"/>
      <rect x="170" y="470" width="460" height="24" rx="8" fill="${frame}" stroke="#aab3bc" stroke-width="3"/>
      <rect x="370" y="380" width="220" height="16" rx="8" fill="#9aa5b1"/><path d="M380,396 v40 M580,396 v40" stroke="#9aa5b1" stroke-width="8"/>
      <path d="M250,494 L220,600 M550,494 L580,600 M300,494 L520,600 M500,494 L280,600" stroke="#9aa5b1" stroke-width="10"/>
      ${[210, 590].map((x) => `<circle cx="${x}" cy="615" r="18" fill="#2b2f36"/>`).join('')}`,
};

const patientMonitor: Art = {
  colours: [['#2b2f36', '#3ad29f']],
  draw: ([frame, wave]) => `<rect x="390" y="500" width="24" height="130" fill="#9aa5b1"/><rect x="320" y="620" width="160" height="20" rx="8" fill="#9aa5b1"/>
      <rect x="200" y="200" width="400" height="310" rx="20" fill="${frame}"/><rect x="220" y="220" width="290" height="270" rx="8" fill="#0d1117"/>
      <path d="M230,290 L290,290 L305,250 L325,330 L340,290 L400,290 L415,255 L435,325 L450,290 L500,290" stroke="${wave}" stroke-width="5" fill="none"/>
      <path d="M230,380 Q260,350 290,380 T350,380 T410,380 T470,380 T500,380" stroke="#3d7be0" stroke-width="5" fill="none"/>
      <path d="M230,450 Q255,430 280,450 T330,450 T380,450 T430,450 T500,450" stroke="#f2c94c" stroke-width="5" fill="none"/>
      <rect x="525" y="240" width="60" height="36" rx="4" fill="${wave}"/><rect x="525" y="300" width="60" height="36" rx="4" fill="#3d7be0"/><rect x="525" y="360" width="60" height="36" rx="4" fill="#f2c94c"/>`,
};

const supplements: Art = {
  colours: [['#3a8fd9', '#e24b4b'], ['#2fb08d', '#f2b233']],
  draw: ([pack, capsuleColour], v) => {
    const capsule = (x: number, y: number, rot: number) =>
      `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-50" y="-20" width="100" height="40" rx="20" fill="${capsuleColour}"/><path d="M0,-20 L30,-20 A20,20 0 0 1 30,20 L0,20 Z" fill="#fff"/></g>`;
    return `<defs>${body('pack', pack!)}</defs>
      <rect x="260" y="240" width="230" height="360" rx="30" fill="url(#pack)"/><rect x="250" y="210" width="250" height="60" rx="16" fill="${shade(pack!, -0.2)}"/>
      <rect x="290" y="340" width="170" height="170" rx="12" fill="#fff" opacity="0.9"/><path d="M330,430 Q375,360 420,430 Q375,480 330,430 Z" fill="${pack}"/>
      ${capsule(560, 560 - v * 10, -30 + v * 20)}${capsule(520, 630, 15)}`;
  },
};

export const goodsArt: Record<string, Art> = {
  carton,
  'paper-bag': paperBag,
  'gift-box': giftBox,
  'woven-bag': wovenBag,
  bottles,
  'film-roll': filmRoll,
  'label-roll': labelRoll,
  brochure,
  pouch,
  pellets,
  'rubber-bale': rubberBale,
  hose,
  'chemical-drum': chemicalDrum,
  'paint-bucket': paintBucket,
  cosmetics,
  'sheet-mask': sheetMask,
  hair,
  'dropper-bottle': dropperBottle,
  soap,
  lipstick,
  'nail-polish': nailPolish,
  gloves,
  'face-mask': faceMask,
  syringe,
  'hospital-bed': hospitalBed,
  'patient-monitor': patientMonitor,
  supplements,
};
