import { offer as o, type ProductKind } from './kind-types.ts';

/** Agriculture & Food: commodities by the ton or kilogram, packed food by the carton. */
export const foodKinds: Record<string, ProductKind> = {
  'robusta-coffee': { trade: 'bulk', art: ['bean-sack', 0], offers: [o('ton', [1, 5, 10, 19.2], 3800, 5400), o('kg', [500, 1000, 2000], 4.1, 5.9)] },
  'arabica-coffee': { trade: 'bulk', art: ['bean-sack', 0], offers: [o('ton', [1, 5, 10], 5600, 8600), o('kg', [60, 300, 1000], 6.2, 12.5)] },
  'roasted-coffee': {
    trade: 'goods',
    art: ['coffee-pouch'],
    arts: [[/Espresso Coffee Beans/, ['bean-sack', 2]]],
    offers: [o('kg', [50, 100, 300], 8.5, 18), o('bag', [200, 500, 1000], 4.2, 13, /Bag|500g/), o('set', [100, 300, 500], 7.5, 18, /Gift Set/)],
  },
  'instant-coffee': {
    trade: 'goods',
    art: ['instant-coffee'],
    offers: [o('box', [500, 1000, 3000], 1.6, 4.2, /Sachets|Sticks/), o('carton', [50, 100, 200], 28, 65, /Sachets|Sticks/), o('kg', [200, 500, 1000], 7.5, 22, /Bulk|Granules/)],
  },
  tea: { trade: 'goods', art: ['tea'], offers: [o('kg', [100, 300, 500, 1000], 3.5, 26), o('box', [500, 1000, 2000], 1.2, 3.8, /Bags/)] },
  'cocoa-products': {
    trade: 'bulk',
    art: ['bean-sack', 2],
    offers: [o('ton', [1, 5, 10], 6500, 9800, /Beans/), o('kg', [500, 1000, 2000], 4.5, 14, /Powder|Butter/), o('kg', [100, 300, 500], 8, 16, /Couverture/)],
  },
  'jasmine-rice': { trade: 'bulk', art: ['grain-sack', 0], offers: [o('ton', [25, 50, 100, 500], 540, 960), o('bag', [800, 1000, 2000], 14, 25, /25kg Bag/)] },
  'white-rice': { trade: 'bulk', art: ['grain-sack', 0], offers: [o('ton', [25, 50, 100, 500], 420, 780)] },
  'corn-maize': {
    trade: 'bulk',
    art: ['grain-sack', 2],
    offers: [o('ton', [100, 500, 1000], 220, 330), o('kg', [1000, 3000, 5000], 0.9, 2.4, /Frozen|Popcorn/)],
  },
  'tapioca-starch': {
    trade: 'bulk',
    art: ['grain-sack', 3],
    offers: [o('ton', [20, 50, 100], 440, 660), o('ton', [100, 500], 230, 310, /Chips/), o('kg', [500, 1000, 3000], 1.2, 2.6, /Pearls/)],
  },
  'cashew-nuts': { trade: 'bulk', art: ['nuts', 0], offers: [o('kg', [500, 1000, 2000], 6.5, 11), o('ton', [1, 5, 15.9], 6400, 9800), o('ton', [20, 50], 1100, 1650, /Raw Cashew Nuts in Shell/)] },
  'black-pepper': { trade: 'bulk', art: ['spices', 0], arts: [[/White/, ['spices', 3]]], offers: [o('ton', [1, 5, 10, 18], 3600, 7600), o('kg', [500, 1000], 3.8, 7.9)] },
  'cinnamon-cassia': { trade: 'bulk', art: ['spices', 1], offers: [o('ton', [1, 5, 10], 1800, 4600), o('kg', [300, 1000], 2.1, 5.2)] },
  'star-anise': { trade: 'bulk', art: ['spices', 2], offers: [o('ton', [1, 5], 4000, 8200), o('kg', [100, 300, 500], 4.2, 9.5)] },
  'macadamia-nuts': { trade: 'bulk', art: ['nuts', 2], offers: [o('kg', [300, 500, 1000], 6, 19), o('ton', [1, 5], 6200, 18000)] },
  'frozen-shrimp': { trade: 'bulk', art: ['shrimp'], offers: [o('kg', [1000, 3000, 10000], 6.2, 14.5), o('carton', [100, 500, 1000], 62, 145)] },
  'pangasius-fillet': { trade: 'bulk', art: ['fillet'], offers: [o('kg', [1000, 5000, 10000], 1.8, 3.6), o('ton', [10, 25], 1800, 3600)] },
  tuna: {
    trade: 'bulk',
    art: ['fish', 0],
    offers: [o('carton', [500, 1000, 2000], 28, 56, /Canned/), o('kg', [1000, 3000], 8.5, 15, /Saku|Steak/), o('kg', [5000, 10000], 1.4, 2.3, /Whole Round/)],
  },
  'dried-seafood': { trade: 'bulk', art: ['fish', 1], offers: [o('kg', [100, 300, 500], 6, 48)] },
  'dragon-fruit': { trade: 'bulk', art: ['dragon-fruit'], offers: [o('kg', [1000, 3000, 5000], 0.6, 1.9), o('carton', [500, 1000], 9, 19), o('kg', [1000, 5000], 1.4, 2.9, /Frozen/)] },
  durian: { trade: 'bulk', art: ['durian'], offers: [o('kg', [1000, 3000, 5000], 2.6, 9.5), o('kg', [500, 1000], 6, 25, /Frozen/)] },
  mango: { trade: 'bulk', art: ['mango'], offers: [o('kg', [1000, 3000], 0.9, 2.8), o('carton', [500, 1000], 6, 14), o('kg', [1000, 5000], 1.2, 2.9, /Frozen|Puree/)] },
  banana: {
    trade: 'bulk',
    art: ['banana'],
    arts: [[/Chips|Slices|Flour/, ['dried-fruit']]],
    offers: [o('carton', [1000, 1540], 7, 14), o('kg', [5000, 10000], 0.45, 0.9), o('kg', [500, 1000], 2.2, 5.2, /Chips|Slices|Flour/)],
  },
  'dried-fruits': { trade: 'goods', art: ['dried-fruit'], offers: [o('kg', [200, 500, 1000], 4, 12.5), o('carton', [50, 100], 45, 115)] },
  'rice-noodles': { trade: 'goods', art: ['noodles'], offers: [o('carton', [200, 500, 1000], 12, 30), o('kg', [1000, 3000], 1.2, 2.9)] },
  'instant-noodles': { trade: 'goods', art: ['instant-noodles'], offers: [o('carton', [500, 1000, 2000], 5, 14)] },
  'coconut-products': {
    trade: 'goods',
    art: ['coconut'],
    offers: [
      o('ton', [10, 20], 2200, 3300, /Desiccated/),
      o('kg', [200, 500, 1000], 3.2, 7.5, /Oil/),
      o('carton', [500, 1000], 14, 26, /Milk/),
      o('ton', [20, 50], 180, 330, /Coir/),
      o('piece', [1000, 3000, 5000], 0.7, 1.4, /Young Coconut/),
    ],
  },
  'fruit-juices': { trade: 'goods', art: ['drinks'], offers: [o('carton', [500, 1000, 2000], 6, 18), o('kg', [1000, 3000], 2, 5.5, /Concentrate/)] },
  'sauces-condiments': { trade: 'goods', art: ['sauce'], offers: [o('carton', [200, 500, 1000], 12, 42), o('bottle', [1000, 5000, 10000], 0.5, 3.2)] },
};
