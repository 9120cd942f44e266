import { type Art, body, bowl, heap, lin, shade } from './paint.ts';

// Agriculture and food: sacks of beans and grain, bowls of nuts and spices, seafood, fruit and
// packed food.

const bean = (x: number, y: number, rot: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><ellipse rx="24" ry="16" fill="${c}"/><path d="M-18,0 Q0,-7 18,0" stroke="${shade(c, -0.2)}" stroke-width="3" fill="none"/></g>`;

/** A jute sack of beans, open at the top, some beans in front: green or roasted coffee, cocoa. */
const beanSack: Art = {
  colours: [['#c8a675', '#6e7f3c'], ['#b9a27e', '#8c9a55'], ['#d2b48c', '#5a2f1a']],
  draw: ([sack, beans], v) => {
    const spots = heap(14, 410, 655, 170, 70, 11 + v);
    return `<defs>${body('sack', sack!)}</defs>
      <path d="M255,640 C225,520 240,360 305,300 C280,270 300,240 330,250 L470,250 C500,240 520,270 495,300 C560,360 575,520 545,640 Z" fill="url(#sack)"/>
      <path d="M305,300 C360,318 440,318 495,300" stroke="${shade(sack!, -0.25)}" stroke-width="10" fill="none" stroke-linecap="round"/>
      <ellipse cx="400" cy="298" rx="92" ry="22" fill="${shade(beans!, -0.08)}"/>
      ${heap(9, 400, 300, 80, 18, 3 + v).map(([x, y, r]) => bean(x, y, r, beans!)).join('')}
      ${spots.map(([x, y, r]) => bean(x, y, r, beans!)).join('')}`;
  },
};

/** A stand-up coffee bag with a degassing valve and roasted beans in front. */
const coffeePouch: Art = {
  colours: [['#c9a27a', '#f4ead8', '#4a2a16'], ['#2d2a28', '#c8873a', '#4a2a16'], ['#7a2e2e', '#f0d9b5', '#4a2a16']],
  draw: ([bag, label, beans], v) => `<defs>${body('pouch', bag!)}</defs>
      <path d="M285,215 L515,215 L528,600 Q530,632 498,632 L302,632 Q270,632 272,600 Z" fill="url(#pouch)"/>
      <rect x="285" y="215" width="230" height="24" fill="${shade(bag!, -0.15)}"/>
      <circle cx="400" cy="290" r="17" fill="${shade(bag!, -0.22)}"/><circle cx="400" cy="290" r="7" fill="${shade(bag!, 0.2)}"/>
      <rect x="322" y="360" width="156" height="170" rx="12" fill="${label}"/>
      ${bean(400, 430, -30, beans!)}
      <rect x="350" y="480" width="100" height="10" rx="5" fill="${shade(label!, -0.3)}"/>
      ${heap(8, 520 - v * 10, 650, 90, 40, 21).map(([x, y, r]) => bean(x, y, r, beans!)).join('')}`,
};

/** A jar of instant coffee granules and stick sachets. */
const instantCoffee: Art = {
  colours: [['#c0392b', '#6b3f22', '#e8b04a'], ['#1f3b2e', '#7a4a26', '#e0a526']],
  draw: ([lid, coffee, stick]) => `<defs>${lin('glass', 'rgba(255,255,255,0.85)', 'rgba(255,255,255,0.45)')}${body('granules', coffee!, true)}${body('lid', lid!)}</defs>
      <rect x="250" y="300" width="210" height="330" rx="34" fill="url(#glass)" stroke="${shade(coffee!, 0.3)}" stroke-width="4"/>
      <rect x="262" y="350" width="186" height="268" rx="26" fill="url(#granules)"/>
      <rect x="262" y="430" width="186" height="110" fill="#fff" opacity="0.88"/>
      ${bean(355, 485, -20, coffee!)}<rect x="385" y="470" width="50" height="10" rx="5" fill="${lid}"/><rect x="385" y="490" width="36" height="8" rx="4" fill="${shade(coffee!, 0.2)}"/>
      <rect x="240" y="255" width="230" height="60" rx="14" fill="url(#lid)"/>
      ${[0, 1, 2].map((i) => `<g transform="translate(${525 + i * 34} ${400 + i * 12}) rotate(${8 - i * 6})"><rect x="-16" y="0" width="32" height="230" rx="6" fill="${shade(stick!, i * 0.04)}"/><rect x="-16" y="40" width="32" height="26" fill="${shade(stick!, -0.25)}"/></g>`).join('')}`,
};

const leaf = (x: number, y: number, rot: number, c: string) =>
  `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0,-20 Q15,0 0,20 Q-15,0 0,-20 Z" fill="${c}"/>`;

/** A tea caddy and loose leaves. */
const tea: Art = {
  colours: [['#2f6b4a', '#7fae4a', '#d9c27a'], ['#8a2e2e', '#4d3a22', '#d9c27a']],
  draw: ([tin, leaves, gold]) => `<defs>${body('tin', tin!)}</defs>
      <rect x="300" y="250" width="200" height="370" rx="18" fill="url(#tin)"/>
      <rect x="288" y="222" width="224" height="56" rx="12" fill="${shade(tin!, -0.12)}"/>
      <rect x="300" y="360" width="200" height="140" fill="${gold}"/>
      ${leaf(400, 430, 30, leaves!)}${leaf(372, 440, -40, shade(leaves!, 0.1))}
      ${heap(26, 520, 652, 120, 46, 7).map(([x, y, r]) => leaf(x, y, r, shade(leaves!, (r % 30) / 200 - 0.05))).join('')}`,
};

/** A woven sack of grain with a heap in front: rice (white), corn (yellow) or tapioca pearls. */
const grainSack: Art = {
  colours: [['#f1efe8', '#2f6fb3', '#f6f1e2'], ['#ece6d6', '#c0392b', '#f6f1e2'], ['#eef0e4', '#3f8f3f', '#f2c230'], ['#f4f1ea', '#7a5a9a', '#f4f2ec']],
  draw: ([sack, stripe, grain], v) => {
    const grains = heap(90, 450, 652, 180, 62, 5 + v)
      .map(([x, y, r]) => (v === 2 ? `<circle cx="${x}" cy="${y}" r="8" fill="${shade(grain!, (r % 20) / 200)}"/>` : v === 3 ? `<circle cx="${x}" cy="${y}" r="7" fill="${grain}" stroke="${shade(grain!, -0.15)}"/>` : `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" transform="rotate(${r} ${x} ${y})" fill="${grain}" stroke="${shade(grain!, -0.18)}" stroke-width="1"/>`))
      .join('');
    return `<defs>${body('sack', sack!)}</defs>
      <path d="M255,280 Q245,460 262,630 L538,630 Q555,460 545,280 Q400,255 255,280 Z" fill="url(#sack)"/>
      ${Array.from({ length: 12 }, (_, i) => `<line x1="258" y1="${300 + i * 28}" x2="542" y2="${300 + i * 28}" stroke="${shade(sack!, -0.06)}" stroke-width="2"/>`).join('')}
      <path d="M262,282 Q400,220 538,282 Q400,262 262,282 Z" fill="${shade(sack!, -0.1)}"/>
      <rect x="254" y="320" width="292" height="16" fill="${stripe}"/><rect x="256" y="580" width="288" height="16" fill="${stripe}"/>
      <rect x="318" y="390" width="164" height="130" rx="10" fill="#fff" opacity="0.9"/>
      <ellipse cx="400" cy="440" rx="34" ry="16" fill="${grain}" stroke="${shade(grain!, -0.2)}" stroke-width="3"/>
      <rect x="350" y="478" width="100" height="12" rx="6" fill="${stripe}"/>
      ${grains}`;
  },
};

const cashew = (x: number, y: number, rot: number, c: string) =>
  `<path transform="translate(${x} ${y}) rotate(${rot})" d="M-24,-4 Q-20,-24 2,-18 Q22,-12 24,8 Q16,20 6,8 Q-4,-2 -14,8 Q-28,12 -24,-4 Z" fill="${c}" stroke="${shade(c, -0.18)}" stroke-width="2"/>`;
const macadamia = (x: number, y: number, rot: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><circle r="22" fill="${c}"/><path d="M-6,-21 Q2,0 -4,21" stroke="${shade(c, -0.25)}" stroke-width="3" fill="none"/><circle cx="-9" cy="-8" r="6" fill="${shade(c, 0.18)}"/></g>`;

/** A bowl of cashew kernels or macadamias, some spilled in front. */
const nuts: Art = {
  colours: [['#8b5a2b', '#f0d9a8'], ['#e9e4da', '#e2b877'], ['#8b5a2b', '#7a4a26']],
  draw: ([wood, nut], v) => {
    const one = v === 2 ? macadamia : cashew;
    return `<defs>${body('bowl', wood!)}</defs>
      ${heap(26, 400, 452, 160, 90, 31 + v).map(([x, y, r]) => one(x, y, r, nut!)).join('')}
      ${bowl(400, 450, 175, 'url(#bowl)', shade(wood!, 0.1))}
      ${heap(10, 400, 462, 150, 30, 41 + v).map(([x, y, r]) => one(x, y, r, nut!)).join('')}
      ${heap(7, 560, 660, 90, 20, 51 + v).map(([x, y, r]) => one(x, y, r, shade(nut!, -0.04))).join('')}`;
  },
};

const star = (x: number, y: number, rot: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})">${Array.from({ length: 8 }, (_, k) => `<ellipse cx="15" cy="0" rx="15" ry="7" transform="rotate(${k * 45})" fill="${shade(c, (k % 2) * 0.05)}" stroke="${shade(c, -0.15)}" stroke-width="1.5"/>`).join('')}<circle r="5" fill="${shade(c, -0.2)}"/></g>`;
const stick = (x: number, y: number, rot: number, c: string, half = 110) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-half}" y="-14" width="${half * 2}" height="28" rx="10" fill="${c}"/><path d="M${-half},0 h${half * 2}" stroke="${shade(c, -0.2)}" stroke-width="3"/><ellipse cx="${-half}" cy="0" rx="7" ry="14" fill="${shade(c, 0.15)}"/><path d="M${-half - 2},-6 q6,6 0,12" stroke="${shade(c, -0.3)}" stroke-width="3" fill="none"/></g>`;

/** Spices: a bowl of peppercorns (black or white), a bundle of cassia sticks or star anise. */
const spices: Art = {
  colours: [['#c9b79c', '#2b2420'], ['#a0522d', '#b8693a'], ['#7a3b1f', '#8a4a24'], ['#8b6b4a', '#e8dcc0']],
  draw: ([dish, spice], v) => {
    if (v === 1) {
      const sticks = [[400, 470, -18], [410, 430, -14], [390, 510, -22], [420, 500, -10], [380, 450, -26]];
      return `${sticks.map(([x, y, r]) => stick(x!, y!, r!, shade(spice!, ((x! + y!) % 7) / 60))).join('')}
        <rect x="380" y="385" width="26" height="170" rx="6" transform="rotate(-18 393 470)" fill="#d9c7a0"/>
        ${[[260, 640, 10], [545, 650, -25]].map(([x, y, r]) => stick(x!, y!, r!, spice!, 60)).join('')}`;
    }
    const one = v === 2 ? star : (x: number, y: number, _r: number, c: string) => `<circle cx="${x}" cy="${y}" r="9" fill="${c}"/><circle cx="${x - 3}" cy="${y - 3}" r="3" fill="${shade(c, 0.2)}"/>`;
    const count = v === 2 ? 18 : 120;
    return `<defs>${body('dish', dish!)}</defs>
      ${heap(count, 400, 462, 160, 90, 61 + v).map(([x, y, r]) => one(x, y, r, spice!)).join('')}
      ${bowl(400, 460, 175, 'url(#dish)', shade(dish!, 0.1))}
      ${heap(v === 2 ? 4 : 24, 560, 662, 90, 22, 71 + v).map(([x, y, r]) => one(x, y, r, spice!)).join('')}`;
  },
};

const shrimpShape = (x: number, y: number, rot: number, c: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-50,0 A50,46 0 1,1 10,44" fill="none" stroke="${c}" stroke-width="30" stroke-linecap="round"/>${[-40, 0, 40, 80, 120].map((a) => `<path d="M${(50 * Math.cos(((180 + a) * Math.PI) / 180) - 0).toFixed(1)},${(46 * Math.sin(((180 + a) * Math.PI) / 180)).toFixed(1)} l${(12 * Math.cos(((180 + a) * Math.PI) / 180)).toFixed(1)},${(12 * Math.sin(((180 + a) * Math.PI) / 180)).toFixed(1)}" stroke="${shade(c, -0.2)}" stroke-width="3"/>`).join('')}<path d="M10,44 l26,-16 l-6,30 Z" fill="${shade(c, -0.1)}"/></g>`;

/** Shrimp on a tray of ice. */
const shrimp: Art = {
  colours: [['#cfe3ef', '#f2a48a'], ['#e3eef4', '#ee7f4f']],
  draw: ([ice, prawn]) => `<defs>${body('tray', ice!, true)}</defs>
      <rect x="170" y="440" width="460" height="190" rx="36" fill="url(#tray)"/>
      ${heap(18, 400, 560, 210, 60, 81).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#fff" opacity="0.7"/>`).join('')}
      ${[[300, 470, 10], [430, 450, -20], [540, 480, 35], [360, 540, -50], [500, 560, 5]].map(([x, y, r]) => shrimpShape(x!, y!, r!, prawn!)).join('')}`,
};

/** A whole fish on ice (tuna), or dried fish. */
const fish: Art = {
  colours: [['#2c3e66', '#dfe6ee', '#cfe3ef'], ['#9a6b3c', '#e6c98f', '#efe4cf']],
  draw: ([back, belly, ice]) => `<defs>${lin('skin', back!, belly!, true)}${body('ice', ice!, true)}</defs>
      <rect x="170" y="520" width="460" height="120" rx="40" fill="url(#ice)"/>
      <path d="M200,470 Q300,360 470,400 Q540,420 570,450 L640,390 L620,470 L645,550 L570,490 Q540,520 470,530 Q300,570 200,470 Z" fill="url(#skin)"/>
      <path d="M360,400 L400,340 L440,405 Z" fill="${shade(back!, -0.1)}"/><path d="M380,530 L410,580 L440,525 Z" fill="${shade(back!, 0.05)}"/>
      <circle cx="250" cy="455" r="13" fill="#fff"/><circle cx="250" cy="455" r="7" fill="#1c1c1c"/>
      <path d="M290,420 Q305,470 290,520" stroke="${shade(back!, -0.2)}" stroke-width="5" fill="none"/>`,
};

/** Fish fillets on a tray. */
const fillet: Art = {
  colours: [['#d8e6ee', '#f6d5c8']],
  draw: ([tray, flesh]) => {
    const one = (x: number, y: number, r: number) =>
      `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0,0 Q70,-48 180,-26 Q228,-14 236,10 Q168,46 70,40 Q12,34 0,0 Z" fill="${flesh}" stroke="${shade(flesh!, -0.12)}" stroke-width="3"/>${[40, 80, 120, 160].map((d) => `<path d="M${d},-30 Q${d + 14},4 ${d - 4},34" stroke="${shade(flesh!, -0.08)}" stroke-width="3" fill="none"/>`).join('')}</g>`;
    return `<defs>${body('tray', tray!, true)}</defs><rect x="160" y="430" width="480" height="200" rx="30" fill="url(#tray)"/>${one(215, 500, -6)}${one(300, 560, 4)}${one(230, 600, -2)}`;
  },
};

/** Dragon fruit: a whole one and a cut half, white or red flesh. */
const dragonFruit: Art = {
  colours: [['#e0457b', '#f7f4ef'], ['#e0457b', '#b5174d']],
  draw: ([skin, flesh]) => {
    const flames = [[-60, -30], [-20, -70], [30, -60], [70, -10], [40, 50], [-40, 40]].map(([dx, dy]) => `<path d="M${290 + dx!},${430 + dy!} q30,-10 40,-40 q-5,30 -20,55 Z" fill="#7cb342"/>`).join('');
    const seeds = heap(60, 510, 600, 95, 170, 91).map(([x, y]) => `<ellipse cx="${x}" cy="${y - 20}" rx="3" ry="2" fill="#1c1c1c"/>`).join('');
    return `<defs>${body('skin', skin!)}</defs>
      <ellipse cx="290" cy="440" rx="120" ry="150" fill="url(#skin)"/>${flames}
      <ellipse cx="510" cy="530" rx="125" ry="130" fill="${skin}"/><ellipse cx="510" cy="530" rx="110" ry="115" fill="${flesh}"/>${seeds}`;
  },
};

/** A spiky durian with an opened segment of yellow pods. */
const durian: Art = {
  colours: [['#8aa83c', '#f4cf5a']],
  draw: ([husk, pod]) => {
    const spikes = heap(70, 360, 590, 170, 330, 101).map(([x, y]) => `<path d="M${x - 10},${y} L${x},${y - 18} L${x + 10},${y} Z" fill="${shade(husk!, -0.15)}"/>`).join('');
    return `<defs>${body('husk', husk!)}</defs>
      <ellipse cx="360" cy="420" rx="175" ry="200" fill="url(#husk)"/>${spikes}
      <rect x="350" y="190" width="20" height="50" rx="6" fill="#6b4a2a"/>
      <path d="M470,640 Q460,520 560,470 Q640,520 630,640 Z" fill="${shade(husk!, 0.05)}"/>
      <ellipse cx="520" cy="590" rx="40" ry="52" fill="${pod}"/><ellipse cx="585" cy="585" rx="36" ry="48" fill="${shade(pod!, -0.05)}"/>`;
  },
};

/** Two mangoes and a cut cheek. */
const mango: Art = {
  colours: [['#f2b233', '#f28c28']],
  draw: ([yellow, orange]) => `<defs>${lin('fruit', yellow!, orange!)}</defs>
      <path d="M230,420 Q230,300 340,290 Q460,290 460,420 Q460,580 320,600 Q230,590 230,420 Z" fill="url(#fruit)"/>
      <path d="M340,292 q-6,-30 10,-40" stroke="#6b8e23" stroke-width="8" fill="none"/><path d="M350,260 q40,-30 70,-10 q-30,20 -70,10 Z" fill="#7cb342"/>
      <path d="M420,470 Q420,370 520,360 Q620,360 620,470 Q620,620 500,640 Q420,630 420,470 Z" fill="url(#fruit)"/>
      <ellipse cx="300" cy="620" rx="90" ry="34" fill="${orange}"/><ellipse cx="300" cy="614" rx="80" ry="26" fill="#ffc24d"/>`,
};

/** A bunch of bananas. */
const banana: Art = {
  colours: [['#f5d33c', '#6b8e23']],
  draw: ([yellow, stem]) => {
    const one = (r: number, i: number) =>
      `<path transform="rotate(${r} 330 300)" d="M330,300 Q300,470 420,600 Q450,615 455,590 Q360,480 370,300 Z" fill="${shade(yellow!, i * 0.03 - 0.05)}" stroke="${shade(yellow!, -0.2)}" stroke-width="2"/>`;
    return `${[-24, -8, 8, 24, 40].map(one).join('')}<path d="M300,250 L360,300 L330,320 Z" fill="${stem}"/><rect x="296" y="230" width="30" height="40" rx="8" fill="${stem}"/>`;
  },
};

/** A bowl of dried fruit slices. */
const driedFruit: Art = {
  colours: [['#c9a06a', '#f2a93b']],
  draw: ([wood, fruit]) => {
    const slice = (x: number, y: number, r: number) => `<rect x="${x - 34}" y="${y - 12}" width="68" height="24" rx="12" transform="rotate(${r} ${x} ${y})" fill="${shade(fruit!, (r % 30) / 300)}" stroke="${shade(fruit!, -0.15)}" stroke-width="2"/>`;
    return `<defs>${body('bowl', wood!)}</defs>${heap(24, 400, 452, 160, 90, 111).map(([x, y, r]) => slice(x, y, r)).join('')}
      ${bowl(400, 450, 175, 'url(#bowl)', shade(wood!, 0.1))}${heap(5, 560, 660, 80, 20, 121).map(([x, y, r]) => slice(x, y, r)).join('')}`;
  },
};

/** Rice vermicelli nests and a rice paper sheet. */
const noodles: Art = {
  colours: [['#f3ead2', '#e2d6b8']],
  draw: ([white, paper]) => {
    const nest = (cx: number, cy: number, r: number) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${white}"/>${Array.from({ length: 9 }, (_, k) => `<path d="M${cx - r + 8},${cy - r * 0.6 + k * r * 0.15} Q${cx},${cy - r * 0.9 + k * r * 0.2} ${cx + r - 8},${cy - r * 0.55 + k * r * 0.14}" stroke="${shade(white!, -0.14)}" stroke-width="3" fill="none"/>`).join('')}`;
    return `<ellipse cx="420" cy="520" rx="230" ry="80" fill="${paper}" opacity="0.9"/>
      <path d="M220,520 h400 M420,445 v150 M300,470 l240,100 M300,570 l240,-100" stroke="${shade(paper!, -0.08)}" stroke-width="2"/>
      ${nest(320, 470, 95)}${nest(500, 460, 90)}${nest(410, 560, 95)}`;
  },
};

/** Cup noodles and a pillow pack of instant noodles. */
const instantNoodles: Art = {
  colours: [['#e63946', '#f1c40f']],
  draw: ([red, yellow]) => `<defs>${body('pack', red!)}${body('cup', '#f7f4ef')}</defs>
      <path d="M210,300 L500,280 L520,470 L230,490 Z" fill="url(#pack)"/>
      <path d="M210,300 l-6,-8 l12,-8 l-6,-8 M500,280 l6,-8" stroke="${shade(red!, -0.2)}" stroke-width="6"/>
      <ellipse cx="360" cy="385" rx="80" ry="50" fill="${yellow}"/><path d="M310,385 q25,-30 50,0 q25,30 50,0" stroke="${red}" stroke-width="8" fill="none"/>
      <path d="M400,380 L600,380 L575,640 L425,640 Z" fill="url(#cup)"/>
      <ellipse cx="500" cy="380" rx="100" ry="22" fill="${shade(red!, -0.1)}"/>
      <rect x="410" y="470" width="180" height="70" fill="${red}"/><path d="M440,505 q20,-20 40,0 q20,20 40,0 q20,-20 40,0" stroke="${yellow}" stroke-width="7" fill="none"/>`,
};

/** A whole coconut and an opened half. */
const coconut: Art = {
  colours: [['#6b4226', '#f7f3ea']],
  draw: ([shell, flesh]) => `<defs>${body('shell', shell!)}</defs>
      <circle cx="330" cy="430" r="150" fill="url(#shell)"/>
      ${Array.from({ length: 16 }, (_, i) => `<path d="M${230 + i * 12},${330 + (i % 3) * 20} q20,80 0,200" stroke="${shade(shell!, -0.12)}" stroke-width="3" fill="none"/>`).join('')}
      <circle cx="300" cy="380" r="10" fill="${shade(shell!, -0.3)}"/><circle cx="335" cy="370" r="10" fill="${shade(shell!, -0.3)}"/><circle cx="318" cy="402" r="10" fill="${shade(shell!, -0.3)}"/>
      <path d="M420,560 A130,100 0 0,0 680,560 Z" fill="${shell}"/><ellipse cx="550" cy="560" rx="130" ry="34" fill="${shade(shell!, -0.2)}"/><ellipse cx="550" cy="560" rx="112" ry="26" fill="${flesh}"/>`,
};

/** Drinks: juice bottles and a can. */
const drinks: Art = {
  colours: [['#f39c12', '#2e86c1'], ['#7dbb42', '#f4f1ea']],
  draw: ([liquid, label]) => {
    const bottle = (x: number, s: number) =>
      `<g transform="translate(${x} 0)"><path d="M-20,${230 + s} h40 v40 q40,30 40,80 v250 q0,30 -30,30 h-60 q-30,0 -30,-30 v-250 q0,-50 40,-80 Z" fill="${liquid}" opacity="0.92"/><rect x="-22" y="${215 + s}" width="44" height="26" rx="5" fill="${shade(label!, -0.1)}"/><rect x="-60" y="${400 + s}" width="120" height="110" fill="${label}"/><circle cx="0" cy="${455 + s}" r="26" fill="${liquid}"/></g>`;
    return `${bottle(300, 10)}${bottle(420, 0)}<g><rect x="495" y="450" width="110" height="190" rx="14" fill="${label}"/><ellipse cx="550" cy="452" rx="55" ry="12" fill="#c9cfd6"/><rect x="495" y="500" width="110" height="80" fill="${liquid}"/></g>`;
  },
};

/** Bottles of fish sauce and chili sauce. */
const sauce: Art = {
  colours: [['#b5651d', '#d62828']],
  draw: ([amber, chili]) => `<defs>${lin('amber', shade(amber!, 0.1), shade(amber!, -0.15))}${body('chili', chili!)}</defs>
      <path d="M310,200 h50 v70 q50,40 50,100 v240 q0,30 -30,30 h-90 q-30,0 -30,-30 v-240 q0,-60 50,-100 Z" fill="url(#amber)"/>
      <rect x="305" y="180" width="60" height="36" rx="6" fill="#d62828"/><rect x="275" y="420" width="120" height="120" fill="#f4ead8"/><rect x="295" y="450" width="80" height="14" fill="#d62828"/>
      <path d="M470,330 h100 q20,0 20,30 v250 q0,30 -30,30 h-80 q-30,0 -30,-30 v-250 q0,-30 20,-30 Z" fill="url(#chili)"/>
      <path d="M495,330 l25,-70 l25,70 Z" fill="#2e7d32"/><rect x="470" y="430" width="120" height="90" fill="#fff" opacity="0.9"/><path d="M500,475 q30,-30 60,0" stroke="${chili}" stroke-width="8" fill="none"/>`,
};

export const foodArt: Record<string, Art> = {
  'bean-sack': beanSack,
  'coffee-pouch': coffeePouch,
  'instant-coffee': instantCoffee,
  tea,
  'grain-sack': grainSack,
  nuts,
  spices,
  shrimp,
  fish,
  fillet,
  'dragon-fruit': dragonFruit,
  durian,
  mango,
  banana,
  'dried-fruit': driedFruit,
  noodles,
  'instant-noodles': instantNoodles,
  coconut,
  drinks,
  sauce,
};
