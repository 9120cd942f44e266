import { offer as o, type ProductKind } from './kind-types.ts';

/** Machinery, building materials, packaging, chemicals, vehicles, energy, minerals and metals. */
export const industryKinds: Record<string, ProductKind> = {
  // ── Machinery ──
  'coffee-processing-machines': {
    trade: 'equipment',
    art: ['coffee-roaster'],
    arts: [[/Pulper|Hulling|Sorter/, ['machine', 0]]],
    offers: [
      o('set', [1, 2], 8000, 26000, /Roaster/),
      o('set', [1, 2, 5], 800, 3600, /Pulper/),
      o('set', [1, 2], 2500, 9500, /Hulling/),
      o('set', [1], 12000, 36000, /Sorter/),
      o('unit', [1, 5, 10], 600, 2600, /Grinder/),
    ],
  },
  'rice-milling-machines': {
    trade: 'equipment',
    art: ['machine', 0],
    offers: [o('set', [1], 25000, 92000, /Complete/), o('set', [1, 2, 5], 1500, 6200, /Husker/), o('set', [1, 2, 5], 1200, 5200, /Polisher/), o('set', [1], 9000, 30000, /Sorter/)],
  },
  tractors: {
    trade: 'equipment',
    art: ['tractor'],
    offers: [o('unit', [1, 2, 5], 6500, 12500, /50HP/), o('unit', [2, 5, 10], 900, 1900, /Walking/), o('unit', [1, 2], 8000, 16500, /Loader/), o('unit', [1, 2, 5], 7000, 14500, /Paddy/)],
  },
  'filling-packing-machines': { trade: 'equipment', art: ['machine', 0], offers: [o('set', [1, 2], 3500, 45000), o('set', [1, 2, 5], 800, 2600, /Carton Sealing/)] },
  'commercial-kitchen-equipment': {
    trade: 'equipment',
    art: ['machine', 2],
    arts: [[/Work Table/, ['sink']]],
    offers: [o('piece', [2, 5, 10], 400, 1800, /Gas Range/), o('piece', [5, 10, 20], 80, 320, /Work Table/), o('piece', [2, 5, 10], 200, 920, /Fryer/), o('unit', [1, 2], 3500, 9200, /Oven/)],
  },
  'cnc-machines': {
    trade: 'equipment',
    art: ['machine', 0],
    offers: [o('set', [1], 25000, 82000, /Machining Center/), o('set', [1], 12000, 36000, /Lathe/), o('set', [1, 2], 4500, 15500, /Router/), o('set', [1], 18000, 46000, /Laser/)],
  },
  'injection-molding-machines': { trade: 'equipment', art: ['machine', 0], offers: [o('set', [1], 15000, 92000), o('set', [1, 2], 9000, 26000, /Vertical/)] },
  'air-compressors': {
    trade: 'equipment',
    art: ['pump'],
    offers: [o('unit', [1, 2, 5], 5000, 12500, /Screw/), o('unit', [1, 2], 8000, 20000, /Oil Free/), o('unit', [10, 20, 50], 150, 460, /Piston/), o('unit', [1, 2, 5], 6000, 15500, /VSD/)],
  },
  'industrial-pumps': { trade: 'equipment', art: ['pump'], offers: [o('unit', [1, 5, 10], 90, 2200), o('piece', [5, 10, 20], 60, 900)] },
  excavators: {
    trade: 'equipment',
    art: ['excavator'],
    offers: [o('unit', [1], 80000, 142000, /20 Ton/), o('unit', [1, 2], 9000, 22500, /Mini/), o('unit', [1], 60000, 112000, /Wheel/), o('unit', [1], 25000, 66000, /Used/)],
  },
  'concrete-mixers': {
    trade: 'equipment',
    art: ['concrete-mixer'],
    arts: [[/Batching Plant/, ['machine', 0]]],
    offers: [o('unit', [1, 2], 22000, 46000, /Truck/), o('unit', [5, 10, 20], 450, 1250, /350L/), o('set', [1], 40000, 120000, /Batching Plant/), o('set', [1, 2], 8000, 25500, /Twin Shaft/)],
  },

  // ── Construction & Building Materials ──
  'stainless-steel-sheets': { trade: 'bulk', art: ['steel-sheets'], offers: [o('ton', [1, 3, 5, 10, 25], 1300, 3900), o('kg', [1000, 3000], 1.4, 4.2)] },
  'stainless-steel-pipes': { trade: 'bulk', art: ['pipes', 0], offers: [o('ton', [1, 3, 5, 10], 1500, 4800), o('meter', [500, 1000, 3000], 2.5, 28)] },
  'carbon-steel-pipes': { trade: 'bulk', art: ['pipes', 1], offers: [o('ton', [5, 10, 25], 580, 1150)] },
  'steel-rebar': { trade: 'bulk', art: ['rebar'], offers: [o('ton', [25, 50, 100, 500], 480, 690)] },
  'steel-beams': { trade: 'bulk', art: ['steel-beam'], offers: [o('ton', [10, 25, 50], 560, 860)] },
  'portland-cement': {
    trade: 'bulk',
    art: ['cement-bag'],
    offers: [o('ton', [500, 1000, 5000], 38, 78), o('bag', [2000, 5000, 10000], 2.8, 4.6), o('ton', [5000, 10000], 32, 46, /Clinker/), o('ton', [100, 300], 120, 210, /White/)],
  },
  'precast-concrete': {
    trade: 'bulk',
    art: ['bricks', 1],
    offers: [o('meter', [500, 1000], 12, 40, /Pile/), o('piece', [20, 50], 120, 480, /Culvert/), o('cubic-meter', [100, 300], 38, 66, /Blocks/), o('square-meter', [500, 1000], 4, 9.5, /Pavers/)],
  },
  'ceramic-tiles': { trade: 'goods', art: ['tiles', 0], offers: [o('square-meter', [500, 1000, 2000], 2.8, 7.8)] },
  'porcelain-tiles': { trade: 'goods', art: ['tiles', 1], offers: [o('square-meter', [500, 1000], 4, 18), o('square-meter', [200, 500], 14, 32, /Slab/)] },
  'granite-marble': {
    trade: 'goods',
    art: ['tiles', 3],
    arts: [[/Marble/, ['tiles', 1]]],
    offers: [o('square-meter', [100, 300, 500], 12, 85), o('piece', [20, 50], 80, 260, /Countertops/)],
  },
  'aluminum-windows': { trade: 'goods', art: ['window', 0], offers: [o('square-meter', [50, 100, 200], 60, 230)] },
  'upvc-windows': { trade: 'goods', art: ['window', 1], offers: [o('square-meter', [50, 100, 200], 45, 135), o('ton', [5, 10], 1400, 2100, /Profiles/)] },
  'wooden-doors': { trade: 'goods', art: ['door'], offers: [o('piece', [50, 100, 200], 28, 380), o('set', [20, 50], 90, 420, /Entry/)] },
  toilets: { trade: 'goods', art: ['toilet'], offers: [o('piece', [50, 100, 200], 28, 180), o('set', [20, 50], 180, 480, /Smart/), o('piece', [100, 200, 500], 8, 22, /Squat/)] },
  'faucets-mixers': { trade: 'goods', art: ['faucet'], offers: [o('piece', [100, 200, 500], 6, 85), o('set', [50, 100, 200], 28, 140, /Shower Set/)] },
  'stainless-steel-sinks': { trade: 'goods', art: ['sink'], offers: [o('piece', [50, 100, 200], 18, 165)] },

  // ── Packaging & Printing ──
  'corrugated-boxes': { trade: 'goods', art: ['carton'], offers: [o('piece', [1000, 3000, 5000, 10000], 0.12, 1.8)] },
  'paper-bags': { trade: 'goods', art: ['paper-bag'], offers: [o('piece', [3000, 5000, 10000], 0.03, 0.9), o('piece', [10000, 20000], 0.18, 0.45, /Sack/)] },
  'gift-boxes': { trade: 'goods', art: ['gift-box'], offers: [o('piece', [500, 1000, 3000], 0.6, 6)] },
  'pp-woven-bags': { trade: 'goods', art: ['woven-bag'], offers: [o('piece', [10000, 20000, 50000], 0.06, 0.35), o('piece', [200, 500, 1000], 4, 12, /Jumbo/)] },
  'pet-bottles': { trade: 'goods', art: ['bottles'], offers: [o('piece', [10000, 50000, 100000], 0.02, 0.25)] },
  'stretch-film': { trade: 'goods', art: ['film-roll'], offers: [o('roll', [100, 500, 1000], 4, 25), o('kg', [1000, 3000], 1.3, 2.4)] },
  'flexible-packaging': { trade: 'goods', art: ['pouch'], arts: [[/Coffee/, ['coffee-pouch', 0]]], offers: [o('piece', [5000, 10000, 30000], 0.02, 0.35)] },
  'labels-stickers': { trade: 'goods', art: ['label-roll'], offers: [o('piece', [5000, 10000, 50000], 0.01, 0.15), o('roll', [50, 100], 8, 35, /Roll/)] },
  'offset-printing': { trade: 'goods', art: ['brochure'], offers: [o('piece', [500, 1000, 3000], 0.2, 6)] },

  // ── Chemicals & Plastics ──
  'polypropylene-resin': { trade: 'bulk', art: ['pellets', 0], offers: [o('ton', [17, 25, 50], 900, 1450)] },
  'polyethylene-resin': { trade: 'bulk', art: ['pellets', 0], offers: [o('ton', [17, 25, 50], 950, 1480)] },
  'pvc-resin': { trade: 'bulk', art: ['pellets', 2], arts: [[/Granules|Compound/, ['pellets', 0]]], offers: [o('ton', [17, 25, 50], 680, 1150)] },
  'natural-rubber': { trade: 'bulk', art: ['rubber-bale'], arts: [[/Latex/, ['chemical-drum']]], offers: [o('ton', [20, 40, 100], 1400, 2150)] },
  'rubber-hoses-belts': { trade: 'goods', art: ['hose'], offers: [o('meter', [500, 1000, 3000], 0.8, 12, /Hose/), o('piece', [100, 500], 3, 60, /Belt/)] },
  'caustic-soda': { trade: 'bulk', art: ['chemical-drum'], offers: [o('ton', [25, 50, 100], 380, 640), o('ton', [50, 100], 160, 260, /Liquid/)] },
  'activated-carbon': { trade: 'bulk', art: ['pellets', 3], offers: [o('ton', [1, 5, 10, 20], 900, 2200), o('kg', [500, 1000], 1, 2.5)] },
  'architectural-paints': { trade: 'goods', art: ['paint-bucket'], offers: [o('liter', [1000, 3000, 5000], 1.5, 6), o('kg', [1000, 5000], 0.25, 0.6, /Putty/)] },
  'industrial-coatings': { trade: 'goods', art: ['paint-bucket', 0], offers: [o('kg', [200, 500, 1000], 3, 14), o('liter', [200, 500], 4, 16, /Lacquer/)] },

  // ── Vehicles & Parts ──
  'brake-parts': { trade: 'goods', art: ['brake-disc'], offers: [o('set', [100, 200, 500], 4, 22, /Pads|Shoes/), o('piece', [100, 200, 500], 9, 65)] },
  tires: {
    trade: 'goods',
    art: ['tire'],
    offers: [o('piece', [100, 300, 500], 22, 65, /Passenger/), o('piece', [100, 200, 300], 95, 185, /Truck/), o('piece', [200, 500, 1000], 6, 16, /Motorcycle/), o('piece', [4, 10, 20], 380, 2800, /OTR/)],
  },
  'auto-lighting': { trade: 'goods', art: ['headlight'], offers: [o('pair', [50, 100, 300], 4, 28), o('piece', [20, 50, 100], 18, 95, /Assembly|Light Bar/)] },
  'electric-scooters': {
    trade: 'equipment',
    art: ['scooter'],
    offers: [o('unit', [5, 10, 20], 750, 1650, /3000W/), o('unit', [10, 20, 50], 420, 920, /Moped|Delivery/), o('unit', [20, 50, 100], 120, 270, /Kick/)],
  },
  'electric-bicycles': { trade: 'equipment', art: ['bicycle'], offers: [o('unit', [10, 20, 50], 280, 1450)] },
  'motorcycle-parts': { trade: 'goods', art: ['sprocket'], offers: [o('set', [100, 200, 500], 3.5, 18, /Kit/), o('pair', [200, 500, 1000], 1.2, 6, /Shoes|Mirror/), o('piece', [200, 500, 1000], 2.5, 15)] },
  trucks: { trade: 'equipment', art: ['truck', 0], offers: [o('unit', [1, 2, 5], 9000, 78000)] },
  'semi-trailers': { trade: 'equipment', art: ['truck', 1], offers: [o('unit', [1, 2, 5], 6500, 29000)] },

  // ── Energy ──
  'solar-panels': { trade: 'goods', art: ['solar-panel'], offers: [o('piece', [100, 300, 620], 48, 125), o('piece', [50, 100, 300], 28, 62, /Flexible/)] },
  'solar-inverters': {
    trade: 'equipment',
    art: ['inverter'],
    offers: [o('unit', [5, 10, 50], 450, 1250, /Hybrid/), o('unit', [5, 10, 20], 700, 1650, /Three Phase/), o('unit', [10, 20, 50], 120, 620, /Off-grid/), o('piece', [50, 100, 200], 90, 185, /Microinverter/)],
  },
  'solar-street-lights': { trade: 'goods', art: ['solar-panel'], offers: [o('set', [20, 50, 100], 45, 420), o('piece', [500, 1000], 3, 12, /Garden/)] },
  'solar-mounting-systems': {
    trade: 'goods',
    art: ['steel-beam'],
    offers: [o('meter', [500, 1000, 3000], 2.2, 6.2, /Rail/), o('set', [1, 5, 10], 1500, 9500, /System|Structure/), o('piece', [1000, 5000], 0.25, 1.2, /Clamps/)],
  },
  'lithium-batteries': {
    trade: 'goods',
    art: ['battery', 0],
    offers: [o('piece', [10, 50, 100], 120, 330, /12V/), o('set', [5, 10, 20], 1400, 2900, /10kWh/), o('piece', [1000, 5000, 10000], 0.9, 3.2, /18650/), o('set', [5, 10, 20], 600, 1550, /Rack/)],
  },
  'lead-acid-batteries': {
    trade: 'goods',
    art: ['battery', 1],
    offers: [o('piece', [200, 500, 1000], 6, 12, /7Ah/), o('piece', [50, 100, 200], 180, 330, /200Ah/), o('piece', [100, 200, 500], 38, 66, /60Ah/), o('piece', [100, 200, 500], 12, 90, /UPS/)],
  },
  'diesel-generators': {
    trade: 'equipment',
    art: ['generator'],
    offers: [o('set', [1, 2, 5], 6500, 12500, /100kVA/), o('set', [1, 2], 28000, 56000, /500kVA/), o('unit', [5, 10, 20], 900, 2700, /Portable/), o('set', [1], 80000, 150000, /1000kVA/)],
  },
  'wind-turbines': { trade: 'equipment', art: ['wind-turbine'], offers: [o('set', [1, 2, 5], 600, 12000), o('set', [5, 10], 150, 900, /Blades/)] },
  'wires-cables': { trade: 'goods', art: ['cable-reel'], offers: [o('meter', [1000, 3000, 5000], 0.12, 18), o('roll', [100, 500], 12, 120, /Wire/)] },
  transformers: { trade: 'equipment', art: ['transformer'], offers: [o('unit', [1, 2, 5], 2500, 20000), o('set', [1, 2], 7000, 18000, /1000kVA/)] },

  // ── Minerals & Metals ──
  'iron-ore': { trade: 'bulk', art: ['ore-pile', 0], offers: [o('ton', [10000, 30000, 50000], 65, 145)] },
  coal: { trade: 'bulk', art: ['ore-pile', 1], offers: [o('ton', [5000, 10000, 50000], 55, 240), o('ton', [20, 50, 100], 450, 920, /Charcoal/)] },
  'silica-sand': { trade: 'bulk', art: ['ore-pile', 2], offers: [o('ton', [100, 500, 1000], 25, 260)] },
  'aluminum-ingots': { trade: 'bulk', art: ['ingots', 0], offers: [o('ton', [25, 50, 100], 2100, 3150)] },
  'copper-cathodes': { trade: 'bulk', art: ['ingots', 2], offers: [o('ton', [25, 50, 100], 8200, 11600)] },
  'zinc-ingots': { trade: 'bulk', art: ['ingots', 0], arts: [[/Powder|Dust/, ['pellets', 2]]], offers: [o('ton', [25, 50, 100], 2400, 4200)] },
  'steel-scrap': { trade: 'bulk', art: ['scrap', 0], offers: [o('ton', [500, 1000, 5000], 280, 480), o('ton', [20, 50, 100], 1100, 1550, /Stainless/)] },
  'copper-scrap': { trade: 'bulk', art: ['scrap', 1], offers: [o('ton', [20, 25, 50], 6500, 9900)] },
  'ferro-silicon': { trade: 'bulk', art: ['ore-pile', 3], offers: [o('ton', [25, 50, 100], 1100, 2250)] },
  'ferro-manganese': { trade: 'bulk', art: ['ore-pile', 3], offers: [o('ton', [25, 50, 100], 900, 2500)] },
};
