import { type Art, body, lin, metal, shade } from './paint.ts';

// Electronics, appliances and energy equipment.

/** A smartphone (or a rugged one, wider). */
const phone: Art = {
  colours: [['#2b2f36', '#3d7be0'], ['#e8e8ea', '#8c5cd6'], ['#3a4a5e', '#f06c5b']],
  draw: ([main, accent], v) => {
    const w = v === 2 ? 260 : 220;
    const x = 400 - w / 2;
    return `<defs>${body('case', main!)}${lin('screen', shade(accent!, 0.15), shade(accent!, -0.25), true)}</defs>
      <rect x="${x}" y="160" width="${w}" height="460" rx="36" fill="url(#case)"/>
      <rect x="${x + 14}" y="185" width="${w - 28}" height="410" rx="22" fill="url(#screen)"/>
      <circle cx="400" cy="172" r="5" fill="${shade(main!, -0.3)}"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${x + 34 + (i % 4) * ((w - 68) / 4)}" y="${230 + Math.floor(i / 4) * 62}" width="${(w - 68) / 4 - 12}" height="44" rx="10" fill="#fff" opacity="0.55"/>`).join('')}
      <circle cx="${400 + w / 2 - 60}" cy="520" r="${30 + v * 4}" fill="#fff" opacity="0.25"/>`;
  },
};

const headphones: Art = {
  colours: [['#2b2f36', '#e74c3c'], ['#f2f2f2', '#3d7be0']],
  draw: ([main, accent]) => `<defs>${body('cup', main!)}</defs>
      <path d="M250,450 Q250,220 400,220 Q550,220 550,450" stroke="${main}" stroke-width="30" fill="none"/><path d="M270,430 Q275,250 400,245 Q525,250 530,430" stroke="${accent}" stroke-width="8" fill="none"/>
      <rect x="200" y="400" width="110" height="170" rx="50" fill="url(#cup)"/><rect x="490" y="400" width="110" height="170" rx="50" fill="url(#cup)"/>
      <rect x="290" y="420" width="30" height="130" rx="14" fill="${shade(main!, -0.2)}"/><rect x="480" y="420" width="30" height="130" rx="14" fill="${shade(main!, -0.2)}"/>
      <circle cx="255" cy="485" r="16" fill="${accent}"/><circle cx="545" cy="485" r="16" fill="${accent}"/>`,
};

const smartwatch: Art = {
  colours: [['#1c1c1c', '#2bb3a3'], ['#e8c9c0', '#f06c5b']],
  draw: ([strap, accent]) => `<defs>${body('strap', strap!)}</defs>
      <rect x="330" y="150" width="140" height="200" rx="20" fill="url(#strap)"/><rect x="330" y="450" width="140" height="200" rx="20" fill="url(#strap)"/>
      <rect x="290" y="290" width="220" height="240" rx="54" fill="#3a3f47"/><rect x="306" y="306" width="188" height="208" rx="42" fill="#0d1117"/>
      <rect x="512" y="360" width="14" height="50" rx="6" fill="#9aa5b1"/>
      <rect x="340" y="345" width="90" height="28" rx="6" fill="#fff" opacity="0.9"/><path d="M330,430 L370,430 L385,400 L405,460 L420,430 L470,430" stroke="${accent}" stroke-width="7" fill="none"/>
      <circle cx="450" cy="480" r="16" fill="${accent}"/>`,
};

const powerBank: Art = {
  colours: [['#3a3f47', '#3d7be0'], ['#f2f2f2', '#2bb3a3']],
  draw: ([main, accent]) => `<defs>${body('bank', main!)}</defs>
      <rect x="260" y="230" width="260" height="400" rx="34" fill="url(#bank)"/><rect x="280" y="250" width="220" height="360" rx="24" fill="none" stroke="${shade(main!, 0.15)}" stroke-width="3"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${352 + i * 26}" cy="560" r="7" fill="${i < 3 ? accent : shade(main!, 0.25)}"/>`).join('')}
      <rect x="340" y="238" width="40" height="14" rx="4" fill="#1c1c1c"/><rect x="400" y="238" width="26" height="14" rx="6" fill="#1c1c1c"/>
      <path d="M413,232 Q420,150 520,170 Q620,190 600,330 Q590,450 560,560" stroke="${accent}" stroke-width="10" fill="none"/><rect x="546" y="556" width="28" height="52" rx="6" fill="#c0c6cc"/>`,
};

const pcb: Art = {
  colours: [['#1f7a3d', '#d4a94a']],
  draw: ([board, gold]) => `<defs>${body('board', board!)}</defs>
      <polygon points="190,330 560,270 620,520 250,590" fill="url(#board)"/>
      ${Array.from({ length: 8 }, (_, i) => `<path d="M${230 + i * 40},${560 - i * 6} L${215 + i * 40},${470 - i * 6} L${290 + i * 40},${440 - i * 12}" stroke="${gold}" stroke-width="3" fill="none"/>`).join('')}
      <polygon points="330,380 430,365 445,440 345,455" fill="#1c1c1c"/><polygon points="470,350 540,340 550,390 480,400" fill="#1c1c1c"/><polygon points="300,480 350,472 356,500 306,508" fill="#2b2f36"/>
      ${Array.from({ length: 6 }, (_, i) => `<circle cx="${470 + i * 18}" cy="${470 - i * 3}" r="6" fill="${gold}"/>`).join('')}
      <rect x="380" y="470" width="34" height="20" rx="3" fill="#e9c46a" transform="rotate(-9 397 480)"/>`,
};

const led: Art = {
  colours: [['#e9edf0', '#ffc928']],
  draw: ([strip, glow]) => `<path d="M180,520 Q300,380 420,470 Q540,560 640,400" stroke="#aab3bc" stroke-width="50" fill="none" stroke-linecap="round"/><path d="M180,520 Q300,380 420,470 Q540,560 640,400" stroke="${strip}" stroke-width="42" fill="none" stroke-linecap="round"/>
      <path d="M180,520 Q300,380 420,470 Q540,560 640,400" stroke="${glow}" stroke-width="16" fill="none" stroke-dasharray="14 30" stroke-linecap="round"/>
      <rect x="250" y="230" width="180" height="150" rx="14" fill="#c0c6cc"/><circle cx="340" cy="305" r="52" fill="${glow}"/><circle cx="340" cy="305" r="30" fill="#fffbe6"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${470 + i * 34}" y="230" width="24" height="24" rx="3" fill="#fffbe6" stroke="#c0c6cc" stroke-width="4"/>`).join('')}`,
};

const cable: Art = {
  colours: [['#2b2f36', '#c0c6cc'], ['#2f86c9', '#f4f4f4']],
  draw: ([wire, plug]) => `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${390 + i * 6}" cy="${430 - i * 4}" rx="${150 - i * 6}" ry="${110 - i * 4}" fill="none" stroke="${shade(wire!, i * 0.04)}" stroke-width="18"/>`).join('')}
      <path d="M520,470 Q600,520 590,600" stroke="${wire}" stroke-width="18" fill="none"/><rect x="565" y="590" width="50" height="60" rx="8" fill="${plug}"/><rect x="575" y="640" width="30" height="24" fill="#9aa5b1"/>
      <path d="M260,380 Q200,300 230,230" stroke="${wire}" stroke-width="18" fill="none"/><rect x="205" y="180" width="50" height="60" rx="8" fill="${plug}"/><rect x="218" y="160" width="24" height="24" fill="#9aa5b1"/>`,
};

const airConditioner: Art = {
  colours: [['#f4f6f8', '#7f8c8d']],
  draw: ([white, grey]) => `<defs>${body('unit', white!, true)}</defs>
      <rect x="170" y="210" width="460" height="150" rx="30" fill="url(#unit)" stroke="#d6dbe0" stroke-width="4"/><path d="M200,320 Q400,345 600,320" stroke="${grey}" stroke-width="6" fill="none"/><circle cx="580" cy="250" r="8" fill="#3ad29f"/>
      <rect x="300" y="420" width="300" height="220" rx="14" fill="url(#unit)" stroke="#d6dbe0" stroke-width="4"/><circle cx="420" cy="530" r="80" fill="${shade(grey!, 0.3)}"/>
      ${[0, 1, 2, 3, 4].map((i) => `<circle cx="420" cy="530" r="${16 + i * 16}" fill="none" stroke="${grey}" stroke-width="3"/>`).join('')}
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="525" y="${450 + i * 28}" width="55" height="8" fill="${grey}"/>`).join('')}`,
};

const fridge: Art = {
  colours: [['#c0c6cc', '#2b2f36'], ['#f4f4f4', '#9aa5b1']],
  draw: ([door, handle]) => `<defs>${metal('door', door!)}</defs>
      <rect x="260" y="150" width="280" height="490" rx="20" fill="url(#door)"/><path d="M400,150 L400,640" stroke="${shade(door!, -0.25)}" stroke-width="5"/>
      <rect x="370" y="260" width="12" height="150" rx="6" fill="${handle}"/><rect x="418" y="260" width="12" height="150" rx="6" fill="${handle}"/>
      <rect x="440" y="200" width="70" height="44" rx="6" fill="#1c1c1c"/><rect x="450" y="212" width="28" height="20" fill="#3d7be0"/>`,
};

const fan: Art = {
  colours: [['#f2f2f2', '#3d7be0']],
  draw: ([white, blade]) => `<rect x="390" y="400" width="22" height="220" fill="${white}" stroke="#c9ced3" stroke-width="3"/><ellipse cx="400" cy="630" rx="110" ry="24" fill="${white}" stroke="#c9ced3" stroke-width="4"/>
      ${[0, 120, 240].map((a) => `<ellipse cx="400" cy="230" rx="40" ry="100" transform="rotate(${a} 400 320)" fill="${blade}" opacity="0.85"/>`).join('')}
      <circle cx="400" cy="320" r="150" fill="none" stroke="#9aa5b1" stroke-width="6"/>${Array.from({ length: 12 }, (_, i) => `<path d="M400,320 L${400 + 150 * Math.cos((i * 30 * Math.PI) / 180)},${320 + 150 * Math.sin((i * 30 * Math.PI) / 180)}" stroke="#9aa5b1" stroke-width="2"/>`).join('')}
      <circle cx="400" cy="320" r="34" fill="${white}" stroke="#c9ced3" stroke-width="4"/>`,
};

const riceCooker: Art = {
  colours: [['#f4f4f4', '#d63031']],
  draw: ([body_, accent]) => `<defs>${body('cooker', body_!)}</defs>
      <path d="M230,380 Q230,600 300,630 L500,630 Q570,600 570,380 Z" fill="url(#cooker)" stroke="#d6dbe0" stroke-width="4"/>
      <path d="M220,380 Q400,230 580,380 Z" fill="${shade(body_!, -0.05)}" stroke="#d6dbe0" stroke-width="4"/><rect x="360" y="290" width="80" height="24" rx="10" fill="#9aa5b1"/>
      <rect x="330" y="450" width="140" height="90" rx="14" fill="${accent}"/><rect x="350" y="468" width="60" height="26" rx="4" fill="#1c1c1c"/><circle cx="440" cy="515" r="10" fill="#fff"/>`,
};

const cctv: Art = {
  colours: [['#f4f4f4', '#2b2f36']],
  draw: ([white, dark]) => `<defs>${body('cam', white!, true)}</defs>
      <rect x="180" y="220" width="30" height="160" rx="6" fill="#c9ced3"/><path d="M210,300 L300,330" stroke="#c9ced3" stroke-width="22"/>
      <g transform="rotate(12 420 330)"><rect x="280" y="280" width="300" height="110" rx="30" fill="url(#cam)" stroke="#d6dbe0" stroke-width="4"/><rect x="270" y="268" width="320" height="30" rx="12" fill="${shade(white!, -0.08)}"/>
      <circle cx="580" cy="335" r="42" fill="${dark}"/><circle cx="580" cy="335" r="22" fill="#3d7be0"/></g>
      <path d="M360,560 A90,70 0 0,1 540,560 Z" fill="${dark}" opacity="0.85"/><rect x="340" y="560" width="220" height="24" rx="8" fill="url(#cam)"/><circle cx="450" cy="525" r="14" fill="#3d7be0"/>`,
};

const smartLock: Art = {
  colours: [['#2b2f36', '#c9a56b']],
  draw: ([plate, metalColour]) => `<defs>${body('plate', plate!, true)}${metal('lever', metalColour!)}</defs>
      <rect x="320" y="160" width="150" height="480" rx="40" fill="url(#plate)"/>
      ${Array.from({ length: 12 }, (_, i) => `<circle cx="${355 + (i % 3) * 40}" cy="${230 + Math.floor(i / 3) * 42}" r="13" fill="#fff" opacity="0.85"/>`).join('')}
      <circle cx="395" cy="430" r="26" fill="none" stroke="#3d7be0" stroke-width="6"/>
      <rect x="360" y="480" width="240" height="40" rx="20" fill="url(#lever)"/><circle cx="395" cy="500" r="34" fill="url(#lever)"/>`,
};

const solarPanel: Art = {
  colours: [['#2c5aa0', '#f5b82e'], ['#1f3f6e', '#f79b2e']],
  draw: ([panel, sun], v) => {
    const cell = (i: number, j: number) => {
      const [x0, y0] = [230 + j * 92 - i * 28, 330 + i * 70];
      return `<polygon points="${x0},${y0} ${x0 + 86},${y0} ${x0 + 86 - 26},${y0 + 64} ${x0 - 26},${y0 + 64}" fill="url(#cell)"/>`;
    };
    return `<defs>${lin('cell', shade(panel!, 0.12), shade(panel!, -0.12), true)}</defs>
      <circle cx="${600 - v * 30}" cy="200" r="70" fill="${sun}"/><circle cx="${600 - v * 30}" cy="200" r="95" fill="${sun}" opacity="0.25"/>
      <polygon points="222,322 610,322 522,612 134,612" fill="${shade(panel!, -0.3, 0.5)}"/>
      ${[0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => cell(i, j)).join('')).join('')}
      <rect x="360" y="612" width="24" height="40" fill="${shade(panel!, -0.3, 0.3)}"/>`;
  },
};

const inverter: Art = {
  colours: [['#f4f6f8', '#3d7be0']],
  draw: ([white, accent]) => `<defs>${body('box', white!)}</defs>
      <rect x="250" y="190" width="300" height="400" rx="22" fill="url(#box)" stroke="#d6dbe0" stroke-width="4"/>
      ${Array.from({ length: 10 }, (_, i) => `<rect x="550" y="${210 + i * 36}" width="30" height="18" fill="#9aa5b1"/>`).join('')}
      <rect x="300" y="250" width="200" height="110" rx="8" fill="#0d1117"/><path d="M320,330 Q360,280 400,320 Q440,360 480,290" stroke="${accent}" stroke-width="6" fill="none"/>
      ${[0, 1, 2].map((i) => `<circle cx="${340 + i * 60}" cy="410" r="10" fill="${i === 0 ? '#3ad29f' : accent}"/>`).join('')}
      <rect x="270" y="450" width="260" height="14" rx="7" fill="${accent}"/>
      ${[0, 1, 2, 3].map((i) => `<rect x="${300 + i * 55}" y="590" width="26" height="50" fill="#2b2f36"/>`).join('')}`,
};

const battery: Art = {
  colours: [['#2f6fb3', '#f4f4f4'], ['#2b2f36', '#d63031']],
  draw: ([caseColour, accent], v) => `<defs>${body('case', caseColour!)}</defs>
      <rect x="220" y="290" width="360" height="330" rx="20" fill="url(#case)"/><rect x="220" y="290" width="360" height="50" rx="20" fill="${shade(caseColour!, -0.12)}"/>
      <rect x="270" y="250" width="60" height="44" rx="6" fill="${v ? accent : '#c0c6cc'}"/><rect x="470" y="250" width="60" height="44" rx="6" fill="${v ? '#1c1c1c' : '#c0c6cc'}"/>
      <rect x="260" y="390" width="280" height="120" rx="10" fill="${accent}" opacity="${v ? 0.9 : 0.95}"/>
      <path d="M385,420 L365,460 L400,460 L380,500 L440,445 L405,445 L420,420 Z" fill="${v ? '#fff' : caseColour}"/>`,
};

const generator: Art = {
  colours: [['#f2b705', '#2b2f36'], ['#2e7d32', '#f4f4f4']],
  draw: ([canopy, dark]) => `<defs>${body('canopy', canopy!)}</defs>
      <rect x="160" y="280" width="480" height="310" rx="14" fill="url(#canopy)"/>
      ${Array.from({ length: 8 }, (_, i) => `<rect x="${190 + i * 28}" y="330" width="14" height="180" rx="6" fill="${shade(canopy!, -0.2)}"/>`).join('')}
      <rect x="450" y="330" width="150" height="120" rx="8" fill="${dark}"/><rect x="465" y="345" width="80" height="44" fill="#3ad29f"/><circle cx="575" cy="420" r="12" fill="#d63031"/>
      <rect x="540" y="230" width="34" height="60" fill="#5a5f66"/><rect x="150" y="590" width="500" height="34" fill="${dark}"/>`,
};

const windTurbine: Art = {
  colours: [['#f4f6f8', '#9aa5b1']],
  draw: ([white, grey]) => `<path d="M390,290 L410,290 L425,650 L375,650 Z" fill="${white}" stroke="${grey}" stroke-width="3"/>
      <rect x="385" y="260" width="90" height="44" rx="18" fill="${white}" stroke="${grey}" stroke-width="3"/>
      ${[0, 120, 240].map((a) => `<path d="M400,280 Q420,180 405,60 Q385,180 392,280 Z" transform="rotate(${a + 15} 400 280)" fill="${white}" stroke="${grey}" stroke-width="3"/>`).join('')}
      <circle cx="400" cy="280" r="20" fill="${grey}"/>`,
};

const cableReel: Art = {
  colours: [['#b5835a', '#2b2f36']],
  draw: ([wood, wire]) => `<defs>${body('wood', wood!)}</defs>
      <circle cx="310" cy="420" r="200" fill="url(#wood)"/><circle cx="310" cy="420" r="40" fill="${shade(wood!, -0.3)}"/>
      <rect x="330" y="290" width="170" height="260" fill="${wire}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M330,${300 + i * 29} L500,${300 + i * 29}" stroke="${shade(wire!, 0.15)}" stroke-width="6"/>`).join('')}
      <ellipse cx="500" cy="420" rx="60" ry="200" fill="${shade(wood!, -0.08)}"/><path d="M500,540 Q600,600 650,560" stroke="${wire}" stroke-width="14" fill="none"/>`,
};

const transformer: Art = {
  colours: [['#8a949e', '#a0522d']],
  draw: ([tank, porcelain]) => `<defs>${body('tank', tank!)}</defs>
      <rect x="260" y="330" width="280" height="290" rx="10" fill="url(#tank)"/>
      ${Array.from({ length: 7 }, (_, i) => `<rect x="${180 + (i % 2) * 0}" y="${340 + i * 38}" width="80" height="18" fill="${shade(tank!, -0.1)}"/><rect x="540" y="${340 + i * 38}" width="80" height="18" fill="${shade(tank!, -0.1)}"/>`).join('')}
      ${[320, 400, 480].map((x) => `<g>${Array.from({ length: 5 }, (_, k) => `<ellipse cx="${x}" cy="${320 - k * 26}" rx="${22 - k}" ry="9" fill="${porcelain}"/>`).join('')}<rect x="${x - 5}" y="190" width="10" height="40" fill="#c0c6cc"/></g>`).join('')}
      <rect x="250" y="315" width="300" height="24" rx="6" fill="${shade(tank!, -0.15)}"/>`,
};

export const techArt: Record<string, Art> = {
  phone,
  headphones,
  smartwatch,
  'power-bank': powerBank,
  pcb,
  led,
  cable,
  'air-conditioner': airConditioner,
  fridge,
  fan,
  'rice-cooker': riceCooker,
  cctv,
  'smart-lock': smartLock,
  'solar-panel': solarPanel,
  inverter,
  battery,
  generator,
  'wind-turbine': windTurbine,
  'cable-reel': cableReel,
  transformer,
};
