import { type Art, body, gearPath, metal, shade, wheel } from './paint.ts';

// Machinery and vehicles.

/** A drum coffee roaster with its hopper, chimney and cooling tray. */
const coffeeRoaster: Art = {
  colours: [['#a33b2f', '#c0c6cc']],
  draw: ([paint, steel]) => `<defs>${body('roaster', paint!)}${metal('steel', steel!)}</defs>
      <rect x="470" y="150" width="40" height="170" fill="url(#steel)"/>
      <rect x="290" y="280" width="240" height="230" rx="30" fill="url(#roaster)"/>
      <path d="M330,280 L310,200 L430,200 L410,280 Z" fill="url(#steel)"/>
      <circle cx="410" cy="395" r="70" fill="url(#steel)"/><circle cx="410" cy="395" r="48" fill="${shade(steel!, -0.25)}"/><circle cx="395" cy="380" r="14" fill="#fff" opacity="0.5"/>
      <rect x="300" y="510" width="30" height="120" fill="${shade(paint!, -0.3)}"/><rect x="490" y="510" width="30" height="120" fill="${shade(paint!, -0.3)}"/>
      <ellipse cx="250" cy="560" rx="110" ry="30" fill="url(#steel)"/><rect x="140" y="560" width="220" height="30" fill="${shade(steel!, -0.1)}"/><ellipse cx="250" cy="556" rx="96" ry="22" fill="#5a2f1a"/>
      <rect x="240" y="590" width="20" height="50" fill="${shade(steel!, -0.2)}"/>`,
};

/** An industrial machine: enclosure with a window, a control panel and a base. */
const machine: Art = {
  colours: [['#e8ecef', '#2f86c9'], ['#5a8f4e', '#e8c13a'], ['#c9cfd6', '#d64545']],
  draw: ([shell, accent], v) => `<defs>${body('shell', shell!)}${metal('glass', '#9fc3dc')}</defs>
      <rect x="170" y="250" width="400" height="340" rx="18" fill="url(#shell)"/>
      <rect x="200" y="285" width="250" height="190" rx="10" fill="url(#glass)" opacity="0.9"/>
      <path d="M230,300 L300,460 M280,300 L340,440" stroke="#fff" stroke-width="8" opacity="0.35"/>
      <rect x="470" y="285" width="80" height="150" rx="8" fill="#2b2f36"/><rect x="480" y="298" width="60" height="40" rx="4" fill="#3ad29f"/>
      ${[0, 1, 2].map((i) => `<circle cx="${490 + i * 20}" cy="365" r="7" fill="${i === 2 ? '#d64545' : accent}"/>`).join('')}
      <rect x="170" y="500" width="400" height="26" fill="${accent}"/>
      ${v === 1 ? `<path d="M570,320 L640,250 L690,250 L690,300 L600,380 Z" fill="${shade(shell!, -0.1)}"/>` : `<rect x="570" y="420" width="90" height="150" rx="8" fill="${shade(shell!, -0.1)}"/>`}
      <rect x="160" y="590" width="420" height="40" rx="6" fill="#3a3f47"/>`,
};

const tractor: Art = {
  colours: [['#2e8b3e', '#f2c94c'], ['#c0392b', '#e8e8e8']],
  draw: ([paint, rim]) => `<defs>${body('paint', paint!)}</defs>
      <rect x="250" y="420" width="320" height="110" rx="20" fill="url(#paint)"/><rect x="450" y="260" width="140" height="180" rx="12" fill="none" stroke="${shade(paint!, -0.2)}" stroke-width="14"/>
      <rect x="458" y="268" width="124" height="90" fill="#9fc3dc" opacity="0.6"/><rect x="300" y="330" width="14" height="90" fill="#3a3f47"/>
      ${wheel(520, 540, 120, rim!)}${wheel(260, 580, 70, rim!)}`,
};

const excavator: Art = {
  colours: [['#f2b705', '#2b2f36']],
  draw: ([paint, dark]) => `<defs>${body('paint', paint!)}</defs>
      <rect x="230" y="560" width="340" height="80" rx="40" fill="${dark}"/>${[270, 330, 400, 470, 530].map((x) => `<circle cx="${x}" cy="600" r="22" fill="#5a5f66"/>`).join('')}
      <rect x="250" y="480" width="300" height="80" rx="10" fill="url(#paint)"/><rect x="400" y="360" width="130" height="130" rx="10" fill="url(#paint)"/><rect x="415" y="375" width="100" height="70" fill="#9fc3dc" opacity="0.7"/>
      <path d="M400,450 L280,260 L180,330" stroke="${paint}" stroke-width="34" fill="none" stroke-linejoin="round"/><path d="M180,330 L150,420 L230,410 Z" fill="${dark}"/>
      <path d="M330,400 L290,300" stroke="#9aa5b1" stroke-width="10"/>`,
};

const concreteMixer: Art = {
  colours: [['#e67e22', '#7f8c8d']],
  draw: ([drum, frame]) => `<defs>${body('drum', drum!)}</defs>
      <path d="M330,520 L460,600 M470,520 L370,600" stroke="${frame}" stroke-width="16"/>
      <g transform="rotate(-25 400 400)"><path d="M280,300 L520,300 L560,420 L500,520 L300,520 L240,420 Z" fill="url(#drum)"/><ellipse cx="400" cy="300" rx="120" ry="26" fill="${shade(drum!, -0.3)}"/>
      ${[340, 380, 420, 460].map((y) => `<path d="M270,${y} Q400,${y + 30} 530,${y - 10}" stroke="${shade(drum!, -0.15)}" stroke-width="6" fill="none"/>`).join('')}</g>
      ${wheel(330, 600, 40, '#c0c6cc')}${wheel(480, 600, 40, '#c0c6cc')}<path d="M560,470 L650,560" stroke="${frame}" stroke-width="14"/>`,
};

const pump: Art = {
  colours: [['#2f6fb3', '#9aa5b1']],
  draw: ([paint, steel]) => `<defs>${body('motor', paint!, true)}${metal('steel', steel!)}</defs>
      <rect x="170" y="600" width="460" height="34" rx="6" fill="#3a3f47"/>
      <rect x="180" y="400" width="240" height="190" rx="30" fill="url(#motor)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="200" y="${415 + i * 28}" width="200" height="8" fill="${shade(paint!, -0.2)}"/>`).join('')}
      <rect x="420" y="470" width="40" height="50" fill="url(#steel)"/>
      <circle cx="540" cy="490" r="95" fill="url(#steel)"/><circle cx="540" cy="490" r="40" fill="${shade(steel!, -0.2)}"/>
      <rect x="515" y="330" width="50" height="80" fill="url(#steel)"/><rect x="500" y="320" width="80" height="20" rx="4" fill="${shade(steel!, -0.15)}"/>`,
};

const tire: Art = {
  colours: [['#c3c9d0', '#d93a3a'], ['#8e959d', '#f0b429']],
  draw: ([rim, hub], v) => {
    const spokes = 5 + v;
    return `<defs>${metal('rim', rim!)}</defs>
      <circle cx="400" cy="400" r="230" fill="#2b2f36"/><circle cx="400" cy="400" r="215" fill="none" stroke="#3a3f47" stroke-width="10" stroke-dasharray="14 10"/>
      <circle cx="400" cy="400" r="160" fill="url(#rim)"/><circle cx="400" cy="400" r="138" fill="${shade(rim!, -0.3)}"/>
      ${Array.from({ length: spokes }, (_, i) => `<rect x="390" y="268" width="20" height="132" rx="8" fill="url(#rim)" transform="rotate(${(360 / spokes) * i} 400 400)"/>`).join('')}
      <circle cx="400" cy="400" r="42" fill="${hub}"/><circle cx="400" cy="400" r="14" fill="${shade(hub!, -0.3)}"/>`;
  },
};

/** A drilled brake disc with a caliper. */
const brakeDisc: Art = {
  colours: [['#a9b2bb', '#d63031']],
  draw: ([steel, caliper]) => `<defs>${metal('disc', steel!)}</defs>
      <circle cx="400" cy="420" r="220" fill="url(#disc)"/><circle cx="400" cy="420" r="95" fill="${shade(steel!, -0.2)}"/><circle cx="400" cy="420" r="70" fill="url(#disc)"/>
      ${Array.from({ length: 5 }, (_, i) => `<circle cx="${400 + 42 * Math.cos((i * 72 * Math.PI) / 180)}" cy="${420 + 42 * Math.sin((i * 72 * Math.PI) / 180)}" r="9" fill="#3a3f47"/>`).join('')}
      ${Array.from({ length: 24 }, (_, i) => `<circle cx="${400 + (140 + (i % 2) * 40) * Math.cos((i * 15 * Math.PI) / 180)}" cy="${420 + (140 + (i % 2) * 40) * Math.sin((i * 15 * Math.PI) / 180)}" r="7" fill="${shade(steel!, -0.3)}"/>`).join('')}
      <path d="M470,210 Q640,260 630,430 L560,430 Q560,300 450,270 Z" fill="${caliper}"/>`,
};

/** A headlamp assembly. */
const headlight: Art = {
  colours: [['#d8e3ea', '#2b2f36']],
  draw: ([glass, housing]) => `<path d="M180,460 Q200,320 360,300 L620,330 Q650,420 600,520 L260,560 Q190,560 180,460 Z" fill="${housing}"/>
      <path d="M200,455 Q220,340 360,322 L600,350 Q625,420 585,500 L265,538 Q210,536 200,455 Z" fill="${glass}"/>
      <circle cx="320" cy="440" r="62" fill="#f4f6f8" stroke="#9aa5b1" stroke-width="8"/><circle cx="320" cy="440" r="28" fill="#cfe3f2"/>
      <circle cx="470" cy="430" r="50" fill="#f4f6f8" stroke="#9aa5b1" stroke-width="8"/><circle cx="470" cy="430" r="22" fill="#cfe3f2"/>
      <path d="M260,510 Q420,500 580,460" stroke="#fffbe6" stroke-width="10" fill="none"/>`,
};

/** An electric scooter (moped) from the side. */
const scooter: Art = {
  colours: [['#e74c3c', '#2b2f36'], ['#f4f4f4', '#2f86c9']],
  draw: ([paint, dark]) => `<defs>${body('paint', paint!)}</defs>
      ${wheel(240, 560, 80, '#c0c6cc')}${wheel(570, 560, 80, '#c0c6cc')}
      <path d="M250,500 Q280,400 380,420 L520,430 Q560,380 520,300 L545,290 Q600,380 590,470 L560,520 L300,520 Z" fill="url(#paint)"/>
      <rect x="300" y="385" width="160" height="30" rx="14" fill="${dark}"/><path d="M530,300 L500,220" stroke="${dark}" stroke-width="14"/><rect x="460" y="205" width="90" height="16" rx="8" fill="${dark}"/>
      <rect x="330" y="455" width="130" height="50" rx="8" fill="${shade(paint!, -0.2)}"/><path d="M560,330 l40,-10" stroke="#f2c94c" stroke-width="12"/>`,
};

/** An electric bicycle. */
const bicycle: Art = {
  colours: [['#2f6fb3', '#2b2f36']],
  draw: ([frame, dark]) => {
    const rim = (cx: number) => `<circle cx="${cx}" cy="540" r="100" fill="none" stroke="#23262b" stroke-width="16"/>${Array.from({ length: 12 }, (_, i) => `<path d="M${cx},540 l${(92 * Math.cos((i * 30 * Math.PI) / 180)).toFixed(1)},${(92 * Math.sin((i * 30 * Math.PI) / 180)).toFixed(1)}" stroke="#9aa5b1" stroke-width="2"/>`).join('')}<circle cx="${cx}" cy="540" r="14" fill="#9aa5b1"/>`;
    return `${rim(230)}${rim(570)}<path d="M230,540 L370,540 L320,380 Z M370,540 L520,390 L320,380 M520,390 L570,540" stroke="${frame}" stroke-width="16" fill="none" stroke-linejoin="round"/>
      <rect x="400" y="430" width="110" height="40" rx="14" transform="rotate(-45 455 450)" fill="${dark}"/>
      <path d="M320,380 L305,330" stroke="${dark}" stroke-width="10"/><rect x="270" y="318" width="70" height="16" rx="8" fill="${dark}"/>
      <path d="M520,390 L505,300 L555,290" stroke="${dark}" stroke-width="10" fill="none"/><circle cx="370" cy="540" r="26" fill="#5a5f66"/>`;
  },
};

/** A chain sprocket with a loop of chain. */
const sprocket: Art = {
  colours: [['#9aa5b1', '#d4a94a']],
  draw: ([steel, gold]) => `<defs>${metal('sprocket', steel!)}</defs>
      <path d="${gearPath(360, 410, 210, 180, 36)}" fill="url(#sprocket)"/><circle cx="360" cy="410" r="130" fill="${shade(steel!, -0.1)}"/>
      ${Array.from({ length: 5 }, (_, i) => `<circle cx="${360 + 80 * Math.cos((i * 72 * Math.PI) / 180)}" cy="${410 + 80 * Math.sin((i * 72 * Math.PI) / 180)}" r="30" fill="${shade(steel!, 0.25)}"/>`).join('')}
      <circle cx="360" cy="410" r="40" fill="${gold}"/>
      <path d="M430,610 Q560,640 610,560" stroke="#3a3f47" stroke-width="22" fill="none" stroke-dasharray="18 8"/>`,
};

/** A cargo truck, or a flatbed semi-trailer with a container. */
const truck: Art = {
  colours: [['#f4f4f4', '#2f6fb3'], ['#c0392b', '#7f8c8d']],
  draw: ([box, cab], v) =>
    v === 1
      ? `<rect x="150" y="330" width="500" height="170" rx="6" fill="${box}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${165 + i * 40}" y="340" width="12" height="150" fill="${shade(box!, -0.15)}"/>`).join('')}
        <rect x="130" y="500" width="540" height="30" fill="#3a3f47"/><rect x="130" y="530" width="540" height="14" fill="${cab}"/>${[460, 540, 620].map((x) => wheel(x, 575, 45, '#c0c6cc')).join('')}<rect x="170" y="530" width="20" height="90" fill="${cab}"/>`
      : `<defs>${body('cab', cab!)}</defs><rect x="160" y="300" width="330" height="230" rx="8" fill="${box}" stroke="#d0d4d8" stroke-width="4"/>
        <path d="M500,360 L590,360 Q640,400 640,470 L640,530 L500,530 Z" fill="url(#cab)"/><path d="M520,380 L585,380 Q615,410 618,450 L520,450 Z" fill="#9fc3dc"/>
        <rect x="150" y="530" width="500" height="24" fill="#3a3f47"/>${[240, 330, 570].map((x) => wheel(x, 575, 50, '#c0c6cc')).join('')}
        <rect x="200" y="360" width="120" height="40" rx="6" fill="${cab}"/>`,
};

export const machineArt: Record<string, Art> = {
  'coffee-roaster': coffeeRoaster,
  machine,
  tractor,
  excavator,
  'concrete-mixer': concreteMixer,
  pump,
  tire,
  'brake-disc': brakeDisc,
  headlight,
  scooter,
  bicycle,
  sprocket,
  truck,
};
