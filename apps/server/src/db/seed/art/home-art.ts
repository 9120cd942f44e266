import { type Art, body, metal, shade } from './paint.ts';

// Furniture, home decor, kitchenware and handicrafts.

/** An armchair: wooden, rattan (woven back) or aluminium with a cushion. */
const armchair: Art = {
  colours: [['#a06a3e', '#e9ddc8'], ['#c8a26b', '#f1e6cf'], ['#9aa3ad', '#2f6b6b'], ['#7b5a44', '#9bb7a8']],
  draw: ([frame, cushion], v) => {
    const weave = v === 1 ? Array.from({ length: 8 }, (_, i) => `<path d="M${320 + i * 22},225 L${320 + i * 22},390 M318,${240 + i * 20} L482,${240 + i * 20}" stroke="${shade(frame!, -0.15)}" stroke-width="4"/>`).join('') : '';
    return `<defs>${body('wood', frame!, true)}${body('cushion', cushion!, true)}</defs>
      <rect x="300" y="200" width="200" height="210" rx="24" fill="url(#wood)"/>
      ${v === 1 ? `<rect x="318" y="220" width="164" height="170" rx="18" fill="${shade(frame!, 0.12)}"/>${weave}` : `<rect x="318" y="220" width="164" height="170" rx="18" fill="url(#cushion)"/>`}
      <rect x="270" y="410" width="260" height="56" rx="16" fill="url(#cushion)"/>
      <rect x="262" y="458" width="276" height="26" rx="10" fill="url(#wood)"/>
      <path d="M290,484 L275,640 M510,484 L525,640 M335,484 L330,600 M465,484 L470,600" stroke="${shade(frame!, -0.2)}" stroke-width="18" stroke-linecap="round"/>`;
  },
};

/** A dining table with two chairs. */
const diningSet: Art = {
  colours: [['#8b5a2b', '#c9a57a'], ['#c9a57a', '#6b4a2a']],
  draw: ([wood, seat]) => {
    const chair = (x: number, flip: number) =>
      `<g transform="translate(${x} 0) scale(${flip} 1)"><rect x="-20" y="300" width="22" height="330" rx="6" fill="${shade(wood!, -0.1)}"/><rect x="-20" y="300" width="90" height="22" rx="6" fill="${shade(wood!, -0.05)}"/><rect x="-20" y="360" width="90" height="14" rx="6" fill="${shade(wood!, -0.05)}"/><rect x="-20" y="470" width="120" height="24" rx="8" fill="${seat}"/><rect x="84" y="490" width="18" height="140" rx="6" fill="${shade(wood!, -0.1)}"/></g>`;
    return `<defs>${body('top', wood!, true)}</defs>${chair(200, 1)}${chair(600, -1)}
      <rect x="250" y="400" width="300" height="34" rx="8" fill="url(#top)"/><rect x="275" y="434" width="22" height="200" fill="${shade(wood!, -0.15)}"/><rect x="503" y="434" width="22" height="200" fill="${shade(wood!, -0.15)}"/>`;
  },
};

/** An ergonomic office chair. */
const officeChair: Art = {
  colours: [['#2b2f36', '#5c6b7a']],
  draw: ([frame, mesh]) => `<defs>${body('mesh', mesh!, true)}</defs>
      <rect x="310" y="170" width="180" height="250" rx="60" fill="${frame}"/><rect x="325" y="185" width="150" height="220" rx="50" fill="url(#mesh)"/>
      ${Array.from({ length: 6 }, (_, i) => `<path d="M330,${210 + i * 34} L470,${210 + i * 34}" stroke="${shade(mesh!, -0.12)}" stroke-width="3"/>`).join('')}
      <rect x="285" y="430" width="230" height="56" rx="24" fill="${frame}"/><rect x="260" y="380" width="26" height="70" rx="10" fill="${frame}"/><rect x="514" y="380" width="26" height="70" rx="10" fill="${frame}"/>
      <rect x="390" y="486" width="20" height="80" fill="#9aa5b1"/>
      <path d="M400,570 L250,615 M400,570 L550,615 M400,570 L320,640 M400,570 L480,640" stroke="${frame}" stroke-width="16" stroke-linecap="round"/>
      ${[[250, 625], [550, 625], [320, 650], [480, 650]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="#1c1c1c"/>`).join('')}`,
};

/** A wardrobe or cabinet with doors and a drawer. */
const cabinet: Art = {
  colours: [['#a0744f', '#e7d8c3'], ['#efe9e0', '#b08a60']],
  draw: ([wood, knob]) => `<defs>${body('cab', wood!)}</defs>
      <rect x="270" y="190" width="260" height="420" rx="8" fill="url(#cab)"/>
      <rect x="285" y="205" width="110" height="290" rx="4" fill="none" stroke="${shade(wood!, -0.18)}" stroke-width="5"/>
      <rect x="405" y="205" width="110" height="290" rx="4" fill="none" stroke="${shade(wood!, -0.18)}" stroke-width="5"/>
      <rect x="285" y="510" width="230" height="80" rx="4" fill="none" stroke="${shade(wood!, -0.18)}" stroke-width="5"/>
      <circle cx="380" cy="350" r="9" fill="${knob}"/><circle cx="420" cy="350" r="9" fill="${knob}"/><rect x="370" y="544" width="60" height="12" rx="6" fill="${knob}"/>
      <rect x="285" y="610" width="20" height="30" fill="${shade(wood!, -0.25)}"/><rect x="495" y="610" width="20" height="30" fill="${shade(wood!, -0.25)}"/>`,
};

/** A bamboo bookshelf with books. */
const shelf: Art = {
  colours: [['#d4b06a', '#c0392b']],
  draw: ([bamboo, book]) => {
    const books = (y: number, seed: number) =>
      Array.from({ length: 6 }, (_, i) => `<rect x="${300 + i * 26 + (seed % 3) * 4}" y="${y - 70 - ((i * seed) % 3) * 8}" width="22" height="${70 + ((i * seed) % 3) * 8}" fill="${shade(i % 2 ? book! : '#2f6fb3', (i % 3) * 0.06)}"/>`).join('');
    return `<defs>${body('bam', bamboo!, true)}</defs>
      ${[270, 510].map((x) => `<rect x="${x}" y="170" width="22" height="470" rx="10" fill="url(#bam)"/>${[260, 380, 500].map((y) => `<rect x="${x - 2}" y="${y}" width="26" height="6" fill="${shade(bamboo!, -0.2)}"/>`).join('')}`).join('')}
      ${[280, 400, 520, 630].map((y) => `<rect x="280" y="${y - 12}" width="240" height="14" rx="6" fill="url(#bam)"/>`).join('')}
      ${books(268, 1)}${books(388, 2)}<rect x="420" y="470" width="70" height="38" rx="6" fill="#7cb342"/><rect x="440" y="440" width="30" height="30" fill="#5a8f2e"/>`;
  },
};

/** A stack of flooring planks. */
const flooring: Art = {
  colours: [['#c49a5c', '#8a6236']],
  draw: ([wood, grain]) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const y = 560 - i * 48;
        return `<polygon points="${200 + i * 12},${y} ${560 + i * 12},${y} ${620 + i * 12},${y - 40} ${260 + i * 12},${y - 40}" fill="${shade(wood!, 0.08 - i * 0.02)}"/><rect x="${200 + i * 12}" y="${y}" width="360" height="26" fill="${shade(wood!, -0.12)}"/>` +
          `<path d="M${270 + i * 12},${y - 20} Q${380 + i * 12},${y - 30} ${540 + i * 12},${y - 18}" stroke="${grain}" stroke-width="3" fill="none"/>`;
      })
      .join('') + `<polygon points="200,620 560,620 640,560 280,560" fill="${shade(wood!, 0.12)}"/><path d="M300,590 h300" stroke="${grain}" stroke-width="3"/>`,
};

/** A bamboo cutting board, chopsticks and a spoon. */
const cuttingBoard: Art = {
  colours: [['#d9b77a', '#a97c50']],
  draw: ([wood, dark]) => `<defs>${body('board', wood!)}</defs>
      <rect x="220" y="250" width="300" height="380" rx="40" fill="url(#board)"/><circle cx="370" cy="300" r="20" fill="#fff" opacity="0.8"/>
      ${[260, 300, 340, 380, 420, 460, 500].map((x) => `<path d="M${x},330 L${x},610" stroke="${shade(wood!, -0.08)}" stroke-width="3"/>`).join('')}
      <path d="M545,250 L585,640 M575,250 L605,640" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>
      <ellipse cx="470" cy="560" rx="40" ry="56" fill="${shade(wood!, -0.05)}" transform="rotate(-20 470 560)"/><rect x="488" y="390" width="16" height="140" rx="8" transform="rotate(-20 496 460)" fill="${shade(wood!, -0.05)}"/>`,
};

/** A vase: blue-and-white ceramic, terracotta, red or black lacquer, celadon. */
const vase: Art = {
  colours: [['#f4f1ea', '#2b5ca8'], ['#c2683f', '#f0d2b0'], ['#8e1b1b', '#d4a24c'], ['#8fb9a3', '#f4f1ea'], ['#2e2a2a', '#d4a24c']],
  draw: ([main, accent], v) => `<defs>${body('vase', main!)}</defs>
      <path d="M345,190 L455,190 L445,240 Q560,330 540,470 Q525,590 460,630 L340,630 Q275,590 260,470 Q240,330 355,240 Z" fill="url(#vase)"/>
      <path d="M283,${400 + v * 6} Q400,${430 + v * 6} 517,${400 + v * 6}" stroke="${accent}" stroke-width="16" fill="none"/>
      <path d="M272,${470 + v * 6} Q400,${500 + v * 6} 528,${470 + v * 6}" stroke="${accent}" stroke-width="6" fill="none"/>
      <circle cx="400" cy="${330 + v * 4}" r="28" fill="none" stroke="${accent}" stroke-width="6"/><ellipse cx="400" cy="192" rx="58" ry="10" fill="${shade(main!, -0.25)}"/>`,
};

/** A pendant lamp: a woven dome or a silk lantern. */
const lamp: Art = {
  colours: [['#c8a26b', '#fff3c4'], ['#c0392b', '#f1c40f']],
  draw: ([shadeColour, light], v) =>
    v === 1
      ? `<defs>${body('silk', shadeColour!)}</defs><path d="M400,120 V220" stroke="#2b2f36" stroke-width="4"/><rect x="370" y="215" width="60" height="20" rx="4" fill="${light}"/>
        <ellipse cx="400" cy="390" rx="150" ry="165" fill="url(#silk)"/>${[-100, -50, 0, 50, 100].map((d) => `<path d="M${400 + d * 0.4},228 Q${400 + d * 1.5},390 ${400 + d * 0.4},552" stroke="${shade(shadeColour!, -0.2)}" stroke-width="3" fill="none"/>`).join('')}
        <rect x="370" y="548" width="60" height="20" rx="4" fill="${light}"/><path d="M400,568 V640 M390,575 V635 M410,575 V635" stroke="${light}" stroke-width="5"/>`
      : `<defs>${body('dome', shadeColour!)}</defs><path d="M400,120 V260" stroke="#2b2f36" stroke-width="4"/>
        <path d="M230,470 Q230,270 400,260 Q570,270 570,470 Z" fill="url(#dome)"/>
        ${Array.from({ length: 9 }, (_, i) => `<path d="M${250 + i * 38},465 Q${300 + i * 25},330 400,262" stroke="${shade(shadeColour!, -0.15)}" stroke-width="3" fill="none"/>`).join('')}
        <ellipse cx="400" cy="470" rx="170" ry="22" fill="${shade(shadeColour!, -0.2)}"/><ellipse cx="400" cy="478" rx="60" ry="24" fill="${light}"/>`,
};

/** A rolled rug and an unrolled one. */
const rug: Art = {
  colours: [['#b5651d', '#f3e5c0'], ['#2e4a62', '#e9c46a']],
  draw: ([main, pattern]) => `<defs>${body('rug', main!)}</defs>
      <polygon points="180,600 560,600 640,480 300,480" fill="url(#rug)"/>
      <polygon points="215,585 545,585 605,495 315,495" fill="none" stroke="${pattern}" stroke-width="8"/>
      <polygon points="330,560 460,560 500,515 370,515" fill="${pattern}" opacity="0.8"/>
      <rect x="260" y="390" width="330" height="86" rx="43" fill="${shade(main!, 0.05)}"/><ellipse cx="590" cy="433" rx="24" ry="43" fill="${shade(main!, -0.15)}"/>
      <path d="M585,405 a14,28 0 1,1 0,56" stroke="${pattern}" stroke-width="4" fill="none"/><path d="M300,400 L300,466 M380,400 L380,466 M460,400 L460,466" stroke="${pattern}" stroke-width="6"/>`,
};

/** A stainless stock pot and a frying pan. */
const cookware: Art = {
  colours: [['#b8c0c8', '#2b2f36']],
  draw: ([steel, handle]) => `<defs>${metal('steel', steel!)}</defs>
      <rect x="230" y="320" width="260" height="250" rx="18" fill="url(#steel)"/><ellipse cx="360" cy="322" rx="130" ry="24" fill="${shade(steel!, 0.15)}"/>
      <ellipse cx="360" cy="300" rx="120" ry="22" fill="url(#steel)"/><rect x="340" y="268" width="40" height="20" rx="8" fill="${handle}"/>
      <rect x="190" y="360" width="44" height="20" rx="8" fill="${handle}"/><rect x="486" y="360" width="44" height="20" rx="8" fill="${handle}"/>
      <ellipse cx="480" cy="600" rx="120" ry="34" fill="url(#steel)"/><ellipse cx="480" cy="594" rx="104" ry="24" fill="${shade(steel!, -0.1)}"/><rect x="590" y="580" width="110" height="20" rx="10" fill="${handle}" transform="rotate(-8 590 590)"/>`,
};

/** A plate with cutlery. */
const cutlery: Art = {
  colours: [['#f4f4f4', '#a9b2bb']],
  draw: ([plate, steel]) => `<defs>${metal('cut', steel!, true)}</defs>
      <ellipse cx="400" cy="450" rx="190" ry="170" fill="${plate}" stroke="#dcdfe3" stroke-width="4"/><ellipse cx="400" cy="450" rx="120" ry="105" fill="none" stroke="#e3e6ea" stroke-width="6"/>
      <rect x="178" y="300" width="14" height="320" rx="7" fill="url(#cut)"/>${[-18, -6, 6, 18].map((d) => `<rect x="${185 + d - 2}" y="250" width="5" height="60" rx="2" fill="url(#cut)"/>`).join('')}
      <path d="M610,250 Q640,300 625,420 L620,620 L604,620 L604,250 Z" fill="url(#cut)"/>
      <ellipse cx="560" cy="300" rx="16" ry="30" fill="url(#cut)" transform="rotate(8 560 300)"/>`,
};

/** A woven basket. */
const basket: Art = {
  colours: [['#c8a26b', '#8a6236'], ['#9a7b4f', '#5a4025']],
  draw: ([straw, dark]) => `<defs>${body('straw', straw!)}</defs>
      <path d="M250,360 Q400,250 550,360" stroke="${dark}" stroke-width="16" fill="none"/>
      <path d="M220,380 L580,380 L540,630 L260,630 Z" fill="url(#straw)"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M${222 + i * 3},${400 + i * 26} L${578 - i * 3},${400 + i * 26}" stroke="${shade(straw!, i % 2 ? -0.12 : 0.08)}" stroke-width="12"/>`).join('')}
      ${Array.from({ length: 10 }, (_, i) => `<path d="M${250 + i * 33},385 L${265 + i * 30},630" stroke="${shade(straw!, -0.2)}" stroke-width="3"/>`).join('')}
      <ellipse cx="400" cy="380" rx="180" ry="20" fill="${shade(straw!, -0.15)}"/>`,
};

/** A promotional tumbler and a pen. */
const tumbler: Art = {
  colours: [['#3d7be0', '#f4f4f4'], ['#2e2a2a', '#d4a24c']],
  draw: ([main, logo]) => `<defs>${metal('tum', main!)}</defs>
      <path d="M300,250 L480,250 L460,630 L320,630 Z" fill="url(#tum)"/><rect x="292" y="215" width="196" height="45" rx="12" fill="${shade(main!, -0.25)}"/>
      <circle cx="390" cy="430" r="44" fill="${logo}"/><path d="M368,430 l16,16 l28,-32" stroke="${main}" stroke-width="8" fill="none"/>
      <rect x="500" y="420" width="20" height="220" rx="8" fill="${logo}" transform="rotate(14 510 530)"/><rect x="500" y="420" width="20" height="40" rx="6" fill="${main}" transform="rotate(14 510 530)"/>`,
};

/** An embroidery hoop with a flower. */
const embroidery: Art = {
  colours: [['#f7f2e8', '#c0392b']],
  draw: ([cloth, thread]) => `<circle cx="400" cy="420" r="200" fill="#c89b63"/><circle cx="400" cy="420" r="185" fill="${cloth}"/><rect x="385" y="205" width="30" height="30" rx="4" fill="#a97c50"/>
      ${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="400" cy="360" rx="28" ry="52" transform="rotate(${a} 400 410)" fill="${thread}" opacity="0.9"/>`).join('')}
      <circle cx="400" cy="410" r="22" fill="#f2c94c"/><path d="M400,460 Q390,540 360,580 M395,520 q-40,-10 -60,10 M400,540 q40,-20 60,0" stroke="#3f8f3f" stroke-width="8" fill="none"/>`,
};

/** Christmas baubles. */
const ornaments: Art = {
  colours: [['#c0392b', '#d4af37']],
  draw: ([red, gold]) => {
    const ball = (x: number, y: number, r: number, c: string, id: string) =>
      `<defs><radialGradient id="${id}" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${shade(c, 0.3)}"/><stop offset="1" stop-color="${shade(c, -0.15)}"/></radialGradient></defs>` +
      `<path d="M${x},${y - r - 18} V150" stroke="${gold}" stroke-width="3"/><rect x="${x - 12}" y="${y - r - 20}" width="24" height="20" rx="4" fill="${gold}"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>`;
    return `${ball(300, 380, 90, red!, 'o1')}${ball(490, 450, 110, gold!, 'o2')}${ball(380, 570, 70, '#2e7d32', 'o3')}
      <path d="M420,450 Q490,420 560,450" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>`;
  },
};

/** An artificial plant in a pot. */
const pottedPlant: Art = {
  colours: [['#f4f1ea', '#d63384'], ['#c2683f', '#f2c94c']],
  draw: ([pot, flower]) => `<defs>${body('pot', pot!)}</defs>
      ${[[-80, 260], [-30, 220], [20, 200], [70, 240], [110, 290]].map(([dx, top]) => `<path d="M400,500 Q${400 + dx! / 2},${top! + 80} ${400 + dx!},${top}" stroke="#3f8f3f" stroke-width="6" fill="none"/><ellipse cx="${400 + dx! * 0.8}" cy="${top! + 60}" rx="30" ry="12" fill="#5a9e3a" transform="rotate(${dx! / 2} ${400 + dx! * 0.8} ${top! + 60})"/><circle cx="${400 + dx!}" cy="${top}" r="28" fill="${flower}"/><circle cx="${400 + dx!}" cy="${top}" r="12" fill="${shade(flower!, -0.2)}"/>`).join('')}
      <path d="M300,480 L500,480 L470,640 L330,640 Z" fill="url(#pot)"/><rect x="290" y="470" width="220" height="30" rx="8" fill="${shade(pot!, -0.1)}"/>`,
};

export const homeArt: Record<string, Art> = {
  armchair,
  'dining-set': diningSet,
  'office-chair': officeChair,
  cabinet,
  shelf,
  flooring,
  'cutting-board': cuttingBoard,
  vase,
  lamp,
  rug,
  cookware,
  cutlery,
  basket,
  tumbler,
  embroidery,
  ornaments,
  'potted-plant': pottedPlant,
};
