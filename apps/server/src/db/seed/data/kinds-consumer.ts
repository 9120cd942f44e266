import { offer as o, type ProductKind } from './kind-types.ts';

/** Textiles, furniture, electronics, beauty, health and handicrafts: mostly by the piece, pair or set. */
export const consumerKinds: Record<string, ProductKind> = {
  // ── Textiles & Apparel ──
  'cotton-fabric': { trade: 'goods', art: ['fabric-rolls', 0], offers: [o('meter', [1000, 3000, 5000], 1.3, 4.8)] },
  'polyester-fabric': { trade: 'goods', art: ['fabric-rolls', 0], offers: [o('meter', [1000, 3000, 5000], 0.6, 3.2), o('kg', [500, 1000], 2.1, 4.6)] },
  'silk-fabric': { trade: 'goods', art: ['fabric-rolls', 2], offers: [o('meter', [100, 300, 500], 6.5, 28)] },
  yarn: { trade: 'bulk', art: ['yarn'], offers: [o('kg', [500, 1000, 3000], 2.1, 4.6), o('ton', [1, 5, 10], 2100, 4600)] },
  't-shirts-polos': {
    trade: 'goods',
    art: ['t-shirt', 0],
    offers: [o('piece', [100, 300, 500, 1000], 4.5, 9.8, /Polo/), o('piece', [100, 300, 500, 1000], 2.3, 6.5)],
  },
  'jeans-denim': { trade: 'goods', art: ['jeans'], offers: [o('piece', [200, 300, 500], 6.5, 17)] },
  'workwear-uniforms': {
    trade: 'goods',
    art: ['workwear', 0],
    arts: [[/Coverall/, ['workwear', 1]], [/Chef/, ['workwear', 3]], [/School/, ['t-shirt', 0]]],
    offers: [o('piece', [500, 1000, 3000], 0.9, 3.2, /Vest/), o('piece', [200, 300, 500], 8, 22, /Coverall|Jacket/), o('set', [200, 500], 6, 15, /Set/)],
  },
  sportswear: { trade: 'goods', art: ['t-shirt', 0], offers: [o('piece', [200, 300, 500], 3.2, 12)] },
  'childrens-clothing': { trade: 'goods', art: ['t-shirt', 0], offers: [o('piece', [300, 500, 1000], 2.2, 7), o('set', [300, 500], 3, 8.5, /Set/)] },
  'sports-shoes': { trade: 'goods', art: ['sneaker'], offers: [o('pair', [300, 500, 1000], 6.5, 22)] },
  'leather-shoes': { trade: 'goods', art: ['leather-shoe'], offers: [o('pair', [200, 300, 500], 14, 48)] },
  'sandals-slippers': {
    trade: 'goods',
    art: ['flip-flop'],
    offers: [o('pair', [3000, 5000, 10000], 0.25, 0.65, /Hotel/), o('pair', [500, 1000, 3000], 0.9, 3.5, /EVA|Rubber/), o('pair', [200, 300, 500], 6, 15, /Leather/)],
  },
  handbags: {
    trade: 'goods',
    art: ['handbag', 0],
    arts: [[/Straw/, ['handbag', 2]], [/Canvas/, ['handbag', 1]]],
    offers: [
      o('piece', [50, 100, 300], 18, 42, /Leather Tote/),
      o('piece', [100, 300], 4, 11, /Straw/),
      o('piece', [100, 300, 500], 4, 10, /PU/),
      o('piece', [500, 1000, 3000], 1, 3.8, /Canvas/),
    ],
  },
  backpacks: { trade: 'goods', art: ['backpack'], offers: [o('piece', [100, 300, 500], 6, 24)] },
  'hats-caps': { trade: 'goods', art: ['cap'], offers: [o('piece', [100, 300, 500, 1000], 1.2, 6.5)] },

  // ── Furniture & Home Decor ──
  'dining-furniture': {
    trade: 'goods',
    art: ['dining-set'],
    arts: [[/Dining Chair/, ['armchair', 0]]],
    offers: [o('set', [20, 50, 100], 180, 680, /Dining Set/), o('piece', [20, 50, 100], 90, 420, /Dining Table/), o('piece', [50, 100, 200], 22, 78, /Dining Chair/)],
  },
  'bedroom-furniture': {
    trade: 'goods',
    art: ['cabinet'],
    offers: [
      o('piece', [20, 50], 140, 420, /Bed Frame/),
      o('piece', [50, 100, 200], 35, 95, /Bedside/),
      o('piece', [20, 50], 180, 450, /Wardrobe/),
      o('piece', [20, 50, 100], 85, 230, /Dressing/),
    ],
  },
  'office-furniture': {
    trade: 'goods',
    art: ['office-chair'],
    arts: [[/Cabinet/, ['cabinet', 0]]],
    offers: [
      o('piece', [50, 100, 200], 35, 130, /Chair/),
      o('piece', [20, 50, 100], 120, 290, /Standing Desk/),
      o('piece', [10, 20, 50], 180, 520, /Executive/),
      o('piece', [50, 100], 55, 140, /Filing/),
    ],
  },
  'rattan-wicker-furniture': {
    trade: 'goods',
    art: ['armchair', 1],
    offers: [o('set', [10, 20, 50], 350, 1200, /Sofa Set/), o('piece', [20, 50, 100], 45, 160, /Armchair/), o('piece', [20, 50], 90, 240, /Egg Chair/), o('piece', [20, 50, 100], 40, 130, /Table/)],
  },
  'teak-outdoor-furniture': {
    trade: 'goods',
    art: ['armchair', 0],
    offers: [o('piece', [20, 50], 120, 320, /Bench/), o('piece', [100, 200], 18, 48, /Folding/), o('piece', [20, 50], 180, 460, /Lounger/), o('set', [10, 20], 380, 1400, /Dining Set/)],
  },
  'aluminum-outdoor-furniture': {
    trade: 'goods',
    art: ['armchair', 2],
    offers: [o('piece', [50, 100, 200], 25, 85, /Chair/), o('set', [20, 50, 100], 60, 190, /Bistro/), o('piece', [20, 50, 100], 70, 190, /Lounger/), o('set', [10, 20], 380, 1150, /Sofa/)],
  },
  'bamboo-furniture': { trade: 'goods', art: ['shelf'], offers: [o('piece', [50, 100, 200], 18, 160), o('piece', [20, 50], 90, 220, /Bed Frame/)] },
  'bamboo-flooring': { trade: 'goods', art: ['flooring'], offers: [o('square-meter', [300, 500, 1000], 12, 34)] },
  'bamboo-kitchenware': {
    trade: 'goods',
    art: ['cutting-board'],
    offers: [
      o('set', [300, 500, 1000], 4, 12, /Cutting Board/),
      o('pair', [5000, 10000, 20000], 0.08, 0.4, /Chopsticks/),
      o('set', [500, 1000], 3, 9, /Tableware/),
      o('piece', [5000, 10000, 20000], 0.05, 0.16, /Straws/),
    ],
  },
  'ceramic-vases': { trade: 'goods', art: ['vase', 0], offers: [o('piece', [50, 100, 200, 500], 3, 55)] },
  'lamps-lighting': { trade: 'goods', art: ['lamp', 0], arts: [[/Lantern/, ['lamp', 1]]], offers: [o('piece', [100, 200, 500], 5, 48)] },
  'carpets-rugs': { trade: 'goods', art: ['rug'], offers: [o('piece', [50, 100, 200], 12, 180), o('square-meter', [500, 1000], 3, 9, /Carpet/)] },
  'stainless-steel-cookware': { trade: 'goods', art: ['cookware'], offers: [o('set', [300, 500, 1000], 18, 72, /Set/), o('piece', [500, 1000], 4, 30)] },
  tableware: {
    trade: 'goods',
    art: ['cutlery'],
    arts: [[/Chafing/, ['cookware']]],
    offers: [o('set', [300, 500], 5, 48, /Set/), o('piece', [1000, 3000], 0.6, 3, /Plates/), o('piece', [50, 100], 25, 85, /Chafing/)],
  },

  // ── Electronics ──
  'mobile-phones': {
    trade: 'goods',
    art: ['phone', 0],
        offers: [
      o('piece', [500, 1000, 3000], 7, 19, /Feature/),
      o('piece', [50, 100, 300], 60, 150, /Refurbished/),
      o('piece', [100, 300, 500], 90, 230, /Rugged/),
      o('piece', [100, 300, 500, 1000], 85, 190),
    ],
  },
  'headphones-earphones': {
    trade: 'goods',
    art: ['headphones'],
    offers: [
      o('piece', [500, 1000, 3000], 3.5, 15, /TWS/),
      o('piece', [100, 300, 500], 15, 42, /Noise/),
      o('piece', [1000, 3000, 5000], 0.5, 2.2, /Wired/),
      o('piece', [200, 500, 1000], 6, 19, /Gaming/),
    ],
  },
  'smart-watches': { trade: 'goods', art: ['smartwatch'], offers: [o('piece', [100, 500, 1000], 4, 12, /Band/), o('piece', [50, 100, 500], 12, 48)] },
  'power-banks': { trade: 'goods', art: ['power-bank'], offers: [o('piece', [100, 500, 1000], 4.5, 19, /Power Bank/), o('piece', [500, 1000, 3000], 1.2, 9, /Charger/)] },
  'pcb-pcba': { trade: 'goods', art: ['pcb'], offers: [o('piece', [100, 500, 1000], 2, 28, /PCBA/), o('piece', [10, 100, 500, 1000], 0.3, 6)] },
  'led-modules': {
    trade: 'goods',
    art: ['led'],
    offers: [
      o('piece', [10000, 50000, 100000], 0.01, 0.05, /Chips/),
      o('piece', [1000, 5000], 0.12, 0.45, /Module/),
      o('piece', [500, 1000], 1, 4.5, /COB/),
      o('roll', [100, 500, 1000], 1.5, 6.5, /Strip/),
    ],
  },
  'connectors-cables': {
    trade: 'goods',
    art: ['cable'],
    offers: [o('piece', [500, 1000, 3000], 3, 26, /Harness/), o('piece', [1000, 5000], 0.2, 2.5, /Connector/), o('piece', [1000, 3000, 5000], 0.6, 4.2)],
  },
  'air-conditioners': {
    trade: 'equipment',
    art: ['air-conditioner'],
    offers: [o('set', [1, 2, 5], 4200, 18500, /VRF/), o('set', [10, 20, 50], 560, 1150, /Cassette/), o('unit', [50, 100, 200], 130, 270, /Portable/), o('set', [50, 100, 200], 180, 340)],
  },
  refrigerators: {
    trade: 'equipment',
    art: ['fridge'],
    offers: [
      o('unit', [20, 50, 100], 380, 760, /Side by Side/),
      o('unit', [50, 100, 200], 55, 125, /Mini Bar/),
      o('unit', [10, 20, 50], 280, 920, /Display/),
      o('unit', [20, 50, 100], 150, 330, /Chest/),
    ],
  },
  'electric-fans': { trade: 'goods', art: ['fan'], offers: [o('piece', [200, 500, 1000], 28, 65, /Ceiling/), o('piece', [200, 500], 18, 45, /Industrial/), o('piece', [500, 1000, 2000], 6, 22)] },
  'rice-cookers': { trade: 'goods', art: ['rice-cooker'], offers: [o('piece', [50, 100], 35, 90, /Commercial/), o('piece', [200, 500, 1000], 8, 48)] },
  'cctv-cameras': { trade: 'goods', art: ['cctv'], offers: [o('piece', [20, 50, 100], 75, 190, /PTZ/), o('piece', [50, 100, 500], 12, 65)] },
  'smart-locks': { trade: 'goods', art: ['smart-lock'], offers: [o('set', [50, 100], 35, 95, /Hotel/), o('piece', [50, 100, 200], 28, 180)] },

  // ── Beauty & Personal Care ──
  'face-creams': { trade: 'goods', art: ['cosmetics'], arts: [[/Serum|Essence/, ['dropper-bottle']]], offers: [o('piece', [500, 1000, 3000], 1.2, 9.5)] },
  'sheet-masks': { trade: 'goods', art: ['sheet-mask'], offers: [o('piece', [1000, 5000, 10000], 0.12, 0.85), o('box', [500, 1000], 2, 7.5)] },
  sunscreen: { trade: 'goods', art: ['cosmetics'], offers: [o('piece', [500, 1000, 3000], 1.5, 6.5)] },
  'shampoo-conditioner': { trade: 'goods', art: ['cosmetics', 0], offers: [o('piece', [5000, 10000], 0.08, 0.3, /Mini/), o('bottle', [1000, 3000, 5000], 0.9, 4.8)] },
  'hair-extensions': { trade: 'goods', art: ['hair'], offers: [o('kg', [1, 5, 10], 180, 650, /Bulk/), o('piece', [5, 10, 50], 45, 180, /Wig/), o('piece', [10, 50, 100], 15, 120)] },
  'essential-oils': { trade: 'goods', art: ['dropper-bottle'], offers: [o('bottle', [500, 1000, 3000], 0.8, 6.5), o('kg', [5, 25, 100], 18, 160)] },
  'handmade-soaps': { trade: 'goods', art: ['soap', 0], offers: [o('piece', [500, 1000, 3000], 0.6, 3.8)] },
  lipsticks: { trade: 'goods', art: ['lipstick'], offers: [o('set', [500, 1000], 2, 8, /Set/), o('piece', [1000, 3000, 5000], 0.5, 3.8)] },
  'nail-products': {
    trade: 'goods',
    art: ['nail-polish'],
    offers: [o('set', [200, 500], 3, 15, /Kit/), o('box', [500, 1000], 0.8, 3.5, /Press-on/), o('bottle', [1000, 3000, 5000], 0.3, 2.8)],
  },

  // ── Health & Medical ──
  'nitrile-gloves': { trade: 'goods', art: ['gloves'], offers: [o('box', [1000, 3000, 5000], 2.1, 6.2), o('carton', [100, 500, 1000], 20, 58), o('pair', [10000, 50000], 0.12, 0.35, /Sterile/)] },
  'medical-face-masks': { trade: 'goods', art: ['face-mask'], offers: [o('box', [1000, 5000, 10000], 0.9, 4.2), o('piece', [10000, 50000, 100000], 0.02, 0.35)] },
  syringes: { trade: 'goods', art: ['syringe'], offers: [o('piece', [10000, 50000, 100000], 0.015, 0.12), o('box', [500, 1000], 1.5, 8.5)] },
  'hospital-beds': {
    trade: 'equipment',
    art: ['hospital-bed'],
    offers: [
      o('piece', [1, 2, 5], 950, 2600, /ICU/),
      o('unit', [1, 2, 5], 950, 2600, /ICU/),
      o('piece', [2, 5, 10], 180, 420, /Manual/),
      o('piece', [1, 2, 5, 10], 320, 1200, /Home Care/),
      o('piece', [5, 10], 85, 260, /Couch/),
    ],
  },
  'patient-monitors': { trade: 'equipment', art: ['patient-monitor'], offers: [o('piece', [100, 500, 1000], 3, 12, /Oximeter/), o('unit', [1, 5, 10], 280, 1800)] },
  'herbal-supplements': {
    trade: 'goods',
    art: ['supplements'],
    arts: [[/Tea Bags/, ['tea', 0]], [/Powder/, ['pouch', 0]]],
    offers: [o('bottle', [500, 1000, 3000], 1.5, 8.5), o('kg', [100, 500], 3, 12, /Powder/), o('box', [500, 1000, 3000], 1, 3.5, /Tea Bags/)],
  },
  vitamins: { trade: 'goods', art: ['supplements'], offers: [o('bottle', [500, 1000, 3000], 1.2, 6.5)] },

  // ── Handicrafts & Gifts ──
  lacquerware: { trade: 'goods', art: ['vase', 2], offers: [o('piece', [5, 10, 20], 60, 320, /Painting/), o('set', [50, 100], 12, 45, /Set/), o('piece', [50, 100, 300], 4, 38)] },
  pottery: {
    trade: 'goods',
    art: ['vase', 0],
    offers: [o('set', [100, 300], 8, 45, /Tea Set/), o('piece', [300, 500, 1000], 1.5, 6, /Mugs/), o('piece', [50, 100, 300], 5, 48)],
  },
  'seagrass-baskets': { trade: 'goods', art: ['basket', 0], offers: [o('set', [100, 200, 500], 7, 22, /Set of 3/), o('piece', [100, 200, 500], 2.5, 14)] },
  'water-hyacinth-products': { trade: 'goods', art: ['basket', 0], offers: [o('piece', [100, 200, 500], 3, 48)] },
  'promotional-gifts': {
    trade: 'goods',
    art: ['gift-box', 0],
    arts: [[/Tumbler/, ['tumbler']]],
    offers: [
      o('piece', [100, 300, 500], 2.2, 7.5, /Tumbler/),
      o('piece', [1000, 3000, 5000], 0.1, 0.6, /Pens/),
      o('piece', [200, 500, 1000], 1.8, 6.5, /USB/),
      o('set', [100, 300, 500], 4, 16, /Gift Set/),
    ],
  },
  embroidery: { trade: 'goods', art: ['embroidery'], offers: [o('piece', [5, 10, 20], 45, 320, /Painting|Art/), o('piece', [100, 300, 500], 2.5, 14)] },
  'christmas-decorations': {
    trade: 'goods',
    art: ['ornaments'],
        offers: [
      o('piece', [100, 200, 300], 28, 85, /Tree/),
      o('piece', [500, 1000, 3000], 1.2, 5.5, /Lights/),
      o('box', [500, 1000], 1.5, 6.5, /Ornaments/),
      o('piece', [500, 1000, 3000], 0.3, 2.5),
    ],
  },
  'artificial-flowers': {
    trade: 'goods',
    art: ['potted-plant'],
    offers: [
      o('piece', [20, 50, 100], 35, 88, /Olive Tree/),
      o('piece', [1000, 3000], 0.25, 1.1, /Roses/),
      o('piece', [100, 300], 5, 16, /Orchid/),
      o('square-meter', [100, 300, 500], 8, 26, /Wall Panel/),
    ],
  },
};
