import type { Random } from './random.ts';

/**
 * Specification values for demo products that fit the product: a robusta is "Natural" or "Washed",
 * never "Frozen"; a hospital bed is "Class I" with "ISO 13485"; a solar panel's power comes from its
 * name. A field with nothing sensible to say for a product is left out, as a supplier would.
 */

export interface AttributeContext {
  /** Leaf category slug. */
  leaf: string;
  /** The product's English name (the template), which often states grade, size or power. */
  name: string;
  /** The supplier's country, in English. */
  origin: string;
}

type Gen = (r: Random, c: AttributeContext) => string | undefined;

const pick = (...values: string[]): Gen => (r) => r.pick(values);
const range = (lo: number, hi: number, digits = 0): Gen => (r) => (lo + r.next() * (hi - lo)).toFixed(digits);
/** The first group of the first pattern that matches the name, through `map`. */
const fromName = (pattern: RegExp, map: (m: RegExpMatchArray) => string = (m) => m[1]!): Gen => (_r, c) => {
  const m = c.name.match(pattern);
  return m ? map(m) : undefined;
};
/** A generator per leaf (or per list of leaves), else `otherwise`. */
const byLeaf = (table: Array<[string[], Gen]>, otherwise?: Gen): Gen => (r, c) => (table.find(([leaves]) => leaves.includes(c.leaf))?.[1] ?? otherwise)?.(r, c);
const first = (...gens: Gen[]): Gen => (r, c) => {
  for (const g of gens) {
    const v = g(r, c);
    if (v !== undefined) return v;
  }
  return undefined;
};
const model = (prefix: string): Gen => (r) => `${prefix}-${r.int(100, 990)}${r.pick(['', 'A', 'S', 'X', 'P'])}`;
const origin: Gen = (_r, c) => c.origin;

const GREEN_COFFEE = ['robusta-coffee', 'arabica-coffee'];
const FRESH = ['dragon-fruit', 'durian', 'mango', 'banana'];

const fields: Record<string, Record<string, Gen>> = {
  'agriculture-food': {
    place_of_origin: origin,
    grade: first(fromName(/(Grade \w+|Grade A|W\d{3}|AA)\b/), byLeaf([[['jasmine-rice', 'white-rice'], fromName(/(\d+% Broken)/)]], pick('Export Grade', 'Premium Grade', 'Grade A'))),
    processing: first(
      fromName(/\b(Frozen|IQF)\b/, () => 'Frozen'),
      fromName(/\b(Roast|Roasted)\b/, () => 'Roasted'),
      fromName(/\b(Dried|Chips|Slices)\b/, () => 'Dried'),
      fromName(/\b(Honey Processed|Washed|Natural)\b/),
      byLeaf([
        [GREEN_COFFEE, pick('Natural', 'Washed', 'Semi-washed', 'Honey Processed')],
        [['cocoa-products', 'cashew-nuts', 'macadamia-nuts', 'black-pepper', 'cinnamon-cassia', 'star-anise', 'dried-seafood', 'tea'], pick('Dried')],
        [['frozen-shrimp', 'pangasius-fillet', 'tuna'], pick('Frozen')],
        [FRESH, pick('Fresh')],
      ]),
    ),
    moisture_pct: byLeaf([
      [GREEN_COFFEE, range(12, 13, 1)],
      [['cocoa-products'], range(6.5, 7.5, 1)],
      [['jasmine-rice', 'white-rice', 'corn-maize'], range(13.5, 14.5, 1)],
      [['tapioca-starch', 'black-pepper', 'star-anise', 'cinnamon-cassia'], range(12, 13.5, 1)],
      [['cashew-nuts', 'macadamia-nuts'], range(3, 5, 1)],
      [['tea'], range(5, 7, 1)],
    ]),
    screen_size: byLeaf([[GREEN_COFFEE, first(fromName(/Screen (1[3-8])/, (m) => `S${m[1]}`), pick('S16', 'S18'))]]),
    shelf_life_months: byLeaf(
      [
        [FRESH, () => undefined],
        [['frozen-shrimp', 'pangasius-fillet', 'tuna'], pick('18', '24')],
        [['jasmine-rice', 'white-rice', 'corn-maize', 'cashew-nuts', 'macadamia-nuts', 'dried-fruits', 'rice-noodles', 'instant-noodles'], pick('12', '18')],
      ],
      pick('12', '24'),
    ),
    certification: byLeaf(
      [
        [[...GREEN_COFFEE, 'roasted-coffee', 'cocoa-products', 'tea'], pick('Rainforest Alliance', 'Fairtrade', 'Organic', 'HACCP')],
        [FRESH, pick('GlobalG.A.P.', 'HACCP')],
        [['frozen-shrimp', 'pangasius-fillet', 'tuna', 'dried-seafood'], pick('HACCP', 'ISO 22000', 'Halal')],
      ],
      pick('HACCP', 'ISO 22000', 'Halal', 'Organic'),
    ),
  },
  'textiles-apparel': {
    material: first(
      fromName(/(Silk|Polyester|Viscose|PU Leather|Leather|Straw|Canvas|Denim|Cotton|EVA|Rubber|Mesh)/, (m) => (m[1] === 'Mesh' ? 'Mesh upper, rubber sole' : m[1]!)),
      byLeaf([
        [['jeans-denim'], pick('98% Cotton, 2% Elastane', '100% Cotton Denim')],
        [['sportswear'], pick('Polyester Spandex', 'Nylon Spandex')],
        [['backpacks'], pick('600D Polyester', 'Nylon')],
        [['workwear-uniforms'], pick('Polyester Cotton Twill', '100% Polyester')],
        [['sports-shoes'], pick('Mesh upper, rubber sole')],
      ], pick('Cotton')),
    ),
    fabric_weight_gsm: byLeaf([
      [['t-shirts-polos'], first(fromName(/(\d{3})gsm/), range(160, 230))],
      [['cotton-fabric', 'polyester-fabric'], first(fromName(/(\d{3})gsm/), range(90, 320))],
      [['silk-fabric'], range(55, 95)],
      [['workwear-uniforms'], range(180, 280)],
      [['sportswear', 'childrens-clothing'], range(140, 220)],
    ]),
    technique: byLeaf([
      [['t-shirts-polos', 'sportswear', 'childrens-clothing'], first(fromName(/Embroider/, () => 'Embroidered'), fromName(/Printed|Sublimation/, () => 'Printed'), pick('Knitted'))],
      [['cotton-fabric', 'polyester-fabric', 'silk-fabric', 'jeans-denim', 'workwear-uniforms'], first(fromName(/Knit|Jersey/, () => 'Knitted'), pick('Woven', 'Dyed'))],
      [['hats-caps'], pick('Embroidered')],
    ]),
    gender: byLeaf(
      [[['cotton-fabric', 'polyester-fabric', 'silk-fabric', 'yarn', 'handbags', 'backpacks'], () => undefined]],
      first(fromName(/Men's/, () => 'Men'), fromName(/Women's/, () => 'Women'), fromName(/Girls'/, () => 'Girls'), fromName(/Boys'/, () => 'Boys'), fromName(/Baby/, () => 'Baby'), pick('Unisex')),
    ),
    size_range: byLeaf([
      [['t-shirts-polos', 'sportswear', 'workwear-uniforms', 'jeans-denim'], pick('S–XXL', 'XS–3XL', 'M–4XL')],
      [['childrens-clothing'], pick('2–10 years', '0–24 months', '3–12 years')],
      [['sports-shoes', 'leather-shoes', 'sandals-slippers'], pick('EU 36–46', 'EU 39–46', 'EU 35–41')],
      [['hats-caps'], pick('Adjustable, 56–60 cm')],
    ]),
    oem_service: pick('Yes', 'Yes', 'No'),
  },
  'furniture-home-decor': {
    material: first(
      fromName(/(Acacia|Teak|Rubber Wood|Oak|Rattan|Bamboo|Aluminum|Stainless Steel|Ceramic|Pine)/, (m) => (m[1] === 'Acacia' ? 'Acacia Wood' : m[1]!)),
      byLeaf([
        [['bedroom-furniture', 'dining-furniture'], pick('Acacia Wood', 'Rubber Wood', 'Oak', 'Pine')],
        [['office-furniture'], pick('MDF', 'Stainless Steel')],
        [['bamboo-furniture', 'bamboo-flooring', 'bamboo-kitchenware'], pick('Bamboo')],
        [['ceramic-vases'], pick('Ceramic')],
        [['lamps-lighting'], pick('Rattan', 'Bamboo', 'Ceramic')],
        [['stainless-steel-cookware'], pick('Stainless Steel')],
      ]),
    ),
    finish: byLeaf([
      [['dining-furniture', 'bedroom-furniture', 'teak-outdoor-furniture', 'bamboo-furniture', 'bamboo-flooring'], pick('Natural', 'Oiled', 'Lacquered')],
      [['aluminum-outdoor-furniture'], pick('Powder Coated')],
      [['stainless-steel-cookware', 'tableware'], pick('Polished')],
      [['office-furniture'], pick('Painted', 'Powder Coated')],
    ]),
    assembly: byLeaf([[['dining-furniture', 'bedroom-furniture', 'office-furniture', 'rattan-wicker-furniture', 'teak-outdoor-furniture', 'aluminum-outdoor-furniture', 'bamboo-furniture'], pick('Knock-down (KD)', 'Assembled')]]),
    weight_kg: byLeaf([
      [['dining-furniture', 'bedroom-furniture', 'office-furniture'], range(8, 65, 1)],
      [['rattan-wicker-furniture', 'teak-outdoor-furniture', 'aluminum-outdoor-furniture', 'bamboo-furniture'], range(4, 40, 1)],
    ]),
    usage: byLeaf([[['rattan-wicker-furniture', 'teak-outdoor-furniture', 'aluminum-outdoor-furniture'], pick('Outdoor', 'Indoor & Outdoor')]], pick('Indoor')),
  },
  machinery: {
    model_number: model('TL'),
    power_kw: byLeaf([[['tractors'], fromName(/(\d+)HP/, (m) => (Number(m[1]) * 0.746).toFixed(1))], [['air-compressors'], fromName(/(\d+)kW/)]], range(2, 45, 1)),
    voltage: pick('380V', '415V', '220V', 'Customized'),
    capacity: first(fromName(/(\d+kg per Batch|\d+ TPD|\d+ Ton|\d+L|\d+m3\/h)/), byLeaf([[['filling-packing-machines'], pick('20–60 bags/min', '40–120 bottles/min')]])),
    condition: first(fromName(/Used/, () => 'Used'), pick('New')),
    warranty_months: pick('12', '12', '24'),
    weight_kg: byLeaf([[['excavators'], range(1800, 21000)], [['tractors'], range(900, 2600)]], range(120, 2400)),
  },
  electronics: {
    model_number: model('TL'),
    voltage: byLeaf([
      [['mobile-phones', 'headphones-earphones', 'smart-watches', 'power-banks'], pick('5V')],
      [['led-modules', 'cctv-cameras'], pick('12V', '24V')],
      [['pcb-pcba', 'smart-locks'], pick('5V', '12V')],
      [['air-conditioners', 'refrigerators', 'electric-fans', 'rice-cookers'], pick('220V', '110-240V')],
    ]),
    certification: pick('CE', 'FCC', 'RoHS', 'CE', 'UL'),
    warranty_months: pick('12', '12', '24'),
    color: byLeaf([[['pcb-pcba', 'led-modules', 'connectors-cables'], () => undefined]], pick('Black', 'White', 'Silver', 'Grey')),
  },
  'construction-building-materials': {
    grade: byLeaf([
      [['stainless-steel-sheets', 'stainless-steel-pipes', 'stainless-steel-sinks'], first(fromName(/\b(201|304L?|316L?|430)\b/), pick('304'))],
      [['carbon-steel-pipes', 'steel-beams'], first(fromName(/\b(SS400|Q235|Q345)\b/), pick('Q235', 'SS400', 'ASTM A36'))],
      [['steel-rebar'], first(fromName(/\b(CB400)\b/), pick('CB400'))],
    ]),
    thickness_mm: byLeaf([
      [['stainless-steel-sheets'], range(0.3, 6, 1)],
      [['stainless-steel-pipes', 'carbon-steel-pipes'], range(1, 6, 1)],
      [['ceramic-tiles'], range(7, 10)],
      [['porcelain-tiles'], first(fromName(/(\d+)mm/), range(9, 12))],
      [['granite-marble'], pick('18', '20', '30')],
      [['stainless-steel-sinks'], range(0.8, 1.2, 1)],
    ]),
    surface_finish: byLeaf([
      [['stainless-steel-sheets'], first(fromName(/\b(2B|8K Mirror|Hairline)\b/, (m) => (m[1] === 'Hairline' ? 'HL (Hairline)' : m[1]!)), pick('2B', 'BA', 'No.4'))],
      [['stainless-steel-pipes'], pick('Polished', '2B')],
      [['carbon-steel-pipes', 'steel-beams'], first(fromName(/Galvanized/, () => 'Galvanized'), () => undefined)],
      [['ceramic-tiles', 'porcelain-tiles'], first(fromName(/Polished/, () => 'Polished'), fromName(/Glazed|Glossy/, () => 'Glazed'), pick('Matte', 'Glazed'))],
      [['granite-marble', 'faucets-mixers'], pick('Polished')],
    ]),
    standard: byLeaf([
      [['stainless-steel-sheets', 'stainless-steel-pipes', 'carbon-steel-pipes', 'steel-rebar', 'steel-beams'], pick('ASTM', 'JIS', 'GB', 'EN')],
      [['portland-cement', 'ceramic-tiles', 'porcelain-tiles'], pick('ASTM', 'EN', 'TCVN')],
    ]),
    dimensions: first(
      fromName(/(\d{3,4}x\d{3,4})/, (m) => `${m[1]} mm`),
      byLeaf([
        [['stainless-steel-sheets'], pick('1219 x 2438 mm', '1500 x 6000 mm', '1000 x 2000 mm')],
        [['stainless-steel-pipes', 'carbon-steel-pipes'], pick('OD 21.3–219 mm, 6 m lengths', 'OD 12.7–114 mm, 6 m lengths')],
        [['steel-rebar'], pick('D10–D32, 11.7 m lengths', 'D12–D25, 12 m lengths')],
        [['steel-beams'], pick('H100–H600, 12 m lengths', 'L25–L200, 6 m lengths')],
        [['portland-cement'], pick('50 kg bags or jumbo bags')],
        [['wooden-doors'], pick('800 x 2100 mm', '900 x 2200 mm')],
        [['toilets'], pick('700 x 380 x 780 mm', '660 x 360 x 760 mm')],
        [['stainless-steel-sinks'], pick('820 x 460 x 220 mm', '600 x 450 x 200 mm')],
      ], pick('Made to order')),
    ),
  },
  'packaging-printing': {
    material: byLeaf([
      [['corrugated-boxes'], pick('Corrugated Board')],
      [['paper-bags'], pick('Kraft Paper')],
      [['gift-boxes', 'offset-printing'], pick('Duplex Board')],
      [['pp-woven-bags'], first(fromName(/BOPP/, () => 'BOPP'), pick('PP'))],
      [['pet-bottles'], pick('PET')],
      [['stretch-film'], pick('PE')],
      [['flexible-packaging'], first(fromName(/Aluminum/, () => 'Aluminum Foil'), pick('PE', 'BOPP'))],
      [['labels-stickers'], pick('BOPP', 'Kraft Paper')],
    ]),
    thickness_micron: byLeaf([[['stretch-film'], first(fromName(/(\d+) Micron/), range(17, 30))], [['flexible-packaging'], range(80, 150)]]),
    printing_method: byLeaf([
      [['corrugated-boxes', 'paper-bags'], pick('Flexo', 'Offset')],
      [['gift-boxes', 'offset-printing'], pick('Offset')],
      [['flexible-packaging', 'pp-woven-bags'], pick('Gravure', 'Flexo')],
      [['labels-stickers'], pick('Digital', 'Flexo')],
      [['stretch-film', 'pet-bottles'], pick('Unprinted')],
    ]),
    custom_logo: pick('Yes'),
  },
  'chemicals-plastics': {
    cas_number: byLeaf([
      [['polypropylene-resin'], pick('9003-07-0')],
      [['polyethylene-resin'], pick('9002-88-4')],
      [['pvc-resin'], pick('9002-86-2')],
      [['natural-rubber'], pick('9006-04-6')],
      [['caustic-soda'], pick('1310-73-2')],
      [['activated-carbon'], pick('7440-44-0')],
    ]),
    purity_pct: byLeaf([[['caustic-soda'], fromName(/(\d+)%/)]]),
    grade: first(
      fromName(/Food Grade/, () => 'Food Grade'),
      fromName(/Injection/, () => 'Injection Grade'),
      fromName(/Film|Raffia/, () => 'Film Grade'),
      byLeaf([[['polypropylene-resin', 'polyethylene-resin', 'pvc-resin'], pick('Injection Grade', 'Extrusion Grade')]], pick('Industrial Grade')),
    ),
    appearance: byLeaf([
      [['polypropylene-resin', 'polyethylene-resin'], pick('Natural white granules', 'Translucent pellets')],
      [['pvc-resin'], pick('White powder')],
      [['natural-rubber'], pick('Light amber bales', 'Brown sheets')],
      [['caustic-soda'], first(fromName(/Liquid/, () => 'Colourless liquid'), fromName(/Pearls/, () => 'White pearls'), pick('White flakes'))],
      [['activated-carbon'], pick('Black granules', 'Black powder')],
    ]),
    melt_flow_index: byLeaf([[['polypropylene-resin'], range(2, 35, 1)], [['polyethylene-resin'], range(0.3, 20, 1)]]),
    hs_code: byLeaf([
      [['polypropylene-resin'], pick('3902.10')],
      [['polyethylene-resin'], pick('3901.20')],
      [['pvc-resin'], pick('3904.10')],
      [['natural-rubber'], pick('4001.22')],
      [['rubber-hoses-belts'], pick('4009.21')],
      [['caustic-soda'], pick('2815.11')],
      [['activated-carbon'], pick('3802.10')],
      [['architectural-paints'], pick('3209.10')],
      [['industrial-coatings'], pick('3208.90')],
    ]),
  },
  'beauty-personal-care': {
    skin_type: byLeaf([[['face-creams', 'sheet-masks', 'sunscreen', 'handmade-soaps'], pick('All Types', 'Dry', 'Oily', 'Sensitive', 'Combination')], [['shampoo-conditioner'], pick('All Types')]]),
    volume_ml: byLeaf([
      [['face-creams'], pick('30', '50')],
      [['sheet-masks'], pick('25')],
      [['sunscreen'], pick('50', '100')],
      [['shampoo-conditioner'], first(fromName(/Mini/, () => '30'), pick('300', '500'))],
      [['essential-oils'], pick('10', '30', '100')],
      [['nail-products'], pick('10', '15')],
    ]),
    key_ingredients: first(
      fromName(/(Vitamin C|Hyaluronic Acid|Snail Mucin|Collagen|Tea Tree|Zinc Oxide|Argan Oil|Pomelo Peel|Lemongrass|Cinnamon|Peppermint|Cajeput|Coconut Oil|Charcoal|Goat Milk|Lavender)/),
      byLeaf([
        [['face-creams'], pick('Niacinamide, Ceramides', 'Retinol, Peptides')],
        [['sunscreen'], pick('Titanium Dioxide, Zinc Oxide')],
        [['lipsticks'], pick('Shea Butter, Vitamin E', 'Jojoba Oil')],
        [['hair-extensions'], pick('100% human hair')],
      ], pick('Herbal extracts')),
    ),
    shelf_life_months: byLeaf([[['hair-extensions'], () => undefined]], pick('24', '36')),
    private_label: pick('Yes', 'Yes', 'No'),
    certification: byLeaf([[['hair-extensions'], () => undefined]], pick('GMP', 'ISO 22716', 'Halal', 'Vegan', 'Cruelty-free')),
  },
  'health-medical': {
    device_class: byLeaf([
      [['nitrile-gloves', 'medical-face-masks', 'hospital-beds'], pick('Class I')],
      [['syringes'], pick('Class IIa')],
      [['patient-monitors'], pick('Class IIa', 'Class IIb')],
      [['herbal-supplements', 'vitamins'], pick('Not a device')],
    ]),
    material: byLeaf([
      [['nitrile-gloves'], first(fromName(/(Nitrile|Latex|Vinyl)/), pick('Nitrile'))],
      [['medical-face-masks'], pick('Non-woven PP with meltblown filter')],
      [['syringes'], pick('Medical-grade PP, stainless steel needle')],
      [['hospital-beds'], first(fromName(/Stainless Steel/, () => 'Stainless steel'), pick('Steel frame, ABS side rails'))],
    ]),
    sterility: byLeaf([
      [['syringes'], pick('Sterile')],
      [['nitrile-gloves'], first(fromName(/Sterile/, () => 'Sterile'), pick('Non-sterile'))],
      [['medical-face-masks'], pick('Non-sterile')],
    ]),
    certification: byLeaf([[['herbal-supplements', 'vitamins'], pick('GMP')]], pick('CE', 'ISO 13485', 'FDA 510(k)')),
    shelf_life_months: byLeaf([[['hospital-beds', 'patient-monitors'], () => undefined], [['nitrile-gloves', 'syringes'], pick('36', '60')]], pick('24', '36')),
    size: byLeaf([
      [['nitrile-gloves'], pick('S, M, L, XL')],
      [['medical-face-masks'], pick('17.5 x 9.5 cm')],
      [['syringes'], first(fromName(/(\d+ml)/), fromName(/(\d+G)/), pick('1–50 ml'))],
      [['hospital-beds'], pick('2100 x 950 x 500 mm', '2000 x 900 x 480 mm')],
      [['patient-monitors'], first(fromName(/(\d+ inch)/, (m) => `${m[1]} display`), () => undefined)],
      [['herbal-supplements', 'vitamins'], pick('60 capsules per bottle', '90 tablets per bottle', '30 per tube')],
    ]),
  },
  'vehicles-parts': {
    compatible_make: byLeaf([[['brake-parts'], first(fromName(/for (\w+)/), pick('Toyota, Honda, Hyundai', 'Universal'))], [['auto-lighting', 'motorcycle-parts'], pick('Universal')]]),
    material: byLeaf([
      [['brake-parts'], first(fromName(/Ceramic/, () => 'Ceramic'), fromName(/Disc/, () => 'Cast iron HT250'), pick('Semi-metallic'))],
      [['tires'], pick('Natural and synthetic rubber')],
      [['auto-lighting'], pick('Aluminium housing, PC lens')],
      [['electric-bicycles', 'electric-scooters'], pick('Aluminium alloy frame', 'Steel frame')],
    ]),
    position: byLeaf([[['brake-parts'], pick('Front', 'Rear')], [['auto-lighting'], first(fromName(/Tail/, () => 'Rear'), pick('Front'))]]),
    condition: first(fromName(/Remanufactured/, () => 'Remanufactured'), pick('New')),
    warranty_months: pick('12', '12', '24', '36'),
  },
  'handicrafts-gifts': {
    material: first(
      fromName(/(Lacquer|Seagrass|Water Hyacinth|Ceramic|Porcelain|Stoneware|Silk|Stainless Steel|Glass)/, (m) => (['Porcelain', 'Stoneware'].includes(m[1]!) ? 'Ceramic' : m[1]!)),
      byLeaf([
        [['lacquerware'], pick('Lacquer')],
        [['pottery'], pick('Ceramic')],
        [['embroidery'], pick('Silk')],
        [['christmas-decorations', 'artificial-flowers', 'promotional-gifts'], pick('Resin', 'Silk', 'Glass')],
      ]),
    ),
    production_method: byLeaf([[['promotional-gifts', 'christmas-decorations', 'artificial-flowers'], pick('Machine-made', 'Semi-handmade')]], pick('Handmade', 'Semi-handmade')),
    craft_origin: (r, c) =>
      c.origin !== 'Vietnam'
        ? undefined
        : byLeaf([
            [['lacquerware'], pick('Tuong Binh Hiep, Binh Duong', 'Ha Thai, Hanoi')],
            [['pottery'], pick('Bat Trang, Hanoi', 'Bau Truc, Ninh Thuan')],
            [['seagrass-baskets', 'water-hyacinth-products'], pick('Nga Son, Thanh Hoa', 'Kim Son, Ninh Binh')],
            [['embroidery'], pick('Quat Dong, Hanoi', 'Van Lam, Ninh Binh')],
          ])(r, c),
    occasion: byLeaf([[['christmas-decorations'], pick('Christmas')], [['promotional-gifts'], pick('Corporate')]], pick('Everyday', 'Wedding', 'Lunar New Year')),
  },
  energy: {
    rated_power_w: first(
      fromName(/(\d+(?:\.\d+)?)\s?kW\b/, (m) => String(Number(m[1]) * 1000)),
      fromName(/(\d+)\s?kVA/, (m) => String(Number(m[1]) * 800)),
      fromName(/(\d+)W\b/),
      byLeaf([[['solar-panels'], pick('550', '580')], [['solar-street-lights'], pick('60', '100', '150')]]),
    ),
    efficiency_pct: byLeaf([[['solar-panels'], range(20.8, 22.8, 1)], [['solar-inverters'], range(97, 98.6, 1)]]),
    cell_type: byLeaf([
      [['solar-panels'], first(fromName(/(TOPCon|Monocrystalline)/), pick('Monocrystalline'))],
      [['lithium-batteries'], first(fromName(/18650/, () => 'NMC'), pick('LiFePO4'))],
      [['lead-acid-batteries'], pick('Lead-acid')],
    ]),
    voltage_v: byLeaf([
      [['lithium-batteries', 'lead-acid-batteries'], first(fromName(/(\d+)V\b/), fromName(/18650/, () => '3.7'), pick('51.2'))],
      [['solar-panels'], range(41, 50, 1)],
      [['solar-inverters', 'diesel-generators'], pick('230', '400')],
    ]),
    warranty_years: byLeaf([[['solar-panels'], pick('12', '15')], [['solar-inverters', 'lithium-batteries'], pick('5', '10')], [['diesel-generators', 'transformers'], pick('1', '2')]], pick('2', '3')),
    certification: byLeaf([
      [['solar-panels'], pick('IEC 61215', 'IEC 61730', 'TÜV')],
      [['lithium-batteries', 'lead-acid-batteries'], pick('IEC 62619', 'UN38.3', 'CE')],
      [['transformers'], () => undefined],
    ], pick('CE', 'TÜV', 'UL')),
  },
  'minerals-metals': {
    purity_pct: first(
      fromName(/(?:Fe|SiO2)?\s?(\d+(?:\.\d+)?)%/),
      byLeaf([
        [['iron-ore'], range(58, 65, 1)],
        [['aluminum-ingots'], pick('99.7')],
        [['copper-cathodes', 'copper-scrap'], pick('99.9')],
        [['zinc-ingots'], pick('99.995')],
        [['ferro-silicon'], pick('72', '75')],
        [['ferro-manganese'], pick('65', '75')],
        [['silica-sand'], range(98.5, 99.7, 1)],
      ]),
    ),
    grade: fromName(/\b(A7|ADC12|6063|SHG|Zamak 3|HMS 1&2|GAR 5500|SVR \w+|553|Grade A)\b/),
    form: byLeaf([
      [['iron-ore'], first(fromName(/(Fines|Pellets)/, (m) => (m[1] === 'Pellets' ? 'Pellet' : 'Fines')), pick('Lump'))],
      [['coal', 'ferro-manganese'], pick('Lump')],
      [['ferro-silicon'], first(fromName(/Granules/, () => 'Granule'), pick('Lump'))],
      [['silica-sand'], first(fromName(/Powder/, () => 'Powder'), pick('Granule'))],
      [['aluminum-ingots'], first(fromName(/Billets/, () => 'Billet'), pick('Ingot'))],
      [['copper-cathodes'], pick('Cathode')],
      [['zinc-ingots'], first(fromName(/Powder|Dust/, () => 'Powder'), pick('Ingot'))],
      [['steel-scrap', 'copper-scrap'], pick('Scrap')],
    ]),
    particle_size: byLeaf([[['iron-ore'], pick('0–10 mm', '10–40 mm')], [['coal'], pick('0–50 mm')], [['silica-sand'], pick('0.1–0.5 mm', '0.5–1.0 mm')], [['ferro-silicon', 'ferro-manganese'], pick('10–50 mm', '10–100 mm')]]),
    place_of_origin: origin,
    standard: byLeaf([[['aluminum-ingots', 'copper-cathodes', 'zinc-ingots'], pick('LME Registered', 'GB')], [['steel-scrap', 'copper-scrap'], pick('ISRI')], [['ferro-silicon', 'ferro-manganese'], pick('GB', 'ASTM')]]),
  },
};

/** Specification values for a product of `family`, in the order of the family's fields. */
export function demoAttributes(random: Random, family: string, fieldnames: string[], context: AttributeContext): Record<string, string> {
  const gens = fields[family] ?? {};
  const out: Record<string, string> = {};
  for (const name of fieldnames) {
    const value = gens[name]?.(random, context);
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}
