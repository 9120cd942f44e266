/**
 * Seed data: lines of business, one per group of leaf categories (the parent of the leaves), so a
 * demo company's name, description, main products and catalogue agree: "Phuc Thinh Coffee Co., Ltd"
 * sells coffee, "Zhejiang Huaxin Stainless Steel Co., Ltd" stainless steel. Buyers get a line too:
 * what they source and what their company is called.
 */

export interface BusinessLine {
  /** Words for the trade in a supplier's name: "Coffee", "Stainless Steel". One is picked. */
  trade: readonly string[];
  /** What it makes or sells, in a sentence: "green, roasted and instant coffee". */
  goods: string;
  /** Words for the trade in a buyer's name: "Coffee Roasters", "Foods". One is picked. */
  buyers: readonly string[];
}

const line = (trade: string[], goods: string, buyers: string[]): BusinessLine => ({ trade, goods, buyers });

export const businessLines: Record<string, BusinessLine> = {
  'coffee-beans': line(['Coffee'], 'green, roasted and instant coffee', ['Coffee Roasters', 'Coffee Imports', 'Coffee Trading']),
  'coffee-tea-cocoa': line(['Tea & Cocoa', 'Tea'], 'tea and cocoa products', ['Tea Imports', 'Fine Foods', 'Chocolate']),
  'grains-cereals': line(['Rice', 'Grain', 'Agro'], 'rice, maize and tapioca', ['Rice Imports', 'Foods', 'Feed Mills']),
  'nuts-spices': line(['Spices', 'Cashew', 'Nuts & Spices'], 'cashew nuts, pepper and spices', ['Spice Imports', 'Nut Company', 'Foods']),
  seafood: line(['Seafood'], 'frozen and dried seafood', ['Seafood', 'Fish Imports', 'Foods']),
  'fresh-dried-fruits': line(['Fruit', 'Fresh Produce'], 'fresh, frozen and dried tropical fruit', ['Fresh Produce', 'Fruit Imports', 'Foods']),
  'processed-food-beverages': line(['Food', 'Foods & Beverages'], 'packaged food, sauces and drinks', ['Foods', 'Asian Foods', 'Grocery Distribution']),
  'fabrics-yarn': line(['Textile', 'Fabric', 'Yarn & Fabric'], 'yarn and woven and knitted fabrics', ['Textiles', 'Fabric Sourcing', 'Apparel']),
  garments: line(['Garment', 'Apparel'], 'T-shirts, jeans, workwear and sportswear', ['Apparel', 'Fashion', 'Uniforms']),
  footwear: line(['Footwear', 'Shoes'], 'sports shoes, leather shoes and sandals', ['Footwear', 'Shoe Imports', 'Fashion']),
  'bags-accessories': line(['Bags', 'Bags & Accessories'], 'handbags, backpacks and caps', ['Travel Goods', 'Bags & Accessories', 'Promotional Merchandise']),
  'wood-furniture': line(['Furniture', 'Wood Furniture'], 'solid wood dining, bedroom and office furniture', ['Furniture', 'Home Furnishings', 'Interiors']),
  'outdoor-furniture': line(['Outdoor Furniture', 'Furniture'], 'rattan, teak and aluminium garden furniture', ['Garden Furniture', 'Outdoor Living', 'Home & Garden']),
  'bamboo-products': line(['Bamboo'], 'bamboo furniture, flooring and kitchenware', ['Eco Home', 'Home Goods', 'Flooring']),
  'home-decor': line(['Home Decor', 'Decor'], 'ceramic vases, lamps and rugs', ['Home Decor', 'Interiors', 'Home Goods']),
  'kitchen-dining': line(['Kitchenware', 'Stainless Steel Kitchenware'], 'stainless steel cookware and tableware', ['Kitchenware', 'Hotel Supplies', 'Home Goods']),
  'agricultural-machinery': line(['Agricultural Machinery', 'Agri Machinery'], 'coffee and rice processing machines and tractors', ['Farm Equipment', 'Agri Supplies', 'Machinery']),
  'food-packaging-machinery': line(['Machinery', 'Packaging Machinery'], 'filling and packing machines and commercial kitchen equipment', ['Food Equipment', 'Packaging Solutions', 'Catering Equipment']),
  'industrial-machinery': line(['Machinery', 'Machine Tools'], 'CNC machines, injection molding machines, compressors and pumps', ['Industrial Supply', 'Machinery', 'Engineering']),
  'construction-machinery': line(['Heavy Machinery', 'Construction Machinery'], 'excavators and concrete mixing equipment', ['Equipment Rental', 'Construction', 'Machinery']),
  'consumer-electronics': line(['Electronics', 'Electronic Technology'], 'smartphones, earphones, smart watches and chargers', ['Electronics', 'Mobile Accessories', 'Consumer Tech']),
  'electronic-components': line(['Electronic Technology', 'Electronics'], 'PCBs, LED modules and cable assemblies', ['Electronics Manufacturing', 'Components', 'Engineering']),
  'home-appliances': line(['Electrical Appliances', 'Home Appliances'], 'air conditioners, refrigerators, fans and rice cookers', ['Appliances', 'Home Electronics', 'Retail Group']),
  'security-surveillance': line(['Security Technology', 'Security'], 'CCTV cameras and smart locks', ['Security Systems', 'Smart Home', 'Electronics']),
  'stainless-steel': line(['Stainless Steel'], 'stainless steel sheets, coils, pipes and tubes', ['Steel Trading', 'Metals', 'Fabrication']),
  'steel-products': line(['Steel'], 'steel pipes, rebar and structural sections', ['Steel Trading', 'Building Supplies', 'Construction']),
  'cement-concrete': line(['Cement', 'Concrete'], 'cement, clinker and precast concrete', ['Building Supplies', 'Construction', 'Cement Trading']),
  'tiles-stone': line(['Tiles', 'Ceramic Tiles', 'Stone'], 'ceramic and porcelain tiles, granite and marble', ['Tiles & Stone', 'Building Supplies', 'Interiors']),
  'doors-windows': line(['Doors & Windows', 'Windows'], 'aluminium and uPVC windows and wooden doors', ['Building Supplies', 'Windows & Doors', 'Construction']),
  'sanitary-ware': line(['Sanitary Ware', 'Bathroom'], 'toilets, faucets and stainless steel sinks', ['Bathrooms', 'Building Supplies', 'Plumbing Supply']),
  'paper-packaging': line(['Packaging', 'Paper Packaging'], 'corrugated cartons, paper bags and gift boxes', ['Packaging', 'Retail Supplies', 'Foods']),
  'plastic-packaging': line(['Plastic Packaging', 'Packaging'], 'PP woven bags, PET bottles, stretch film and pouches', ['Packaging', 'Agri Supplies', 'Beverages']),
  'printing-services': line(['Printing', 'Printing & Packaging'], 'labels, stickers and offset printing', ['Publishing', 'Brands', 'Packaging']),
  'plastic-raw-materials': line(['Plastics', 'Polymers'], 'PP, PE and PVC resins', ['Plastics', 'Polymers', 'Packaging']),
  'rubber-products': line(['Rubber'], 'natural rubber, hoses and belts', ['Rubber Trading', 'Industrial Supply', 'Tyres']),
  'industrial-chemicals': line(['Chemical', 'Chemicals'], 'caustic soda and activated carbon', ['Chemicals', 'Water Treatment', 'Industrial Supply']),
  'paints-coatings': line(['Paint', 'Coatings'], 'architectural paints and industrial coatings', ['Paints', 'Building Supplies', 'Coatings']),
  'skin-care': line(['Cosmetics', 'Skin Care'], 'face creams, sheet masks and sunscreen', ['Beauty', 'Cosmetics', 'Skincare']),
  'hair-care': line(['Hair', 'Hair Care'], 'shampoo, conditioner and human hair', ['Hair & Beauty', 'Beauty', 'Salon Supplies']),
  'natural-care': line(['Essential Oils', 'Natural Care'], 'essential oils and handmade soap', ['Natural Beauty', 'Wellness', 'Beauty']),
  makeup: line(['Cosmetics', 'Makeup'], 'lipsticks and nail products', ['Beauty', 'Cosmetics', 'Makeup']),
  'medical-supplies': line(['Medical', 'Medical Supplies'], 'gloves, face masks and syringes', ['Medical Supplies', 'Healthcare', 'Pharmacy']),
  'medical-equipment': line(['Medical Equipment', 'Medical Technology'], 'hospital beds and patient monitors', ['Medical', 'Healthcare', 'Hospital Supplies']),
  'health-supplements': line(['Health Products', 'Pharma'], 'herbal supplements and vitamins', ['Nutrition', 'Health Foods', 'Pharmacy']),
  'auto-parts': line(['Auto Parts'], 'brake parts, tyres and vehicle lighting', ['Auto Parts', 'Motor Spares', 'Automotive']),
  'motorcycles-ebikes': line(['Electric Vehicle', 'Motor'], 'electric scooters, e-bikes and motorcycle parts', ['E-Mobility', 'Bikes', 'Motor Spares']),
  'commercial-vehicles': line(['Vehicle', 'Truck & Trailer'], 'trucks and semi-trailers', ['Logistics', 'Trucks', 'Fleet Services']),
  'lacquer-ceramics': line(['Handicrafts', 'Ceramics', 'Lacquer'], 'lacquerware and pottery', ['Gifts & Home', 'Home Decor', 'Homeware']),
  'woven-crafts': line(['Handicrafts', 'Crafts'], 'seagrass and water hyacinth baskets', ['Home Storage', 'Home Goods', 'Homeware']),
  'gifts-souvenirs': line(['Gifts', 'Arts & Crafts'], 'promotional gifts and embroidery', ['Promotional Products', 'Corporate Gifts', 'Gifts']),
  'festive-decor': line(['Arts & Crafts', 'Decorations'], 'Christmas decorations and artificial flowers', ['Seasonal Decor', 'Gifts & Home', 'Party Supplies']),
  'solar-energy': line(['Solar', 'New Energy Technology'], 'solar panels, inverters, lights and mounting systems', ['Solar', 'Energy Solutions', 'Renewables']),
  'batteries-storage': line(['Battery', 'Energy Storage'], 'lithium and lead-acid batteries', ['Power Solutions', 'Energy', 'Batteries']),
  'power-generation': line(['Power', 'Power Equipment'], 'diesel generators and wind turbines', ['Power Solutions', 'Energy', 'Equipment Rental']),
  'electrical-equipment': line(['Electric', 'Cable'], 'wires, cables and transformers', ['Electrical Supply', 'Engineering', 'Utilities']),
  'ores-minerals': line(['Minerals', 'Mining'], 'iron ore, coal and silica sand', ['Steel', 'Energy', 'Glass']),
  'non-ferrous-metals': line(['Metals', 'Non-Ferrous Metals'], 'aluminium, copper and zinc', ['Metals', 'Foundry', 'Cable']),
  'scrap-metals': line(['Metal Recycling', 'Recycling'], 'steel and copper scrap', ['Metals', 'Steel', 'Recycling']),
  ferroalloys: line(['Ferroalloys', 'Metallurgy'], 'ferro silicon and ferro manganese', ['Steel', 'Foundry', 'Metals']),
};

/** A certification or inspection buyers of each family expect to hear about. */
export const familyAssurance: Record<string, string> = {
  'agriculture-food': 'HACCP and ISO 22000 certified, with SGS inspection before loading',
  'textiles-apparel': 'BSCI audited, with OEKO-TEX certified materials',
  'furniture-home-decor': 'FSC certified timber and BSCI audited workshops',
  machinery: 'CE marked, built under ISO 9001, with engineers for installation abroad',
  electronics: 'CE, FCC and RoHS compliant, tested before every shipment',
  'construction-building-materials': 'ISO 9001 certified, with mill test certificates for every lot',
  'packaging-printing': 'ISO 9001 and FSC certified, food-grade where needed',
  'chemicals-plastics': 'ISO 9001 certified, REACH registered where required, with a COA for every lot',
  'beauty-personal-care': 'GMP and ISO 22716 certified, with private label from small runs',
  'health-medical': 'ISO 13485 certified, CE marked and FDA registered',
  'vehicles-parts': 'IATF 16949 certified, with a warranty on every part',
  'handicrafts-gifts': 'BSCI audited, handmade in partnership with craft villages',
  energy: 'IEC and TÜV certified, with warranties backed by local service partners',
  'minerals-metals': 'shipped with SGS inspection of weight and assay at loading',
};

/** Where a group's buyers expect something else than the family's usual assurance. */
export const groupAssurance: Record<string, string> = {
  'kitchen-dining': 'tested for food contact to LFGB and FDA rules',
  'home-decor': 'BSCI audited, with drop-tested export packing',
  'bamboo-products': 'FSC certified bamboo, kiln dried and treated against mould',
  'stainless-steel': 'ISO 9001 certified, with mill test certificates (EN 10204 3.1) for every coil',
  'sanitary-ware': 'CE and WaterMark certified, pressure tested before packing',
  'printing-services': 'FSC certified paper and G7 colour management',
  'scrap-metals': 'sorted and baled to ISRI specifications, with radiation checks before loading',
};

/**
 * How common each family's suppliers are in a country: multiplies the chance that a supplier
 * there is in that family (1 when not listed). Vietnam exports coffee, garments and furniture,
 * China machinery and electronics, and so on.
 */
export const supplierStrengths: Record<string, Record<string, number>> = {
  VN: { 'agriculture-food': 5, 'textiles-apparel': 4, 'furniture-home-decor': 4, 'handicrafts-gifts': 4, 'construction-building-materials': 1.5, 'packaging-printing': 1.5, machinery: 0.4, electronics: 0.4, 'vehicles-parts': 0.4, energy: 0.5, 'minerals-metals': 0.5, 'health-medical': 0.6 },
  CN: { 'agriculture-food': 0.3, 'textiles-apparel': 2, machinery: 4, electronics: 5, 'construction-building-materials': 3, 'packaging-printing': 2, 'chemicals-plastics': 2, 'health-medical': 2, 'vehicles-parts': 3, energy: 4, 'minerals-metals': 1.5 },
  TH: { 'agriculture-food': 4, 'chemicals-plastics': 2, 'vehicles-parts': 2, electronics: 1.5, 'beauty-personal-care': 1.5 },
  IN: { 'textiles-apparel': 4, 'agriculture-food': 3, 'chemicals-plastics': 2, 'minerals-metals': 2, 'health-medical': 2, 'handicrafts-gifts': 2 },
  ID: { 'agriculture-food': 3, 'furniture-home-decor': 3, 'handicrafts-gifts': 2, 'minerals-metals': 3, 'chemicals-plastics': 2 },
  MY: { electronics: 2, 'chemicals-plastics': 2, 'health-medical': 3, 'agriculture-food': 1.5 },
  TR: { 'textiles-apparel': 3, 'construction-building-materials': 2, 'furniture-home-decor': 2, 'agriculture-food': 1.5 },
  KR: { electronics: 3, 'beauty-personal-care': 5, 'vehicles-parts': 2, machinery: 2, 'agriculture-food': 0.3 },
  TW: { electronics: 4, machinery: 3, 'agriculture-food': 0.3 },
  JP: { machinery: 3, electronics: 2, 'vehicles-parts': 3, 'agriculture-food': 0.3 },
  BD: { 'textiles-apparel': 6 },
  PK: { 'textiles-apparel': 4, 'agriculture-food': 2, 'health-medical': 2 },
  KH: { 'textiles-apparel': 4, 'agriculture-food': 3 },
  LK: { 'agriculture-food': 4, 'textiles-apparel': 2, 'chemicals-plastics': 2 },
  MM: { 'agriculture-food': 4, 'textiles-apparel': 3 },
  LA: { 'agriculture-food': 4, 'handicrafts-gifts': 2 },
  PH: { 'agriculture-food': 3, 'handicrafts-gifts': 2, electronics: 1.5 },
  DE: { machinery: 5, 'vehicles-parts': 3, 'chemicals-plastics': 2, 'agriculture-food': 0.3, 'textiles-apparel': 0.3 },
  IT: { machinery: 4, 'furniture-home-decor': 3, 'construction-building-materials': 2, 'agriculture-food': 0.5 },
  US: { machinery: 3, electronics: 2, 'health-medical': 2, 'agriculture-food': 0.5 },
  BR: { 'agriculture-food': 4, 'minerals-metals': 3 },
  MX: { 'agriculture-food': 3, 'vehicles-parts': 2 },
  EG: { 'agriculture-food': 3, 'textiles-apparel': 2, 'chemicals-plastics': 2 },
};

/**
 * Lines tied to where things grow or are fished: suppliers elsewhere are rare (a trading house in
 * Singapore or Hamburg, not a coffee processor in Bangladesh). Lines not listed are made anywhere.
 */
export const groupOrigins: Record<string, string[]> = {
  'coffee-beans': ['VN', 'BR', 'ID', 'IN', 'LA', 'TH', 'CN', 'MX', 'MM', 'PH', 'SG', 'DE'],
  'coffee-tea-cocoa': ['VN', 'IN', 'LK', 'CN', 'ID', 'MY', 'TW', 'JP', 'TH', 'BR', 'KH', 'MM', 'LA'],
  'grains-cereals': ['VN', 'TH', 'IN', 'PK', 'MM', 'KH', 'CN', 'BR', 'US', 'MX', 'ID', 'LA', 'EG', 'TR'],
  'nuts-spices': ['VN', 'IN', 'ID', 'LK', 'TR', 'CN', 'MM', 'KH', 'BR', 'EG', 'LA', 'MY'],
  seafood: ['VN', 'TH', 'IN', 'ID', 'CN', 'BD', 'MM', 'PH', 'LK', 'KR', 'JP', 'MY', 'MX', 'EG'],
  'fresh-dried-fruits': ['VN', 'TH', 'PH', 'MX', 'BR', 'IN', 'ID', 'MY', 'KH', 'LA', 'MM', 'EG', 'TR', 'CN'],
};
