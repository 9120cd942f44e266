/**
 * Seed data: the B2B product category taxonomy (14 top-level groups, 3 levels deep,
 * with a 4th level under coffee beans and stainless steel), translated into
 * English, Vietnamese and Simplified Chinese, plus realistic product-name
 * templates for every leaf category (used to generate demo products).
 */

export interface TaxonomyNode {
  /** Unique across the whole tree, kebab-case ASCII. */
  slug: string;
  en: string;
  vi: string;
  zh: string;
  children?: TaxonomyNode[];
}

export const taxonomy: TaxonomyNode[] = [
  {
    slug: 'agriculture-food',
    en: 'Agriculture & Food',
    vi: 'Nông nghiệp & Thực phẩm',
    zh: '农业与食品',
    children: [
      {
        slug: 'coffee-tea-cocoa',
        en: 'Coffee, Tea & Cocoa',
        vi: 'Cà phê, Trà & Ca cao',
        zh: '咖啡、茶叶与可可',
        children: [
          {
            slug: 'coffee-beans',
            en: 'Coffee',
            vi: 'Cà phê',
            zh: '咖啡',
            children: [
              { slug: 'robusta-coffee', en: 'Robusta Coffee', vi: 'Cà phê Robusta', zh: '罗布斯塔咖啡' },
              { slug: 'arabica-coffee', en: 'Arabica Coffee', vi: 'Cà phê Arabica', zh: '阿拉比卡咖啡' },
              { slug: 'roasted-coffee', en: 'Roasted & Ground Coffee', vi: 'Cà phê rang xay', zh: '烘焙咖啡与咖啡粉' },
              { slug: 'instant-coffee', en: 'Instant Coffee', vi: 'Cà phê hòa tan', zh: '速溶咖啡' },
            ],
          },
          { slug: 'tea', en: 'Tea', vi: 'Trà', zh: '茶叶' },
          { slug: 'cocoa-products', en: 'Cocoa Beans & Products', vi: 'Ca cao & Sản phẩm ca cao', zh: '可可豆及制品' },
        ],
      },
      {
        slug: 'grains-cereals',
        en: 'Rice, Grains & Starch',
        vi: 'Gạo, Ngũ cốc & Tinh bột',
        zh: '大米、谷物与淀粉',
        children: [
          { slug: 'jasmine-rice', en: 'Jasmine & Fragrant Rice', vi: 'Gạo thơm & Gạo Jasmine', zh: '茉莉香米' },
          { slug: 'white-rice', en: 'White Rice', vi: 'Gạo trắng', zh: '白米' },
          { slug: 'corn-maize', en: 'Corn & Maize', vi: 'Ngô (Bắp)', zh: '玉米' },
          { slug: 'tapioca-starch', en: 'Tapioca & Cassava', vi: 'Tinh bột sắn & Sắn lát', zh: '木薯及木薯淀粉' },
        ],
      },
      {
        slug: 'nuts-spices',
        en: 'Nuts & Spices',
        vi: 'Hạt & Gia vị',
        zh: '坚果与香料',
        children: [
          { slug: 'cashew-nuts', en: 'Cashew Nuts', vi: 'Hạt điều', zh: '腰果' },
          { slug: 'black-pepper', en: 'Black & White Pepper', vi: 'Hồ tiêu', zh: '黑胡椒与白胡椒' },
          { slug: 'cinnamon-cassia', en: 'Cinnamon & Cassia', vi: 'Quế', zh: '肉桂' },
          { slug: 'star-anise', en: 'Star Anise', vi: 'Hoa hồi', zh: '八角' },
          { slug: 'macadamia-nuts', en: 'Macadamia Nuts', vi: 'Hạt mắc ca', zh: '夏威夷果' },
        ],
      },
      {
        slug: 'seafood',
        en: 'Seafood',
        vi: 'Thủy hải sản',
        zh: '海鲜水产',
        children: [
          { slug: 'frozen-shrimp', en: 'Frozen Shrimp', vi: 'Tôm đông lạnh', zh: '冷冻虾' },
          { slug: 'pangasius-fillet', en: 'Pangasius Fillet', vi: 'Cá tra phi lê', zh: '巴沙鱼柳' },
          { slug: 'tuna', en: 'Tuna', vi: 'Cá ngừ', zh: '金枪鱼' },
          { slug: 'dried-seafood', en: 'Dried Seafood', vi: 'Hải sản khô', zh: '海产干货' },
        ],
      },
      {
        slug: 'fresh-dried-fruits',
        en: 'Fresh & Dried Fruits',
        vi: 'Trái cây tươi & sấy',
        zh: '新鲜水果与果干',
        children: [
          { slug: 'dragon-fruit', en: 'Dragon Fruit', vi: 'Thanh long', zh: '火龙果' },
          { slug: 'durian', en: 'Durian', vi: 'Sầu riêng', zh: '榴莲' },
          { slug: 'mango', en: 'Mango', vi: 'Xoài', zh: '芒果' },
          { slug: 'banana', en: 'Banana', vi: 'Chuối', zh: '香蕉' },
          { slug: 'dried-fruits', en: 'Dried Fruits', vi: 'Trái cây sấy', zh: '果干' },
        ],
      },
      {
        slug: 'processed-food-beverages',
        en: 'Processed Food & Beverages',
        vi: 'Thực phẩm chế biến & Đồ uống',
        zh: '加工食品与饮料',
        children: [
          { slug: 'rice-noodles', en: 'Rice Noodles & Rice Paper', vi: 'Bún, phở & Bánh tráng', zh: '米粉与米纸' },
          { slug: 'instant-noodles', en: 'Instant Noodles', vi: 'Mì ăn liền', zh: '方便面' },
          { slug: 'coconut-products', en: 'Coconut Products', vi: 'Sản phẩm từ dừa', zh: '椰子制品' },
          { slug: 'fruit-juices', en: 'Juices & Soft Drinks', vi: 'Nước ép & Nước giải khát', zh: '果汁与软饮料' },
          { slug: 'sauces-condiments', en: 'Sauces & Condiments', vi: 'Nước chấm & Gia vị', zh: '酱料与调味品' },
        ],
      },
    ],
  },
  {
    slug: 'textiles-apparel',
    en: 'Textiles & Apparel',
    vi: 'Dệt may & Thời trang',
    zh: '纺织服装',
    children: [
      {
        slug: 'fabrics-yarn',
        en: 'Fabrics & Yarn',
        vi: 'Vải & Sợi',
        zh: '面料与纱线',
        children: [
          { slug: 'cotton-fabric', en: 'Cotton Fabric', vi: 'Vải cotton', zh: '棉布' },
          { slug: 'polyester-fabric', en: 'Polyester Fabric', vi: 'Vải polyester', zh: '涤纶面料' },
          { slug: 'silk-fabric', en: 'Silk Fabric', vi: 'Vải lụa tơ tằm', zh: '丝绸面料' },
          { slug: 'yarn', en: 'Yarn', vi: 'Sợi', zh: '纱线' },
        ],
      },
      {
        slug: 'garments',
        en: 'Garments',
        vi: 'Hàng may mặc',
        zh: '服装',
        children: [
          { slug: 't-shirts-polos', en: 'T-Shirts & Polo Shirts', vi: 'Áo thun & Áo polo', zh: 'T恤与Polo衫' },
          { slug: 'jeans-denim', en: 'Jeans & Denim', vi: 'Quần jeans & Denim', zh: '牛仔服装' },
          { slug: 'workwear-uniforms', en: 'Workwear & Uniforms', vi: 'Đồ bảo hộ & Đồng phục', zh: '工作服与制服' },
          { slug: 'sportswear', en: 'Sportswear', vi: 'Quần áo thể thao', zh: '运动服' },
          { slug: 'childrens-clothing', en: "Children's Clothing", vi: 'Quần áo trẻ em', zh: '童装' },
        ],
      },
      {
        slug: 'footwear',
        en: 'Footwear',
        vi: 'Giày dép',
        zh: '鞋类',
        children: [
          { slug: 'sports-shoes', en: 'Sports Shoes & Sneakers', vi: 'Giày thể thao', zh: '运动鞋' },
          { slug: 'leather-shoes', en: 'Leather Shoes', vi: 'Giày da', zh: '皮鞋' },
          { slug: 'sandals-slippers', en: 'Sandals & Slippers', vi: 'Dép & Sandal', zh: '凉鞋与拖鞋' },
        ],
      },
      {
        slug: 'bags-accessories',
        en: 'Bags & Accessories',
        vi: 'Túi xách & Phụ kiện',
        zh: '箱包与配饰',
        children: [
          { slug: 'handbags', en: 'Handbags', vi: 'Túi xách tay', zh: '手提包' },
          { slug: 'backpacks', en: 'Backpacks', vi: 'Ba lô', zh: '背包' },
          { slug: 'hats-caps', en: 'Hats & Caps', vi: 'Mũ & Nón', zh: '帽子' },
        ],
      },
    ],
  },
  {
    slug: 'furniture-home-decor',
    en: 'Furniture & Home Decor',
    vi: 'Nội thất & Trang trí nhà cửa',
    zh: '家具与家居装饰',
    children: [
      {
        slug: 'wood-furniture',
        en: 'Wood Furniture',
        vi: 'Nội thất gỗ',
        zh: '木制家具',
        children: [
          { slug: 'dining-furniture', en: 'Dining Tables & Chairs', vi: 'Bàn ghế ăn', zh: '餐桌椅' },
          { slug: 'bedroom-furniture', en: 'Bedroom Furniture', vi: 'Nội thất phòng ngủ', zh: '卧室家具' },
          { slug: 'office-furniture', en: 'Office Furniture', vi: 'Nội thất văn phòng', zh: '办公家具' },
        ],
      },
      {
        slug: 'outdoor-furniture',
        en: 'Outdoor Furniture',
        vi: 'Nội thất ngoài trời',
        zh: '户外家具',
        children: [
          { slug: 'rattan-wicker-furniture', en: 'Rattan & Wicker Furniture', vi: 'Nội thất mây đan', zh: '藤编家具' },
          { slug: 'teak-outdoor-furniture', en: 'Teak & Acacia Garden Furniture', vi: 'Bàn ghế sân vườn gỗ teak & gỗ keo', zh: '柚木及相思木花园家具' },
          { slug: 'aluminum-outdoor-furniture', en: 'Aluminum Outdoor Furniture', vi: 'Nội thất ngoài trời khung nhôm', zh: '铝制户外家具' },
        ],
      },
      {
        slug: 'bamboo-products',
        en: 'Bamboo Products',
        vi: 'Sản phẩm tre',
        zh: '竹制品',
        children: [
          { slug: 'bamboo-furniture', en: 'Bamboo Furniture', vi: 'Nội thất tre', zh: '竹家具' },
          { slug: 'bamboo-flooring', en: 'Bamboo Flooring', vi: 'Sàn tre', zh: '竹地板' },
          { slug: 'bamboo-kitchenware', en: 'Bamboo Kitchenware', vi: 'Đồ dùng nhà bếp bằng tre', zh: '竹制厨具' },
        ],
      },
      {
        slug: 'home-decor',
        en: 'Home Decor',
        vi: 'Đồ trang trí nội thất',
        zh: '家居装饰品',
        children: [
          { slug: 'ceramic-vases', en: 'Ceramic Vases & Planters', vi: 'Bình gốm & Chậu cây', zh: '陶瓷花瓶与花盆' },
          { slug: 'lamps-lighting', en: 'Lamps & Decorative Lighting', vi: 'Đèn trang trí', zh: '灯具与装饰照明' },
          { slug: 'carpets-rugs', en: 'Carpets & Rugs', vi: 'Thảm trải sàn', zh: '地毯' },
        ],
      },
      {
        slug: 'kitchen-dining',
        en: 'Kitchen & Dining',
        vi: 'Đồ dùng nhà bếp & Bàn ăn',
        zh: '厨房与餐具',
        children: [
          { slug: 'stainless-steel-cookware', en: 'Stainless Steel Cookware', vi: 'Dụng cụ nấu ăn inox', zh: '不锈钢炊具' },
          { slug: 'tableware', en: 'Tableware & Cutlery', vi: 'Bộ đồ ăn & Dao nĩa', zh: '餐具与刀叉' },
        ],
      },
    ],
  },
  {
    slug: 'machinery',
    en: 'Machinery',
    vi: 'Máy móc',
    zh: '机械设备',
    children: [
      {
        slug: 'agricultural-machinery',
        en: 'Agricultural Machinery',
        vi: 'Máy nông nghiệp',
        zh: '农业机械',
        children: [
          { slug: 'coffee-processing-machines', en: 'Coffee Processing Machines', vi: 'Máy chế biến cà phê', zh: '咖啡加工设备' },
          { slug: 'rice-milling-machines', en: 'Rice Milling Machines', vi: 'Máy xay xát lúa gạo', zh: '碾米设备' },
          { slug: 'tractors', en: 'Tractors', vi: 'Máy kéo', zh: '拖拉机' },
        ],
      },
      {
        slug: 'food-packaging-machinery',
        en: 'Food & Packaging Machinery',
        vi: 'Máy chế biến thực phẩm & Đóng gói',
        zh: '食品与包装机械',
        children: [
          { slug: 'filling-packing-machines', en: 'Filling & Packing Machines', vi: 'Máy chiết rót & Đóng gói', zh: '灌装与包装机' },
          { slug: 'commercial-kitchen-equipment', en: 'Commercial Kitchen Equipment', vi: 'Thiết bị bếp công nghiệp', zh: '商用厨房设备' },
        ],
      },
      {
        slug: 'industrial-machinery',
        en: 'Industrial Machinery',
        vi: 'Máy móc công nghiệp',
        zh: '工业机械',
        children: [
          { slug: 'cnc-machines', en: 'CNC & Laser Machines', vi: 'Máy CNC & Máy laser', zh: '数控机床与激光设备' },
          { slug: 'injection-molding-machines', en: 'Injection Molding Machines', vi: 'Máy ép nhựa', zh: '注塑机' },
          { slug: 'air-compressors', en: 'Air Compressors', vi: 'Máy nén khí', zh: '空压机' },
          { slug: 'industrial-pumps', en: 'Industrial Pumps', vi: 'Máy bơm công nghiệp', zh: '工业泵' },
        ],
      },
      {
        slug: 'construction-machinery',
        en: 'Construction Machinery',
        vi: 'Máy xây dựng',
        zh: '工程机械',
        children: [
          { slug: 'excavators', en: 'Excavators', vi: 'Máy xúc', zh: '挖掘机' },
          { slug: 'concrete-mixers', en: 'Concrete Mixers & Batching Plants', vi: 'Máy trộn & Trạm trộn bê tông', zh: '混凝土搅拌设备' },
        ],
      },
    ],
  },
  {
    slug: 'electronics',
    en: 'Electronics',
    vi: 'Điện tử',
    zh: '电子产品',
    children: [
      {
        slug: 'consumer-electronics',
        en: 'Consumer Electronics',
        vi: 'Điện tử tiêu dùng',
        zh: '消费电子',
        children: [
          { slug: 'mobile-phones', en: 'Mobile Phones', vi: 'Điện thoại di động', zh: '手机' },
          { slug: 'headphones-earphones', en: 'Headphones & Earphones', vi: 'Tai nghe', zh: '耳机' },
          { slug: 'smart-watches', en: 'Smart Watches & Fitness Trackers', vi: 'Đồng hồ & Vòng đeo thông minh', zh: '智能手表与手环' },
          { slug: 'power-banks', en: 'Power Banks & Chargers', vi: 'Sạc dự phòng & Bộ sạc', zh: '充电宝与充电器' },
        ],
      },
      {
        slug: 'electronic-components',
        en: 'Electronic Components',
        vi: 'Linh kiện điện tử',
        zh: '电子元器件',
        children: [
          { slug: 'pcb-pcba', en: 'PCB & PCBA', vi: 'Bo mạch PCB & PCBA', zh: 'PCB与PCBA' },
          { slug: 'led-modules', en: 'LED Chips & Modules', vi: 'Chip & Module LED', zh: 'LED芯片与模组' },
          { slug: 'connectors-cables', en: 'Connectors & Cable Assemblies', vi: 'Đầu nối & Dây cáp', zh: '连接器与线束' },
        ],
      },
      {
        slug: 'home-appliances',
        en: 'Home Appliances',
        vi: 'Đồ gia dụng điện',
        zh: '家用电器',
        children: [
          { slug: 'air-conditioners', en: 'Air Conditioners', vi: 'Máy điều hòa', zh: '空调' },
          { slug: 'refrigerators', en: 'Refrigerators & Freezers', vi: 'Tủ lạnh & Tủ đông', zh: '冰箱与冷柜' },
          { slug: 'electric-fans', en: 'Electric Fans', vi: 'Quạt điện', zh: '电风扇' },
          { slug: 'rice-cookers', en: 'Rice Cookers', vi: 'Nồi cơm điện', zh: '电饭煲' },
        ],
      },
      {
        slug: 'security-surveillance',
        en: 'Security & Surveillance',
        vi: 'An ninh & Giám sát',
        zh: '安防监控',
        children: [
          { slug: 'cctv-cameras', en: 'CCTV & IP Cameras', vi: 'Camera giám sát', zh: '监控摄像头' },
          { slug: 'smart-locks', en: 'Smart Door Locks', vi: 'Khóa cửa thông minh', zh: '智能门锁' },
        ],
      },
    ],
  },
  {
    slug: 'construction-building-materials',
    en: 'Construction & Building Materials',
    vi: 'Xây dựng & Vật liệu xây dựng',
    zh: '建筑与建材',
    children: [
      {
        slug: 'steel-products',
        en: 'Steel Products',
        vi: 'Sản phẩm thép',
        zh: '钢材',
        children: [
          {
            slug: 'stainless-steel',
            en: 'Stainless Steel',
            vi: 'Inox (Thép không gỉ)',
            zh: '不锈钢',
            children: [
              { slug: 'stainless-steel-sheets', en: 'Stainless Steel Sheets & Coils', vi: 'Tấm & Cuộn inox', zh: '不锈钢板卷' },
              { slug: 'stainless-steel-pipes', en: 'Stainless Steel Pipes & Tubes', vi: 'Ống inox', zh: '不锈钢管' },
            ],
          },
          { slug: 'carbon-steel-pipes', en: 'Carbon Steel Pipes', vi: 'Ống thép carbon', zh: '碳钢管' },
          { slug: 'steel-rebar', en: 'Steel Rebar & Wire Rod', vi: 'Thép cốt bê tông & Thép cuộn', zh: '钢筋与线材' },
          { slug: 'steel-beams', en: 'Steel Beams & Sections', vi: 'Thép hình', zh: '型钢' },
        ],
      },
      {
        slug: 'cement-concrete',
        en: 'Cement & Concrete',
        vi: 'Xi măng & Bê tông',
        zh: '水泥与混凝土',
        children: [
          { slug: 'portland-cement', en: 'Cement & Clinker', vi: 'Xi măng & Clinker', zh: '水泥与熟料' },
          { slug: 'precast-concrete', en: 'Precast Concrete Products', vi: 'Cấu kiện bê tông đúc sẵn', zh: '预制混凝土构件' },
        ],
      },
      {
        slug: 'tiles-stone',
        en: 'Tiles & Stone',
        vi: 'Gạch ốp lát & Đá',
        zh: '瓷砖与石材',
        children: [
          { slug: 'ceramic-tiles', en: 'Ceramic Tiles', vi: 'Gạch ceramic', zh: '陶瓷砖' },
          { slug: 'porcelain-tiles', en: 'Porcelain Tiles', vi: 'Gạch porcelain', zh: '瓷质砖' },
          { slug: 'granite-marble', en: 'Granite & Marble', vi: 'Đá granite & Đá marble', zh: '花岗岩与大理石' },
        ],
      },
      {
        slug: 'doors-windows',
        en: 'Doors & Windows',
        vi: 'Cửa đi & Cửa sổ',
        zh: '门窗',
        children: [
          { slug: 'aluminum-windows', en: 'Aluminum Windows & Doors', vi: 'Cửa nhôm kính', zh: '铝合金门窗' },
          { slug: 'upvc-windows', en: 'uPVC Windows & Doors', vi: 'Cửa nhựa lõi thép uPVC', zh: 'UPVC塑钢门窗' },
          { slug: 'wooden-doors', en: 'Wooden Doors', vi: 'Cửa gỗ', zh: '木门' },
        ],
      },
      {
        slug: 'sanitary-ware',
        en: 'Sanitary Ware',
        vi: 'Thiết bị vệ sinh',
        zh: '卫浴洁具',
        children: [
          { slug: 'toilets', en: 'Toilets', vi: 'Bồn cầu', zh: '马桶' },
          { slug: 'faucets-mixers', en: 'Faucets & Mixers', vi: 'Vòi nước & Sen tắm', zh: '水龙头与花洒' },
          { slug: 'stainless-steel-sinks', en: 'Stainless Steel Sinks', vi: 'Chậu rửa inox', zh: '不锈钢水槽' },
        ],
      },
    ],
  },
  {
    slug: 'packaging-printing',
    en: 'Packaging & Printing',
    vi: 'Bao bì & In ấn',
    zh: '包装印刷',
    children: [
      {
        slug: 'paper-packaging',
        en: 'Paper Packaging',
        vi: 'Bao bì giấy',
        zh: '纸质包装',
        children: [
          { slug: 'corrugated-boxes', en: 'Corrugated Boxes', vi: 'Thùng carton sóng', zh: '瓦楞纸箱' },
          { slug: 'paper-bags', en: 'Paper Bags & Sacks', vi: 'Túi giấy & Bao giấy', zh: '纸袋' },
          { slug: 'gift-boxes', en: 'Gift Boxes', vi: 'Hộp quà', zh: '礼品盒' },
        ],
      },
      {
        slug: 'plastic-packaging',
        en: 'Plastic Packaging',
        vi: 'Bao bì nhựa',
        zh: '塑料包装',
        children: [
          { slug: 'pp-woven-bags', en: 'PP Woven Bags', vi: 'Bao PP dệt', zh: 'PP编织袋' },
          { slug: 'pet-bottles', en: 'PET Bottles & Preforms', vi: 'Chai PET & Phôi chai', zh: 'PET瓶与瓶坯' },
          { slug: 'stretch-film', en: 'Stretch Film', vi: 'Màng PE quấn pallet', zh: '缠绕膜' },
          { slug: 'flexible-packaging', en: 'Flexible Packaging Pouches', vi: 'Túi bao bì màng ghép', zh: '软包装袋' },
        ],
      },
      {
        slug: 'printing-services',
        en: 'Printing Services',
        vi: 'Dịch vụ in ấn',
        zh: '印刷服务',
        children: [
          { slug: 'labels-stickers', en: 'Labels & Stickers', vi: 'Nhãn mác & Tem dán', zh: '标签与贴纸' },
          { slug: 'offset-printing', en: 'Offset Printing', vi: 'In offset', zh: '胶印' },
        ],
      },
    ],
  },
  {
    slug: 'chemicals-plastics',
    en: 'Chemicals & Plastics',
    vi: 'Hóa chất & Nhựa',
    zh: '化工与塑料',
    children: [
      {
        slug: 'plastic-raw-materials',
        en: 'Plastic Raw Materials',
        vi: 'Nguyên liệu nhựa',
        zh: '塑料原料',
        children: [
          { slug: 'polypropylene-resin', en: 'Polypropylene (PP) Resin', vi: 'Hạt nhựa PP', zh: '聚丙烯 (PP) 树脂' },
          { slug: 'polyethylene-resin', en: 'Polyethylene (PE) Resin', vi: 'Hạt nhựa PE', zh: '聚乙烯 (PE) 树脂' },
          { slug: 'pvc-resin', en: 'PVC Resin & Compounds', vi: 'Bột & Hạt nhựa PVC', zh: 'PVC树脂与粒料' },
        ],
      },
      {
        slug: 'rubber-products',
        en: 'Rubber & Rubber Products',
        vi: 'Cao su & Sản phẩm cao su',
        zh: '橡胶及橡胶制品',
        children: [
          { slug: 'natural-rubber', en: 'Natural Rubber', vi: 'Cao su thiên nhiên', zh: '天然橡胶' },
          { slug: 'rubber-hoses-belts', en: 'Rubber Hoses & Belts', vi: 'Ống & Dây đai cao su', zh: '橡胶管与传动带' },
        ],
      },
      {
        slug: 'industrial-chemicals',
        en: 'Industrial Chemicals',
        vi: 'Hóa chất công nghiệp',
        zh: '工业化学品',
        children: [
          { slug: 'caustic-soda', en: 'Caustic Soda', vi: 'Xút (NaOH)', zh: '烧碱' },
          { slug: 'activated-carbon', en: 'Activated Carbon', vi: 'Than hoạt tính', zh: '活性炭' },
        ],
      },
      {
        slug: 'paints-coatings',
        en: 'Paints & Coatings',
        vi: 'Sơn & Chất phủ',
        zh: '涂料',
        children: [
          { slug: 'architectural-paints', en: 'Architectural Paints', vi: 'Sơn xây dựng', zh: '建筑涂料' },
          { slug: 'industrial-coatings', en: 'Industrial Coatings', vi: 'Sơn công nghiệp', zh: '工业涂料' },
        ],
      },
    ],
  },
  {
    slug: 'beauty-personal-care',
    en: 'Beauty & Personal Care',
    vi: 'Làm đẹp & Chăm sóc cá nhân',
    zh: '美容与个人护理',
    children: [
      {
        slug: 'skin-care',
        en: 'Skin Care',
        vi: 'Chăm sóc da',
        zh: '护肤品',
        children: [
          { slug: 'face-creams', en: 'Face Creams & Serums', vi: 'Kem dưỡng & Serum', zh: '面霜与精华' },
          { slug: 'sheet-masks', en: 'Face Masks & Patches', vi: 'Mặt nạ dưỡng da', zh: '面膜与眼膜' },
          { slug: 'sunscreen', en: 'Sunscreen', vi: 'Kem chống nắng', zh: '防晒霜' },
        ],
      },
      {
        slug: 'hair-care',
        en: 'Hair Care',
        vi: 'Chăm sóc tóc',
        zh: '护发产品',
        children: [
          { slug: 'shampoo-conditioner', en: 'Shampoo & Conditioner', vi: 'Dầu gội & Dầu xả', zh: '洗发水与护发素' },
          { slug: 'hair-extensions', en: 'Human Hair & Extensions', vi: 'Tóc thật & Tóc nối', zh: '真人发与接发' },
        ],
      },
      {
        slug: 'natural-care',
        en: 'Natural & Organic Care',
        vi: 'Chăm sóc tự nhiên & Hữu cơ',
        zh: '天然有机护理',
        children: [
          { slug: 'essential-oils', en: 'Essential Oils', vi: 'Tinh dầu', zh: '精油' },
          { slug: 'handmade-soaps', en: 'Natural Handmade Soaps', vi: 'Xà phòng thủ công thiên nhiên', zh: '天然手工皂' },
        ],
      },
      {
        slug: 'makeup',
        en: 'Makeup & Nails',
        vi: 'Trang điểm & Làm móng',
        zh: '彩妆与美甲',
        children: [
          { slug: 'lipsticks', en: 'Lipsticks & Lip Care', vi: 'Son môi & Dưỡng môi', zh: '口红与唇部护理' },
          { slug: 'nail-products', en: 'Nail Polish & Nail Care', vi: 'Sơn móng & Chăm sóc móng', zh: '指甲油与美甲用品' },
        ],
      },
    ],
  },
  {
    slug: 'health-medical',
    en: 'Health & Medical',
    vi: 'Y tế & Sức khỏe',
    zh: '医疗保健',
    children: [
      {
        slug: 'medical-supplies',
        en: 'Medical Supplies',
        vi: 'Vật tư y tế',
        zh: '医用耗材',
        children: [
          { slug: 'nitrile-gloves', en: 'Medical & Industrial Gloves', vi: 'Găng tay y tế & Công nghiệp', zh: '医用及工业手套' },
          { slug: 'medical-face-masks', en: 'Medical Face Masks', vi: 'Khẩu trang y tế', zh: '医用口罩' },
          { slug: 'syringes', en: 'Syringes & Needles', vi: 'Bơm kim tiêm', zh: '注射器与针头' },
        ],
      },
      {
        slug: 'medical-equipment',
        en: 'Medical Equipment',
        vi: 'Thiết bị y tế',
        zh: '医疗设备',
        children: [
          { slug: 'hospital-beds', en: 'Hospital Beds & Couches', vi: 'Giường bệnh & Giường khám', zh: '医用病床与诊疗床' },
          { slug: 'patient-monitors', en: 'Patient Monitoring Devices', vi: 'Thiết bị theo dõi bệnh nhân', zh: '病人监护设备' },
        ],
      },
      {
        slug: 'health-supplements',
        en: 'Health Supplements',
        vi: 'Thực phẩm chức năng',
        zh: '保健品',
        children: [
          { slug: 'herbal-supplements', en: 'Herbal Supplements', vi: 'Thảo dược bổ sung', zh: '草本保健品' },
          { slug: 'vitamins', en: 'Vitamins & Minerals', vi: 'Vitamin & Khoáng chất', zh: '维生素与矿物质' },
        ],
      },
    ],
  },
  {
    slug: 'vehicles-parts',
    en: 'Vehicles & Parts',
    vi: 'Phương tiện & Phụ tùng',
    zh: '车辆及配件',
    children: [
      {
        slug: 'auto-parts',
        en: 'Auto Parts',
        vi: 'Phụ tùng ô tô',
        zh: '汽车配件',
        children: [
          { slug: 'brake-parts', en: 'Brake Parts', vi: 'Phụ tùng phanh', zh: '制动系统配件' },
          { slug: 'tires', en: 'Tires', vi: 'Lốp xe', zh: '轮胎' },
          { slug: 'auto-lighting', en: 'Auto Lighting', vi: 'Đèn ô tô', zh: '汽车灯具' },
        ],
      },
      {
        slug: 'motorcycles-ebikes',
        en: 'Motorcycles & E-bikes',
        vi: 'Xe máy & Xe điện',
        zh: '摩托车与电动车',
        children: [
          { slug: 'electric-scooters', en: 'Electric Motorcycles & Scooters', vi: 'Xe máy điện & Xe scooter điện', zh: '电动摩托车与滑板车' },
          { slug: 'electric-bicycles', en: 'Electric Bicycles', vi: 'Xe đạp điện', zh: '电动自行车' },
          { slug: 'motorcycle-parts', en: 'Motorcycle Parts', vi: 'Phụ tùng xe máy', zh: '摩托车配件' },
        ],
      },
      {
        slug: 'commercial-vehicles',
        en: 'Commercial Vehicles',
        vi: 'Xe thương mại',
        zh: '商用车',
        children: [
          { slug: 'trucks', en: 'Trucks', vi: 'Xe tải', zh: '卡车' },
          { slug: 'semi-trailers', en: 'Semi-trailers', vi: 'Sơ mi rơ moóc', zh: '半挂车' },
        ],
      },
    ],
  },
  {
    slug: 'handicrafts-gifts',
    en: 'Handicrafts & Gifts',
    vi: 'Thủ công mỹ nghệ & Quà tặng',
    zh: '工艺品与礼品',
    children: [
      {
        slug: 'lacquer-ceramics',
        en: 'Lacquerware & Pottery',
        vi: 'Sơn mài & Gốm sứ',
        zh: '漆器与陶瓷',
        children: [
          { slug: 'lacquerware', en: 'Lacquerware', vi: 'Đồ sơn mài', zh: '漆器' },
          { slug: 'pottery', en: 'Pottery & Porcelain', vi: 'Gốm sứ thủ công', zh: '陶瓷工艺品' },
        ],
      },
      {
        slug: 'woven-crafts',
        en: 'Woven Crafts',
        vi: 'Hàng đan lát',
        zh: '编织工艺品',
        children: [
          { slug: 'seagrass-baskets', en: 'Seagrass Baskets', vi: 'Giỏ cói', zh: '海草篮' },
          { slug: 'water-hyacinth-products', en: 'Water Hyacinth Products', vi: 'Sản phẩm lục bình', zh: '水葫芦编织品' },
        ],
      },
      {
        slug: 'gifts-souvenirs',
        en: 'Gifts & Souvenirs',
        vi: 'Quà tặng & Đồ lưu niệm',
        zh: '礼品与纪念品',
        children: [
          { slug: 'promotional-gifts', en: 'Promotional & Corporate Gifts', vi: 'Quà tặng quảng cáo & Doanh nghiệp', zh: '促销与商务礼品' },
          { slug: 'embroidery', en: 'Embroidery', vi: 'Đồ thêu', zh: '刺绣品' },
        ],
      },
      {
        slug: 'festive-decor',
        en: 'Festive & Seasonal Decor',
        vi: 'Đồ trang trí lễ hội',
        zh: '节日装饰',
        children: [
          { slug: 'christmas-decorations', en: 'Christmas Decorations', vi: 'Đồ trang trí Giáng sinh', zh: '圣诞装饰品' },
          { slug: 'artificial-flowers', en: 'Artificial Flowers & Plants', vi: 'Hoa & Cây giả', zh: '仿真花与仿真植物' },
        ],
      },
    ],
  },
  {
    slug: 'energy',
    en: 'Energy',
    vi: 'Năng lượng',
    zh: '能源',
    children: [
      {
        slug: 'solar-energy',
        en: 'Solar Energy',
        vi: 'Năng lượng mặt trời',
        zh: '太阳能',
        children: [
          { slug: 'solar-panels', en: 'Solar Panels', vi: 'Tấm pin năng lượng mặt trời', zh: '太阳能电池板' },
          { slug: 'solar-inverters', en: 'Solar Inverters', vi: 'Biến tần năng lượng mặt trời', zh: '太阳能逆变器' },
          { slug: 'solar-street-lights', en: 'Solar Lights', vi: 'Đèn năng lượng mặt trời', zh: '太阳能灯具' },
          { slug: 'solar-mounting-systems', en: 'Solar Mounting Systems', vi: 'Hệ khung giá đỡ pin mặt trời', zh: '光伏支架' },
        ],
      },
      {
        slug: 'batteries-storage',
        en: 'Batteries & Energy Storage',
        vi: 'Pin & Lưu trữ năng lượng',
        zh: '电池与储能',
        children: [
          { slug: 'lithium-batteries', en: 'Lithium Batteries', vi: 'Pin lithium', zh: '锂电池' },
          { slug: 'lead-acid-batteries', en: 'Lead-Acid Batteries', vi: 'Ắc quy axit-chì', zh: '铅酸蓄电池' },
        ],
      },
      {
        slug: 'power-generation',
        en: 'Power Generation',
        vi: 'Thiết bị phát điện',
        zh: '发电设备',
        children: [
          { slug: 'diesel-generators', en: 'Diesel Generators', vi: 'Máy phát điện diesel', zh: '柴油发电机组' },
          { slug: 'wind-turbines', en: 'Wind Turbines', vi: 'Tua bin gió', zh: '风力发电机' },
        ],
      },
      {
        slug: 'electrical-equipment',
        en: 'Electrical Equipment',
        vi: 'Thiết bị điện',
        zh: '电气设备',
        children: [
          { slug: 'wires-cables', en: 'Electric Wires & Cables', vi: 'Dây & Cáp điện', zh: '电线电缆' },
          { slug: 'transformers', en: 'Transformers', vi: 'Máy biến áp', zh: '变压器' },
        ],
      },
    ],
  },
  {
    slug: 'minerals-metals',
    en: 'Minerals & Metals',
    vi: 'Khoáng sản & Kim loại',
    zh: '矿产与金属',
    children: [
      {
        slug: 'ores-minerals',
        en: 'Ores & Minerals',
        vi: 'Quặng & Khoáng sản',
        zh: '矿石与矿物',
        children: [
          { slug: 'iron-ore', en: 'Iron Ore', vi: 'Quặng sắt', zh: '铁矿石' },
          { slug: 'coal', en: 'Coal & Charcoal', vi: 'Than đá & Than củi', zh: '煤炭与木炭' },
          { slug: 'silica-sand', en: 'Silica & Quartz Sand', vi: 'Cát silica & Cát thạch anh', zh: '硅砂与石英砂' },
        ],
      },
      {
        slug: 'non-ferrous-metals',
        en: 'Non-ferrous Metals',
        vi: 'Kim loại màu',
        zh: '有色金属',
        children: [
          { slug: 'aluminum-ingots', en: 'Aluminum Ingots & Billets', vi: 'Nhôm thỏi & Phôi nhôm', zh: '铝锭与铝棒' },
          { slug: 'copper-cathodes', en: 'Copper Cathodes & Rods', vi: 'Đồng cathode & Đồng thanh', zh: '阴极铜与铜杆' },
          { slug: 'zinc-ingots', en: 'Zinc Ingots & Zinc Products', vi: 'Kẽm thỏi & Sản phẩm kẽm', zh: '锌锭及锌制品' },
        ],
      },
      {
        slug: 'scrap-metals',
        en: 'Scrap Metals',
        vi: 'Phế liệu kim loại',
        zh: '废金属',
        children: [
          { slug: 'steel-scrap', en: 'Steel Scrap', vi: 'Thép phế liệu', zh: '废钢' },
          { slug: 'copper-scrap', en: 'Copper & Brass Scrap', vi: 'Đồng phế liệu', zh: '废铜' },
        ],
      },
      {
        slug: 'ferroalloys',
        en: 'Ferroalloys',
        vi: 'Hợp kim fero',
        zh: '铁合金',
        children: [
          { slug: 'ferro-silicon', en: 'Ferro Silicon & Silicon Metal', vi: 'Fero silic & Silic kim loại', zh: '硅铁与金属硅' },
          { slug: 'ferro-manganese', en: 'Ferro Manganese', vi: 'Fero mangan', zh: '锰铁' },
        ],
      },
    ],
  },
];

export interface ProductNameTemplates {
  en: string[];
  vi: string[];
  zh: string[];
}

/** 4–6 realistic product names per language for every leaf slug of `taxonomy`. */
export const productNameTemplates: Record<string, ProductNameTemplates> = {
  // ── Agriculture & Food ────────────────────────────────────────────────
  'robusta-coffee': {
    en: ['Robusta Green Coffee Beans Grade 1 Screen 18', 'Robusta Coffee Beans Grade 2 Screen 13 Wet Polished', 'Fine Robusta Coffee Beans Honey Processed', 'Robusta Red Cherry Coffee Dak Lak Origin', 'Robusta Coffee Beans Screen 16 Natural'],
    vi: ['Cà phê Robusta nhân xanh loại 1 sàng 18', 'Cà phê Robusta loại 2 sàng 13 đánh bóng ướt', 'Cà phê Robusta Fine chế biến mật ong', 'Cà phê Robusta chín đỏ xuất xứ Đắk Lắk', 'Cà phê Robusta sàng 16 chế biến khô'],
    zh: ['罗布斯塔咖啡生豆 一级 18目', '罗布斯塔咖啡豆 二级 13目 湿抛光', '精品罗布斯塔咖啡豆 蜜处理', '越南多乐省红果罗布斯塔咖啡', '罗布斯塔咖啡豆 16目 日晒'],
  },
  'arabica-coffee': {
    en: ['Arabica Green Coffee Beans Cau Dat Screen 16', 'Specialty Arabica Coffee Washed Process Lam Dong', 'Arabica Catimor Green Beans Grade 1', 'Yunnan Arabica Green Coffee Beans AA'],
    vi: ['Cà phê Arabica nhân xanh Cầu Đất sàng 16', 'Cà phê Arabica đặc sản chế biến ướt Lâm Đồng', 'Cà phê Arabica Catimor nhân xanh loại 1', 'Cà phê Arabica Vân Nam nhân xanh loại AA'],
    zh: ['越南大叻阿拉比卡咖啡生豆 16目', '林同省水洗精品阿拉比卡咖啡', '卡蒂姆阿拉比卡咖啡生豆 一级', '云南阿拉比卡咖啡生豆 AA级'],
  },
  'roasted-coffee': {
    en: ['Medium Roast Robusta Coffee Beans 1kg Bag', 'Arabica Robusta Ground Coffee Blend 500g', 'Vietnamese Phin Filter Ground Coffee', 'Dark Roast Espresso Coffee Beans Private Label', 'Ground Coffee Gift Set with Stainless Steel Phin Filter'],
    vi: ['Cà phê Robusta rang vừa túi 1kg', 'Cà phê bột pha trộn Arabica Robusta 500g', 'Cà phê bột pha phin truyền thống Việt Nam', 'Cà phê hạt rang đậm Espresso gia công nhãn riêng', 'Bộ quà tặng cà phê bột kèm phin inox'],
    zh: ['中度烘焙罗布斯塔咖啡豆 1公斤装', '阿拉比卡罗布斯塔拼配咖啡粉 500克', '越南滴滤壶专用咖啡粉', '深度烘焙意式咖啡豆 贴牌定制', '咖啡粉礼盒 配不锈钢越南滴滤壶'],
  },
  'instant-coffee': {
    en: ['3-in-1 Instant Coffee Mix 20 Sachets', 'Spray Dried Instant Coffee Powder Bulk', 'Freeze Dried Instant Coffee Granules', 'Sugar Free Instant Black Coffee Sticks'],
    vi: ['Cà phê hòa tan 3 trong 1 hộp 20 gói', 'Bột cà phê hòa tan sấy phun dạng xá', 'Cà phê hòa tan sấy lạnh dạng hạt', 'Cà phê đen hòa tan không đường dạng que'],
    zh: ['三合一速溶咖啡 20条装', '喷雾干燥速溶咖啡粉 散装', '冻干速溶咖啡颗粒', '无糖速溶黑咖啡 条装'],
  },
  tea: {
    en: ['Thai Nguyen Green Tea Premium Grade', 'Orthodox Black Tea OPA', 'Lam Dong High Mountain Oolong Tea', 'Jasmine Green Tea Bags'],
    vi: ['Trà xanh Thái Nguyên loại đặc biệt', 'Trà đen OPA chế biến orthodox', 'Trà Ô long vùng cao Lâm Đồng', 'Trà xanh hương nhài túi lọc'],
    zh: ['越南太原绿茶 特级', '传统工艺OPA红茶', '林同高山乌龙茶', '茉莉绿茶袋泡茶'],
  },
  'cocoa-products': {
    en: ['Fermented Cocoa Beans Ben Tre Origin', 'Natural Cocoa Powder 10-12% Fat', 'Deodorized Cocoa Butter', 'Dark Chocolate Couverture 70%'],
    vi: ['Hạt ca cao lên men xuất xứ Bến Tre', 'Bột ca cao nguyên chất hàm lượng béo 10-12%', 'Bơ ca cao khử mùi', 'Sô cô la đen couverture 70%'],
    zh: ['槟椥省发酵可可豆', '天然可可粉 脂肪含量10-12%', '脱臭可可脂', '70%黑巧克力 调温巧克力'],
  },
  'jasmine-rice': {
    en: ['Vietnamese Jasmine Rice 5% Broken', 'ST25 Premium Fragrant Rice', 'Thai Hom Mali Jasmine Rice 100% Grade A', 'Long Grain Fragrant Rice 25kg Bag'],
    vi: ['Gạo thơm Jasmine Việt Nam 5% tấm', 'Gạo thơm đặc sản ST25', 'Gạo Hom Mali Thái Lan 100% loại A', 'Gạo thơm hạt dài bao 25kg'],
    zh: ['越南茉莉香米 5%碎米', 'ST25优质香米', '泰国茉莉香米 100% A级', '长粒香米 25公斤装'],
  },
  'white-rice': {
    en: ['Long Grain White Rice 5% Broken', 'Medium Grain Japonica White Rice', 'Parboiled Rice 5% Broken', 'Glutinous Sticky Rice 10% Broken'],
    vi: ['Gạo trắng hạt dài 5% tấm', 'Gạo trắng hạt tròn Japonica', 'Gạo đồ 5% tấm', 'Gạo nếp 10% tấm'],
    zh: ['长粒白米 5%碎米', '中粒粳米', '蒸谷米 5%碎米', '糯米 10%碎米'],
  },
  'corn-maize': {
    en: ['Yellow Corn for Animal Feed', 'Non-GMO White Maize', 'Frozen Sweet Corn Kernels', 'Butterfly Popcorn Kernels'],
    vi: ['Ngô hạt vàng làm thức ăn chăn nuôi', 'Ngô trắng không biến đổi gen', 'Hạt ngô ngọt đông lạnh', 'Hạt ngô nổ bỏng loại bướm'],
    zh: ['饲料级黄玉米', '非转基因白玉米', '速冻甜玉米粒', '蝴蝶型爆米花玉米粒'],
  },
  'tapioca-starch': {
    en: ['Native Tapioca Starch Food Grade', 'Dried Cassava Chips for Feed', 'Modified Tapioca Starch', 'Tapioca Pearls for Bubble Tea'],
    vi: ['Tinh bột sắn nguyên chất dùng cho thực phẩm', 'Sắn lát khô làm thức ăn chăn nuôi', 'Tinh bột sắn biến tính', 'Trân châu bột sắn cho trà sữa'],
    zh: ['食品级原木薯淀粉', '饲料用木薯干片', '变性木薯淀粉', '奶茶用木薯珍珠'],
  },
  'cashew-nuts': {
    en: ['Cashew Nuts W320 White Whole', 'Cashew Kernels W240 Premium', 'Roasted Salted Cashew Nuts with Skin', 'Cashew Nuts LP Large Pieces', 'Raw Cashew Nuts in Shell'],
    vi: ['Hạt điều nhân trắng nguyên hạt W320', 'Hạt điều nhân W240 loại đặc biệt', 'Hạt điều rang muối còn vỏ lụa', 'Hạt điều bể lớn LP', 'Hạt điều thô chưa tách vỏ'],
    zh: ['腰果仁 W320 白色整粒', '腰果仁 W240 特级', '带皮盐焗腰果', '腰果大碎块 LP', '带壳生腰果'],
  },
  'black-pepper': {
    en: ['Black Pepper 500 G/L ASTA', 'Cleaned Black Pepper 550 G/L', 'Double Washed White Pepper 630 G/L', 'Ground Black Pepper Powder', 'Phu Quoc Premium Black Pepper'],
    vi: ['Hồ tiêu đen 500 g/l tiêu chuẩn ASTA', 'Hồ tiêu đen 550 g/l đã làm sạch', 'Tiêu trắng 630 g/l rửa hai lần', 'Tiêu đen xay bột', 'Tiêu đen Phú Quốc loại đặc biệt'],
    zh: ['黑胡椒 500克/升 ASTA标准', '已清洗黑胡椒 550克/升', '双洗白胡椒 630克/升', '黑胡椒粉', '富国岛特级黑胡椒'],
  },
  'cinnamon-cassia': {
    en: ['Yen Bai Split Cassia Bark', 'Cassia Stick Tube Cut 8cm', 'Cinnamon Powder 3% Oil', 'Broken Cassia for Extraction'],
    vi: ['Quế chẻ Yên Bái', 'Quế ống cắt 8cm', 'Bột quế hàm lượng dầu 3%', 'Quế vụn dùng chiết xuất tinh dầu'],
    zh: ['安沛劈开桂皮', '桂皮卷 8厘米', '肉桂粉 含油3%', '提取用碎桂皮'],
  },
  'star-anise': {
    en: ['Autumn Star Anise Whole', 'Lang Son Spring Star Anise', 'Broken Star Anise', 'Star Anise Powder'],
    vi: ['Hoa hồi vụ thu nguyên cánh', 'Hoa hồi vụ xuân Lạng Sơn', 'Hoa hồi gãy cánh', 'Bột hoa hồi'],
    zh: ['秋季整朵八角', '谅山春季八角', '碎八角', '八角粉'],
  },
  'macadamia-nuts': {
    en: ['Cracked Macadamia Nuts in Shell', 'Macadamia Kernels Style 1', 'Cream Flavor Roasted Macadamia in Shell', 'Macadamia Kernel Halves'],
    vi: ['Hạt mắc ca nứt vỏ', 'Nhân mắc ca loại 1', 'Hạt mắc ca rang vị kem còn vỏ', 'Nhân mắc ca nửa hạt'],
    zh: ['开口夏威夷果', '夏威夷果仁 一级', '奶油味带壳烤夏威夷果', '夏威夷果仁 半粒'],
  },
  'frozen-shrimp': {
    en: ['Frozen Vannamei Shrimp PD 31/40', 'Frozen Black Tiger Shrimp HOSO', 'Cooked Peeled Deveined Shrimp IQF', 'Nobashi Ebi Shrimp for Tempura'],
    vi: ['Tôm thẻ chân trắng bóc vỏ đông lạnh PD 31/40', 'Tôm sú nguyên con đông lạnh', 'Tôm chín bóc vỏ rút chỉ đông lạnh IQF', 'Tôm duỗi Nobashi làm tempura'],
    zh: ['冷冻南美白对虾仁 PD 31/40', '冷冻带头黑虎虾', '熟制去壳去肠线虾仁 单冻', '天妇罗用拉长虾'],
  },
  'pangasius-fillet': {
    en: ['Frozen Pangasius Fillet Well Trimmed', 'Pangasius Fillet Untrimmed 170-220g', 'Breaded Pangasius Portions', 'Pangasius Steak Cut'],
    vi: ['Cá tra phi lê đông lạnh cắt tỉa sạch', 'Cá tra phi lê chưa cắt tỉa 170-220g', 'Cá tra tẩm bột cắt miếng', 'Cá tra cắt khúc'],
    zh: ['冷冻巴沙鱼柳 全修', '巴沙鱼柳 未修 170-220克', '裹粉巴沙鱼块', '巴沙鱼段'],
  },
  tuna: {
    en: ['Frozen Yellowfin Tuna Saku', 'Canned Tuna in Sunflower Oil', 'Frozen Whole Round Skipjack Tuna', 'CO Treated Tuna Steak'],
    vi: ['Cá ngừ vây vàng cắt khối saku đông lạnh', 'Cá ngừ đóng hộp ngâm dầu hướng dương', 'Cá ngừ sọc dưa nguyên con đông lạnh', 'Cá ngừ cắt lát xử lý CO'],
    zh: ['冷冻黄鳍金枪鱼块', '葵花籽油浸金枪鱼罐头', '冷冻整条鲣鱼', 'CO处理金枪鱼排'],
  },
  'dried-seafood': {
    en: ['Whole Dried Squid', 'Dried Anchovy Fish', 'Medium Size Dried Shrimp', 'Dried Sea Cucumber'],
    vi: ['Mực khô nguyên con', 'Cá cơm khô', 'Tôm khô cỡ vừa', 'Hải sâm khô'],
    zh: ['整只鱿鱼干', '凤尾鱼干', '中号虾干', '干海参'],
  },
  'dragon-fruit': {
    en: ['Fresh White Flesh Dragon Fruit', 'Red Flesh Dragon Fruit Export Grade', 'Yellow Dragon Fruit', 'Frozen Dragon Fruit Cubes IQF'],
    vi: ['Thanh long ruột trắng tươi', 'Thanh long ruột đỏ loại xuất khẩu', 'Thanh long vàng', 'Thanh long cắt hạt lựu đông lạnh IQF'],
    zh: ['新鲜白心火龙果', '出口级红心火龙果', '黄皮火龙果', '速冻火龙果丁'],
  },
  durian: {
    en: ['Fresh Ri6 Durian Whole Fruit', 'Monthong Durian Export Grade', 'Frozen Durian Pulp', 'Frozen Whole Musang King Durian'],
    vi: ['Sầu riêng Ri6 tươi nguyên trái', 'Sầu riêng Monthong loại xuất khẩu', 'Cơm sầu riêng đông lạnh', 'Sầu riêng Musang King nguyên trái đông lạnh'],
    zh: ['新鲜Ri6榴莲 整果', '出口级金枕榴莲', '冷冻榴莲果肉', '冷冻猫山王榴莲 整果'],
  },
  mango: {
    en: ['Fresh Cat Hoa Loc Mango', 'Keo Mango Export Grade', 'Frozen Mango Chunks IQF', 'Aseptic Mango Puree'],
    vi: ['Xoài cát Hòa Lộc tươi', 'Xoài keo loại xuất khẩu', 'Xoài cắt miếng đông lạnh IQF', 'Xoài nghiền tiệt trùng'],
    zh: ['新鲜和禄沙芒果', '出口级越南高芒', '速冻芒果块', '无菌芒果浆'],
  },
  banana: {
    en: ['Fresh Cavendish Banana', 'Sweet Banana Chips', 'Dried Banana Slices No Sugar', 'Green Banana Flour'],
    vi: ['Chuối Cavendish tươi', 'Chuối sấy giòn vị ngọt', 'Chuối sấy dẻo không đường', 'Bột chuối xanh'],
    zh: ['新鲜香芽蕉', '甜味香蕉脆片', '无糖香蕉干', '青香蕉粉'],
  },
  'dried-fruits': {
    en: ['Soft Dried Mango Slices', 'Dried Jackfruit Chips', 'Vacuum Fried Mixed Fruits', 'Dried Longan Flesh'],
    vi: ['Xoài sấy dẻo', 'Mít sấy giòn', 'Trái cây sấy chân không thập cẩm', 'Long nhãn sấy khô'],
    zh: ['软芒果干', '菠萝蜜干', '真空低温油炸什锦果蔬', '桂圆肉干'],
  },
  'rice-noodles': {
    en: ['Dried Rice Vermicelli 400g', 'Pho Rice Noodles 5mm', 'Rice Paper Spring Roll Wrappers 22cm', 'Gluten Free Brown Rice Noodles'],
    vi: ['Bún gạo khô 400g', 'Bánh phở khô sợi 5mm', 'Bánh tráng cuốn chả giò 22cm', 'Bún gạo lứt không chứa gluten'],
    zh: ['干米线 400克', '越南河粉 5毫米', '春卷米纸 22厘米', '无麸质糙米粉'],
  },
  'instant-noodles': {
    en: ['Hot & Sour Shrimp Flavor Instant Noodles', 'Beef Flavor Cup Noodles', 'Instant Pho Bo Rice Noodle Soup', 'Private Label Instant Ramen'],
    vi: ['Mì ăn liền vị tôm chua cay', 'Mì ly vị bò', 'Phở bò ăn liền', 'Mì ramen ăn liền gia công nhãn riêng'],
    zh: ['酸辣虾味方便面', '牛肉味杯面', '越南牛肉河粉 速食', '贴牌方便拉面'],
  },
  'coconut-products': {
    en: ['High Fat Desiccated Coconut', 'Cold Pressed Virgin Coconut Oil', 'Canned Coconut Milk 17-19% Fat', 'Coconut Coir Fiber Bales', 'Diamond Cut Fresh Young Coconut'],
    vi: ['Cơm dừa sấy khô béo cao', 'Dầu dừa nguyên chất ép lạnh', 'Nước cốt dừa đóng lon 17-19% béo', 'Xơ dừa đóng kiện', 'Dừa xiêm gọt kim cương'],
    zh: ['高脂椰蓉', '冷榨初榨椰子油', '罐装椰浆 脂肪含量17-19%', '椰棕纤维 打包', '钻石切新鲜嫩椰子'],
  },
  'fruit-juices': {
    en: ['Passion Fruit Juice Concentrate', 'Aloe Vera Drink with Pulp 500ml', 'Canned Coconut Water 330ml', 'Bird Nest Drink 190ml'],
    vi: ['Nước chanh dây cô đặc', 'Nước nha đam có thạch 500ml', 'Nước dừa đóng lon 330ml', 'Nước yến sào 190ml'],
    zh: ['浓缩百香果汁', '含果肉芦荟饮料 500毫升', '罐装椰子水 330毫升', '燕窝饮品 190毫升'],
  },
  'sauces-condiments': {
    en: ['Phu Quoc Fish Sauce 40°N', 'Sriracha Chili Sauce', 'Naturally Brewed Soy Sauce', 'Traditional Shrimp Paste', 'Oyster Sauce 500g'],
    vi: ['Nước mắm Phú Quốc 40 độ đạm', 'Tương ớt Sriracha', 'Nước tương lên men tự nhiên', 'Mắm tôm truyền thống', 'Dầu hào 500g'],
    zh: ['富国岛鱼露 40度', '是拉差辣椒酱', '天然酿造酱油', '传统虾酱', '蚝油 500克'],
  },

  // ── Textiles & Apparel ────────────────────────────────────────────────
  'cotton-fabric': {
    en: ['100% Cotton Poplin Fabric 40s', 'Cotton Twill Fabric 240gsm', 'Organic Cotton Jersey Knit Fabric', 'Cotton Canvas Fabric 10oz'],
    vi: ['Vải poplin 100% cotton 40s', 'Vải kaki cotton 240gsm', 'Vải thun cotton hữu cơ', 'Vải canvas cotton 10oz'],
    zh: ['全棉府绸面料 40支', '全棉斜纹布 240克', '有机棉汗布', '全棉帆布 10盎司'],
  },
  'polyester-fabric': {
    en: ['Polyester Microfiber Fabric', '600D Polyester Oxford Fabric PU Coated', 'Recycled Polyester Mesh Fabric', 'Polyester Spandex Stretch Fabric'],
    vi: ['Vải polyester microfiber', 'Vải Oxford polyester 600D tráng PU', 'Vải lưới polyester tái chế', 'Vải polyester pha spandex co giãn'],
    zh: ['涤纶超细纤维面料', '600D涤纶牛津布 PU涂层', '再生涤纶网眼布', '涤纶氨纶弹力面料'],
  },
  'silk-fabric': {
    en: ['Bao Loc Mulberry Silk Fabric', 'Silk Satin Charmeuse 19 Momme', 'Hand Woven Van Phuc Silk', 'Silk Chiffon Fabric'],
    vi: ['Vải lụa tơ tằm Bảo Lộc', 'Vải lụa satin 19 momme', 'Lụa Vạn Phúc dệt tay', 'Vải voan lụa'],
    zh: ['保禄桑蚕丝面料', '19姆米真丝缎', '万福手工织丝绸', '真丝雪纺面料'],
  },
  yarn: {
    en: ['Combed Cotton Yarn Ne 30/1', 'Spun Polyester Yarn 40/2', 'Recycled Cotton Open End Yarn', 'Viscose Ring Spun Yarn'],
    vi: ['Sợi cotton chải kỹ Ne 30/1', 'Sợi polyester 40/2', 'Sợi cotton tái chế OE', 'Sợi viscose kéo vòng'],
    zh: ['精梳棉纱 30支', '涤纶纱线 40/2', '再生棉气流纺纱', '粘胶环锭纺纱'],
  },
  't-shirts-polos': {
    en: ["Men's Cotton Crew Neck T-Shirt", 'Pique Polo Shirt with Custom Embroidered Logo', 'Blank Heavyweight T-Shirt 220gsm', 'Quick Dry Uniform Polo Shirt'],
    vi: ['Áo thun nam cổ tròn cotton', 'Áo polo cá sấu thêu logo theo yêu cầu', 'Áo thun trơn vải dày 220gsm', 'Áo polo đồng phục thấm hút nhanh khô'],
    zh: ['男士纯棉圆领T恤', '定制刺绣logo珠地Polo衫', '220克重磅纯色T恤', '速干工作服Polo衫'],
  },
  'jeans-denim': {
    en: ["Men's Slim Fit Stretch Jeans", "Women's High Waist Jeans", 'Washed Denim Jacket', "Men's Denim Shorts"],
    vi: ['Quần jeans nam dáng slim co giãn', 'Quần jeans nữ lưng cao', 'Áo khoác jeans wash', 'Quần short jeans nam'],
    zh: ['男士修身弹力牛仔裤', '女士高腰牛仔裤', '水洗牛仔夹克', '男士牛仔短裤'],
  },
  'workwear-uniforms': {
    en: ['Hi-Vis Reflective Safety Vest', 'Cotton Work Coverall', 'Chef Uniform Jacket', 'School Uniform Set'],
    vi: ['Áo phản quang bảo hộ lao động', 'Quần áo bảo hộ liền thân cotton', 'Áo đầu bếp', 'Bộ đồng phục học sinh'],
    zh: ['高可视反光安全背心', '纯棉连体工作服', '厨师服', '校服套装'],
  },
  sportswear: {
    en: ['High Waist Yoga Leggings', 'Quick Dry Running Shorts', 'Sublimation Printed Football Jersey', 'Seamless Sports Bra'],
    vi: ['Quần legging tập yoga lưng cao', 'Quần short chạy bộ nhanh khô', 'Áo bóng đá in chuyển nhiệt', 'Áo bra thể thao không đường may'],
    zh: ['高腰瑜伽裤', '速干跑步短裤', '热升华印花足球服', '无缝运动文胸'],
  },
  'childrens-clothing': {
    en: ['Organic Cotton Baby Romper', "Kids' Pajama Set", "Girls' Cotton Dress", "Boys' Shorts and T-Shirt Set"],
    vi: ['Bộ body em bé cotton hữu cơ', 'Bộ đồ ngủ trẻ em', 'Váy cotton bé gái', 'Bộ quần short áo thun bé trai'],
    zh: ['有机棉婴儿连体衣', '儿童睡衣套装', '女童纯棉连衣裙', '男童短裤T恤套装'],
  },
  'sports-shoes': {
    en: ["Men's Mesh Running Shoes", 'Casual Canvas Sneakers', 'Lightweight Kids Sports Shoes', 'OEM Basketball Shoes'],
    vi: ['Giày chạy bộ nam mũ lưới', 'Giày sneaker vải canvas', 'Giày thể thao trẻ em siêu nhẹ', 'Giày bóng rổ gia công OEM'],
    zh: ['男士网面跑步鞋', '休闲帆布鞋', '儿童轻便运动鞋', 'OEM篮球鞋'],
  },
  'leather-shoes': {
    en: ["Men's Oxford Leather Shoes", 'Genuine Leather Loafers', "Women's Leather Pumps", 'Steel Toe Leather Safety Shoes'],
    vi: ['Giày da nam Oxford', 'Giày lười da thật', 'Giày cao gót da nữ', 'Giày bảo hộ da mũi thép'],
    zh: ['男士牛津皮鞋', '真皮乐福鞋', '女士皮质高跟鞋', '钢头皮质安全鞋'],
  },
  'sandals-slippers': {
    en: ['EVA Flip Flops', 'Disposable Hotel Slippers', "Women's Leather Sandals", 'Custom Logo Rubber Slides'],
    vi: ['Dép xỏ ngón EVA', 'Dép khách sạn dùng một lần', 'Sandal da nữ', 'Dép quai ngang cao su in logo'],
    zh: ['EVA人字拖', '酒店一次性拖鞋', '女士皮凉鞋', '定制logo橡胶拖鞋'],
  },
  handbags: {
    en: ['Genuine Leather Tote Bag', 'Woven Straw Handbag', 'PU Leather Crossbody Bag', 'Canvas Shopping Bag'],
    vi: ['Túi tote da thật', 'Túi xách cói đan', 'Túi đeo chéo da PU', 'Túi vải canvas đi chợ'],
    zh: ['真皮托特包', '草编手提包', 'PU皮斜挎包', '帆布购物袋'],
  },
  backpacks: {
    en: ['Water Resistant Laptop Backpack', 'School Backpack for Students', 'Hiking Backpack 40L', 'Anti-theft Travel Backpack'],
    vi: ['Ba lô laptop chống thấm nước', 'Ba lô học sinh', 'Ba lô leo núi 40L', 'Ba lô du lịch chống trộm'],
    zh: ['防泼水电脑双肩包', '学生书包', '40升登山包', '防盗旅行背包'],
  },
  'hats-caps': {
    en: ['Embroidered Cotton Baseball Cap', 'Vietnamese Conical Hat (Non La)', 'Bucket Hat', 'Straw Sun Hat'],
    vi: ['Mũ lưỡi trai cotton thêu logo', 'Nón lá Việt Nam', 'Mũ tai bèo', 'Mũ cói đi biển'],
    zh: ['刺绣纯棉棒球帽', '越南斗笠', '渔夫帽', '草编遮阳帽'],
  },

  // ── Furniture & Home Decor ────────────────────────────────────────────
  'dining-furniture': {
    en: ['Acacia Wood Dining Table 6 Seater', 'Solid Oak Dining Chair', 'Rubber Wood Extendable Dining Table', 'Dining Set Table and 4 Chairs'],
    vi: ['Bàn ăn gỗ keo 6 ghế', 'Ghế ăn gỗ sồi nguyên khối', 'Bàn ăn mở rộng gỗ cao su', 'Bộ bàn ăn 4 ghế'],
    zh: ['相思木六人餐桌', '实木橡木餐椅', '橡胶木伸缩餐桌', '一桌四椅餐桌椅套装'],
  },
  'bedroom-furniture': {
    en: ['Solid Wood Queen Bed Frame', 'Bedside Table with 2 Drawers', 'Wooden Wardrobe 3 Doors', 'Dressing Table with Mirror'],
    vi: ['Khung giường gỗ tự nhiên 1m6', 'Tủ đầu giường 2 ngăn kéo', 'Tủ quần áo gỗ 3 cánh', 'Bàn trang điểm kèm gương'],
    zh: ['实木双人床架', '两抽床头柜', '三门实木衣柜', '带镜梳妆台'],
  },
  'office-furniture': {
    en: ['Ergonomic Mesh Office Chair', 'Height Adjustable Standing Desk', 'Executive Office Desk', 'Steel Filing Cabinet 4 Drawers'],
    vi: ['Ghế văn phòng lưới công thái học', 'Bàn làm việc nâng hạ chiều cao', 'Bàn giám đốc', 'Tủ hồ sơ sắt 4 ngăn'],
    zh: ['人体工学网布办公椅', '升降站立式办公桌', '大班台', '四抽钢制文件柜'],
  },
  'rattan-wicker-furniture': {
    en: ['Natural Rattan Armchair', 'PE Rattan Outdoor Sofa Set', 'Rattan Hanging Egg Chair', 'Wicker Coffee Table'],
    vi: ['Ghế bành mây tự nhiên', 'Bộ sofa ngoài trời mây nhựa PE', 'Ghế treo mây hình trứng', 'Bàn trà mây đan'],
    zh: ['天然藤扶手椅', 'PE藤户外沙发套装', '藤编吊篮椅', '藤编茶几'],
  },
  'teak-outdoor-furniture': {
    en: ['Teak Garden Bench 150cm', 'Acacia Folding Garden Chair', 'Teak Sun Lounger', 'Acacia Wood Patio Dining Set'],
    vi: ['Ghế băng sân vườn gỗ teak 150cm', 'Ghế xếp sân vườn gỗ keo', 'Ghế tắm nắng gỗ teak', 'Bộ bàn ăn sân vườn gỗ keo'],
    zh: ['柚木花园长椅 150厘米', '相思木折叠花园椅', '柚木躺椅', '相思木庭院餐桌椅套装'],
  },
  'aluminum-outdoor-furniture': {
    en: ['Aluminum Frame Outdoor Dining Chair', 'Powder Coated Aluminum Bistro Set', 'Aluminum Sun Lounger with Textilene', 'Aluminum Garden Sofa with Cushions'],
    vi: ['Ghế ăn ngoài trời khung nhôm', 'Bộ bàn ghế bistro nhôm sơn tĩnh điện', 'Ghế tắm nắng khung nhôm lưới textilene', 'Sofa sân vườn khung nhôm kèm nệm'],
    zh: ['铝框户外餐椅', '喷塑铝合金小圆桌椅套装', '铝合金特斯林躺椅', '带坐垫铝合金花园沙发'],
  },
  'bamboo-furniture': {
    en: ['Bamboo Bookshelf 5 Tier', 'Bamboo Bench with Shoe Rack', 'Bamboo Bed Frame', 'Bamboo Bar Stool'],
    vi: ['Kệ sách tre 5 tầng', 'Ghế băng tre kèm kệ giày', 'Khung giường tre', 'Ghế quầy bar bằng tre'],
    zh: ['五层竹书架', '竹制换鞋凳鞋架', '竹床架', '竹制吧台凳'],
  },
  'bamboo-flooring': {
    en: ['Strand Woven Bamboo Flooring', 'Carbonized Click Lock Bamboo Flooring', 'Outdoor Bamboo Decking', 'Horizontal Bamboo Plywood Panel'],
    vi: ['Sàn tre ép khối', 'Sàn tre carbon hóa hèm khóa', 'Sàn tre ngoài trời', 'Tấm ván tre ép ngang'],
    zh: ['重竹地板', '碳化锁扣竹地板', '户外竹地板', '平压竹胶合板'],
  },
  'bamboo-kitchenware': {
    en: ['Bamboo Cutting Board Set', 'Reusable Bamboo Chopsticks', 'Bamboo Fiber Tableware Set', 'Bamboo Drinking Straws'],
    vi: ['Bộ thớt tre', 'Đũa tre dùng nhiều lần', 'Bộ chén đĩa sợi tre', 'Ống hút tre'],
    zh: ['竹砧板套装', '可重复使用竹筷', '竹纤维餐具套装', '竹吸管'],
  },
  'ceramic-vases': {
    en: ['Glazed Ceramic Flower Vase', 'Bat Trang Ceramic Planter Pot', 'Terracotta Garden Pot', 'Large Outdoor Ceramic Planter'],
    vi: ['Bình hoa gốm tráng men', 'Chậu cây gốm Bát Tràng', 'Chậu đất nung sân vườn', 'Chậu gốm lớn ngoài trời'],
    zh: ['釉面陶瓷花瓶', '钵场陶瓷花盆', '赤陶花园花盆', '大型户外陶瓷花盆'],
  },
  'lamps-lighting': {
    en: ['Rattan Pendant Lamp Shade', 'Hoi An Silk Lantern', 'Ceramic Table Lamp', 'Bamboo Floor Lamp'],
    vi: ['Chụp đèn thả mây', 'Đèn lồng lụa Hội An', 'Đèn bàn gốm', 'Đèn cây tre'],
    zh: ['藤编吊灯灯罩', '会安丝绸灯笼', '陶瓷台灯', '竹编落地灯'],
  },
  'carpets-rugs': {
    en: ['Braided Jute Area Rug', 'Hand Tufted Wool Rug', 'Seagrass Floor Mat', 'Machine Made Polypropylene Carpet'],
    vi: ['Thảm đay bện', 'Thảm len tuft tay', 'Thảm cói trải sàn', 'Thảm polypropylene dệt máy'],
    zh: ['黄麻编织地毯', '手工簇绒羊毛地毯', '海草地垫', '机织聚丙烯地毯'],
  },
  'stainless-steel-cookware': {
    en: ['Stainless Steel Cookware Set 10 Pieces', 'Tri-ply Stainless Steel Frying Pan', '304 Stainless Steel Stock Pot', 'Stainless Steel Pressure Cooker', 'Inox 304 Three Tier Steamer Pot'],
    vi: ['Bộ nồi inox 10 món', 'Chảo inox 3 lớp đáy liền', 'Nồi luộc inox 304', 'Nồi áp suất inox', 'Nồi hấp inox 304 ba tầng'],
    zh: ['不锈钢锅具十件套', '三层复合不锈钢煎锅', '304不锈钢汤桶', '不锈钢高压锅', '304不锈钢三层蒸锅'],
  },
  tableware: {
    en: ['Stainless Steel Cutlery Set 24 Pieces', 'Porcelain Dinnerware Set', 'Melamine Plates for Restaurants', 'Hotel Stainless Steel Chafing Dish'],
    vi: ['Bộ dao muỗng nĩa inox 24 món', 'Bộ bát đĩa sứ', 'Đĩa melamine cho nhà hàng', 'Nồi hâm buffet inox cho khách sạn'],
    zh: ['不锈钢刀叉餐具24件套', '陶瓷餐具套装', '餐厅密胺盘', '酒店不锈钢自助餐炉'],
  },

  // ── Machinery ─────────────────────────────────────────────────────────
  'coffee-processing-machines': {
    en: ['Coffee Bean Roaster 15kg per Batch', 'Coffee Pulper Machine', 'Green Coffee Hulling Machine', 'Coffee Bean Color Sorter', 'Stainless Steel Coffee Grinder Commercial'],
    vi: ['Máy rang cà phê 15kg/mẻ', 'Máy xát tươi cà phê', 'Máy xát khô cà phê nhân', 'Máy tách màu hạt cà phê', 'Máy xay cà phê công nghiệp bằng inox'],
    zh: ['咖啡豆烘焙机 每批15公斤', '咖啡鲜果脱皮机', '咖啡生豆脱壳机', '咖啡豆色选机', '商用不锈钢咖啡磨豆机'],
  },
  'rice-milling-machines': {
    en: ['Complete Rice Mill Plant 30 TPD', 'Rubber Roll Rice Husker', 'Rice Polisher Machine', 'Rice Color Sorter'],
    vi: ['Dây chuyền xay xát lúa gạo 30 tấn/ngày', 'Máy bóc vỏ trấu trục cao su', 'Máy lau bóng gạo', 'Máy tách màu gạo'],
    zh: ['日产30吨成套碾米设备', '胶辊砻谷机', '大米抛光机', '大米色选机'],
  },
  tractors: {
    en: ['Four Wheel Tractor 50HP', 'Mini Walking Tractor', 'Compact Tractor with Front Loader', '4WD Paddy Field Tractor'],
    vi: ['Máy kéo bốn bánh 50 mã lực', 'Máy cày tay mini', 'Máy kéo cỡ nhỏ kèm gầu xúc trước', 'Máy kéo ruộng lúa 4WD'],
    zh: ['50马力四轮拖拉机', '小型手扶拖拉机', '带前装载机的紧凑型拖拉机', '四驱水田拖拉机'],
  },
  'filling-packing-machines': {
    en: ['Automatic Liquid Filling Machine', 'Vertical Form Fill Seal Packing Machine', 'Coffee Powder Stick Pack Machine', 'Carton Sealing Machine'],
    vi: ['Máy chiết rót chất lỏng tự động', 'Máy đóng gói đứng VFFS', 'Máy đóng gói cà phê bột dạng que', 'Máy dán thùng carton'],
    zh: ['全自动液体灌装机', '立式制袋充填封口包装机', '咖啡粉条包机', '纸箱封箱机'],
  },
  'commercial-kitchen-equipment': {
    en: ['Stainless Steel Commercial Gas Range', 'Stainless Steel Work Table with Undershelf', 'Commercial Deep Fryer', 'Combi Steam Oven'],
    vi: ['Bếp gas công nghiệp inox', 'Bàn inox có kệ dưới', 'Bếp chiên nhúng công nghiệp', 'Lò hấp nướng đa năng'],
    zh: ['不锈钢商用燃气灶', '带下层架不锈钢工作台', '商用油炸炉', '万能蒸烤箱'],
  },
  'cnc-machines': {
    en: ['CNC Vertical Machining Center', 'CNC Lathe Machine', 'CNC Router for Woodworking', 'Fiber Laser Cutting Machine 3000W'],
    vi: ['Trung tâm gia công đứng CNC', 'Máy tiện CNC', 'Máy CNC khắc gỗ', 'Máy cắt laser fiber 3000W'],
    zh: ['数控立式加工中心', '数控车床', '木工数控雕刻机', '3000W光纤激光切割机'],
  },
  'injection-molding-machines': {
    en: ['Plastic Injection Molding Machine 250 Ton', 'Servo Energy Saving Injection Machine', 'PET Preform Injection Machine', 'Vertical Injection Molding Machine'],
    vi: ['Máy ép nhựa 250 tấn', 'Máy ép nhựa servo tiết kiệm điện', 'Máy ép phôi chai PET', 'Máy ép nhựa đứng'],
    zh: ['250吨塑料注塑机', '伺服节能注塑机', 'PET瓶坯注塑机', '立式注塑机'],
  },
  'air-compressors': {
    en: ['Rotary Screw Air Compressor 37kW', 'Oil Free Air Compressor', 'Piston Air Compressor 100L', 'Permanent Magnet VSD Air Compressor'],
    vi: ['Máy nén khí trục vít 37kW', 'Máy nén khí không dầu', 'Máy nén khí piston 100L', 'Máy nén khí biến tần nam châm vĩnh cửu'],
    zh: ['37kW螺杆空压机', '无油空压机', '100升活塞式空压机', '永磁变频空压机'],
  },
  'industrial-pumps': {
    en: ['Centrifugal Water Pump', 'Stainless Steel Submersible Pump', 'Pneumatic Diaphragm Pump', 'Heavy Duty Slurry Pump'],
    vi: ['Máy bơm nước ly tâm', 'Máy bơm chìm inox', 'Bơm màng khí nén', 'Bơm bùn công suất lớn'],
    zh: ['离心水泵', '不锈钢潜水泵', '气动隔膜泵', '重型渣浆泵'],
  },
  excavators: {
    en: ['Crawler Excavator 20 Ton', 'Mini Excavator 1.8 Ton', 'Wheel Excavator', 'Used Hydraulic Excavator'],
    vi: ['Máy xúc bánh xích 20 tấn', 'Máy xúc mini 1,8 tấn', 'Máy xúc bánh lốp', 'Máy xúc thủy lực đã qua sử dụng'],
    zh: ['20吨履带式挖掘机', '1.8吨小型挖掘机', '轮式挖掘机', '二手液压挖掘机'],
  },
  'concrete-mixers': {
    en: ['Self Loading Concrete Mixer Truck', 'Drum Concrete Mixer 350L', 'Concrete Batching Plant 60m3/h', 'Twin Shaft Concrete Mixer'],
    vi: ['Xe trộn bê tông tự nạp liệu', 'Máy trộn bê tông quả lê 350L', 'Trạm trộn bê tông 60m3/h', 'Máy trộn bê tông trục đôi'],
    zh: ['自上料混凝土搅拌车', '350升滚筒混凝土搅拌机', '60方/小时混凝土搅拌站', '双卧轴混凝土搅拌机'],
  },

  // ── Electronics ───────────────────────────────────────────────────────
  'mobile-phones': {
    en: ['5G Android Smartphone 6.7 inch', 'IP68 Rugged Mobile Phone', 'Dual SIM Feature Phone', 'Refurbished Smartphone Grade A'],
    vi: ['Điện thoại thông minh Android 5G màn hình 6,7 inch', 'Điện thoại siêu bền chuẩn IP68', 'Điện thoại phổ thông hai SIM', 'Điện thoại thông minh tân trang loại A'],
    zh: ['6.7英寸5G安卓智能手机', 'IP68三防手机', '双卡功能手机', 'A级翻新智能手机'],
  },
  'headphones-earphones': {
    en: ['TWS Wireless Earbuds Bluetooth 5.3', 'Active Noise Cancelling Headphones', 'Wired Earphones 3.5mm', 'Gaming Headset with Microphone'],
    vi: ['Tai nghe không dây TWS Bluetooth 5.3', 'Tai nghe chụp tai chống ồn chủ động', 'Tai nghe có dây jack 3.5mm', 'Tai nghe gaming có micro'],
    zh: ['TWS真无线蓝牙5.3耳机', '主动降噪头戴式耳机', '3.5毫米有线耳机', '带麦克风游戏耳机'],
  },
  'smart-watches': {
    en: ['Smart Watch with Heart Rate Monitor', 'Kids GPS Smart Watch', 'Fitness Tracker Band', 'AMOLED Smart Watch with Bluetooth Calling'],
    vi: ['Đồng hồ thông minh đo nhịp tim', 'Đồng hồ định vị GPS trẻ em', 'Vòng đeo tay theo dõi sức khỏe', 'Đồng hồ thông minh màn AMOLED nghe gọi Bluetooth'],
    zh: ['心率监测智能手表', '儿童GPS定位手表', '智能运动手环', 'AMOLED蓝牙通话智能手表'],
  },
  'power-banks': {
    en: ['Power Bank 20000mAh PD Fast Charging', 'Magnetic Wireless Power Bank', 'GaN USB-C Charger 65W', 'Dual USB Car Charger'],
    vi: ['Sạc dự phòng 20000mAh sạc nhanh PD', 'Sạc dự phòng không dây từ tính', 'Củ sạc GaN USB-C 65W', 'Tẩu sạc ô tô hai cổng USB'],
    zh: ['20000毫安PD快充充电宝', '磁吸无线充电宝', '65W氮化镓USB-C充电器', '双USB车载充电器'],
  },
  'pcb-pcba': {
    en: ['Multilayer FR4 PCB Prototype', 'SMT PCBA Assembly Service', 'Aluminum LED PCB', 'Flexible Printed Circuit Board'],
    vi: ['Bo mạch PCB nhiều lớp FR4 làm mẫu', 'Dịch vụ lắp ráp PCBA SMT', 'Bo mạch PCB nhôm cho đèn LED', 'Bo mạch in dẻo FPC'],
    zh: ['FR4多层PCB打样', 'SMT贴片PCBA加工', 'LED铝基板', '柔性线路板'],
  },
  'led-modules': {
    en: ['SMD 2835 LED Chips', '12V LED Module for Signage', 'COB LED Chip 50W', 'LED Strip 5050 RGB'],
    vi: ['Chip LED SMD 2835', 'Module LED bảng hiệu 12V', 'Chip LED COB 50W', 'Dây LED 5050 RGB'],
    zh: ['SMD 2835 LED灯珠', '12V广告招牌LED模组', '50W COB LED芯片', '5050 RGB LED灯带'],
  },
  'connectors-cables': {
    en: ['Automotive Wire Harness', 'Braided USB Type-C Cable', 'IP67 Waterproof Connector', 'HDMI Cable 4K 2m'],
    vi: ['Bó dây điện ô tô', 'Cáp USB Type-C bọc dù', 'Đầu nối chống nước IP67', 'Cáp HDMI 4K dài 2m'],
    zh: ['汽车线束', '编织USB Type-C数据线', 'IP67防水连接器', '4K HDMI线 2米'],
  },
  'air-conditioners': {
    en: ['Inverter Split Air Conditioner 12000 BTU', 'Cassette Air Conditioner 36000 BTU', 'Portable Air Conditioner', 'VRF Central Air Conditioning System'],
    vi: ['Máy điều hòa treo tường inverter 12000 BTU', 'Máy điều hòa âm trần cassette 36000 BTU', 'Máy điều hòa di động', 'Hệ thống điều hòa trung tâm VRF'],
    zh: ['12000BTU变频分体空调', '36000BTU嵌入式天花机', '移动空调', 'VRF多联机中央空调'],
  },
  refrigerators: {
    en: ['Side by Side Refrigerator 520L', 'Hotel Mini Bar Fridge', 'Commercial Display Chiller', 'Chest Freezer 300L'],
    vi: ['Tủ lạnh side by side 520L', 'Tủ lạnh mini cho khách sạn', 'Tủ mát trưng bày thương mại', 'Tủ đông nằm 300L'],
    zh: ['520升对开门冰箱', '酒店迷你吧冰箱', '商用展示冷藏柜', '300升卧式冷柜'],
  },
  'electric-fans': {
    en: ['Stand Fan 16 inch', 'Ceiling Fan with Light', 'Industrial Wall Fan', 'Rechargeable Table Fan'],
    vi: ['Quạt đứng 16 inch', 'Quạt trần có đèn', 'Quạt treo tường công nghiệp', 'Quạt bàn tích điện'],
    zh: ['16英寸落地扇', '带灯吊扇', '工业壁扇', '充电式台扇'],
  },
  'rice-cookers': {
    en: ['Electric Rice Cooker 1.8L', 'Digital Multi-function Rice Cooker', 'Commercial Gas Rice Cooker 10L', 'Induction Heating Rice Cooker'],
    vi: ['Nồi cơm điện 1,8L', 'Nồi cơm điện tử đa năng', 'Nồi cơm gas công nghiệp 10L', 'Nồi cơm điện cao tần'],
    zh: ['1.8升电饭煲', '多功能智能电饭煲', '10升商用燃气饭锅', 'IH电磁加热电饭煲'],
  },
  'cctv-cameras': {
    en: ['4MP PoE IP Bullet Camera', 'Indoor WiFi Security Camera', 'PTZ Dome Camera 30x Zoom', 'Solar 4G Security Camera'],
    vi: ['Camera IP thân trụ 4MP PoE', 'Camera an ninh WiFi trong nhà', 'Camera bán cầu PTZ zoom 30x', 'Camera an ninh 4G năng lượng mặt trời'],
    zh: ['400万像素PoE网络枪机', '室内WiFi监控摄像头', '30倍变焦PTZ球机', '太阳能4G监控摄像头'],
  },
  'smart-locks': {
    en: ['Fingerprint Smart Door Lock', 'Hotel Card Key Lock System', 'WiFi Smart Deadbolt', 'Face Recognition Door Lock'],
    vi: ['Khóa cửa vân tay thông minh', 'Hệ thống khóa thẻ từ khách sạn', 'Khóa chốt thông minh WiFi', 'Khóa cửa nhận diện khuôn mặt'],
    zh: ['指纹智能门锁', '酒店刷卡门锁系统', 'WiFi智能插芯锁', '人脸识别门锁'],
  },

  // ── Construction & Building Materials ─────────────────────────────────
  'stainless-steel-sheets': {
    en: ['304 Stainless Steel Sheet 2B Finish', '201 Cold Rolled Stainless Steel Coil', '316L Hot Rolled Stainless Steel Plate', '430 Hairline Stainless Steel Sheet', '8K Mirror Stainless Steel Sheet'],
    vi: ['Tấm inox 304 bề mặt 2B', 'Cuộn inox 201 cán nguội', 'Tấm inox 316L cán nóng', 'Tấm inox 430 xước hairline', 'Tấm inox gương 8K'],
    zh: ['304不锈钢板 2B面', '201冷轧不锈钢卷', '316L热轧不锈钢板', '430拉丝不锈钢板', '8K镜面不锈钢板'],
  },
  'stainless-steel-pipes': {
    en: ['304 Stainless Steel Seamless Pipe', 'Decorative Stainless Steel Welded Tube', '316L Sanitary Stainless Steel Tube', '201 Stainless Steel Square Tube'],
    vi: ['Ống inox 304 đúc', 'Ống inox hàn trang trí', 'Ống inox vi sinh 316L', 'Ống hộp vuông inox 201'],
    zh: ['304不锈钢无缝管', '装饰用不锈钢焊管', '316L卫生级不锈钢管', '201不锈钢方管'],
  },
  'carbon-steel-pipes': {
    en: ['ERW Carbon Steel Pipe ASTM A53', 'Hot Dip Galvanized Steel Pipe', 'Seamless Carbon Steel Pipe API 5L', 'Black Steel Square Hollow Section'],
    vi: ['Ống thép carbon hàn ERW ASTM A53', 'Ống thép mạ kẽm nhúng nóng', 'Ống thép carbon đúc API 5L', 'Thép hộp vuông đen'],
    zh: ['ASTM A53直缝焊接碳钢管', '热镀锌钢管', 'API 5L无缝碳钢管', '黑方管'],
  },
  'steel-rebar': {
    en: ['Deformed Steel Rebar CB400', 'Steel Rebar HRB400 12mm', 'Wire Rod SAE1008 6.5mm', 'Steel Rebar Grade 60'],
    vi: ['Thép thanh vằn CB400', 'Thép cây HRB400 phi 12', 'Thép cuộn SAE1008 phi 6,5', 'Thép cốt bê tông Grade 60'],
    zh: ['CB400带肋钢筋', 'HRB400螺纹钢 12毫米', 'SAE1008线材 6.5毫米', '60级钢筋'],
  },
  'steel-beams': {
    en: ['H Beam Steel SS400', 'I Beam Steel Q235', 'Equal Steel Angle Bar', 'Galvanized U Channel Steel'],
    vi: ['Thép hình H SS400', 'Thép hình I Q235', 'Thép góc V đều cạnh', 'Thép hình U mạ kẽm'],
    zh: ['SS400 H型钢', 'Q235工字钢', '等边角钢', '镀锌槽钢'],
  },
  'portland-cement': {
    en: ['Ordinary Portland Cement OPC 42.5', 'Portland Composite Cement PCB40', 'Clinker for Cement Production', 'White Portland Cement'],
    vi: ['Xi măng Portland thường OPC 42.5', 'Xi măng Portland hỗn hợp PCB40', 'Clinker sản xuất xi măng', 'Xi măng trắng'],
    zh: ['普通硅酸盐水泥 OPC 42.5', '复合硅酸盐水泥 PCB40', '水泥熟料', '白色硅酸盐水泥'],
  },
  'precast-concrete': {
    en: ['Precast Concrete Pile', 'Precast Concrete Box Culvert', 'AAC Lightweight Concrete Blocks', 'Interlocking Concrete Pavers'],
    vi: ['Cọc bê tông đúc sẵn', 'Cống hộp bê tông đúc sẵn', 'Gạch bê tông khí chưng áp AAC', 'Gạch lát bê tông tự chèn'],
    zh: ['预制混凝土桩', '预制混凝土箱涵', 'AAC蒸压加气混凝土砌块', '联锁混凝土铺路砖'],
  },
  'ceramic-tiles': {
    en: ['Ceramic Wall Tiles 300x600', 'Glazed Ceramic Floor Tiles 400x400', 'White Glossy Subway Tiles', 'Anti-slip Bathroom Floor Tiles'],
    vi: ['Gạch ốp tường ceramic 300x600', 'Gạch lát nền ceramic men 400x400', 'Gạch thẻ trắng bóng', 'Gạch lát nhà tắm chống trơn'],
    zh: ['300x600陶瓷墙砖', '400x400釉面地砖', '白色亮光地铁砖', '浴室防滑地砖'],
  },
  'porcelain-tiles': {
    en: ['Polished Porcelain Tiles 600x600', 'Marble Look Porcelain Slab 800x1600', 'Wood Look Porcelain Plank Tiles', 'Outdoor Porcelain Pavers 20mm'],
    vi: ['Gạch porcelain bóng kính 600x600', 'Gạch porcelain vân đá khổ lớn 800x1600', 'Gạch porcelain vân gỗ', 'Gạch porcelain lát ngoài trời dày 20mm'],
    zh: ['600x600抛光瓷质砖', '800x1600仿大理石瓷质大板', '仿木纹瓷砖', '20毫米户外瓷质地砖'],
  },
  'granite-marble': {
    en: ['Polished Black Granite Slabs', 'White Marble Tiles', 'Custom Cut Granite Countertops', 'Bluestone Paving Tiles'],
    vi: ['Đá granite đen tấm lớn đánh bóng', 'Gạch đá marble trắng', 'Mặt bàn đá granite cắt theo yêu cầu', 'Đá xanh lát nền'],
    zh: ['抛光黑色花岗岩大板', '白色大理石砖', '定制切割花岗岩台面', '青石铺路板'],
  },
  'aluminum-windows': {
    en: ['Double Glazed Aluminum Casement Window', 'Aluminum Sliding Door', 'Aluminum Bi-fold Door', 'Thermal Break Aluminum Window'],
    vi: ['Cửa sổ mở quay nhôm kính hộp', 'Cửa lùa nhôm kính', 'Cửa xếp trượt nhôm', 'Cửa sổ nhôm cầu cách nhiệt'],
    zh: ['双层中空玻璃铝合金平开窗', '铝合金推拉门', '铝合金折叠门', '断桥铝窗'],
  },
  'upvc-windows': {
    en: ['uPVC Casement Window', 'uPVC Sliding Window with Mosquito Net', 'uPVC Tilt and Turn Window', 'uPVC Window Profiles'],
    vi: ['Cửa sổ nhựa uPVC mở quay', 'Cửa sổ lùa uPVC kèm lưới chống muỗi', 'Cửa sổ uPVC mở hất và quay', 'Thanh profile uPVC làm cửa'],
    zh: ['UPVC平开窗', '带纱窗UPVC推拉窗', 'UPVC内开内倒窗', '门窗用UPVC型材'],
  },
  'wooden-doors': {
    en: ['Solid Wood Entry Door', 'HDF Molded Interior Door', 'Fire Rated Wooden Door', 'Wood Plastic Composite Door'],
    vi: ['Cửa chính gỗ tự nhiên', 'Cửa thông phòng gỗ HDF ép khuôn', 'Cửa gỗ chống cháy', 'Cửa gỗ nhựa composite'],
    zh: ['实木入户门', 'HDF模压室内门', '木质防火门', '木塑复合门'],
  },
  toilets: {
    en: ['One Piece Ceramic Toilet', 'Wall Hung Toilet', 'Smart Toilet with Bidet', 'Squat Toilet Pan'],
    vi: ['Bồn cầu một khối', 'Bồn cầu treo tường', 'Bồn cầu thông minh có vòi rửa', 'Bồn cầu xổm'],
    zh: ['陶瓷连体马桶', '壁挂式马桶', '智能马桶一体机', '蹲便器'],
  },
  'faucets-mixers': {
    en: ['Pull Out Stainless Steel Kitchen Faucet', 'Brass Basin Mixer Tap', 'Thermostatic Shower Set', 'SUS304 Wall Mounted Faucet'],
    vi: ['Vòi rửa bát inox dây rút', 'Vòi lavabo nóng lạnh bằng đồng', 'Bộ sen tắm điều nhiệt', 'Vòi gắn tường inox SUS304'],
    zh: ['不锈钢抽拉厨房龙头', '黄铜面盆冷热龙头', '恒温淋浴花洒套装', 'SUS304入墙式龙头'],
  },
  'stainless-steel-sinks': {
    en: ['Double Bowl Stainless Steel Kitchen Sink', 'Handmade 304 Stainless Steel Undermount Sink', 'Commercial 3 Compartment Stainless Steel Sink', 'Nano Black Stainless Steel Sink'],
    vi: ['Chậu rửa bát inox hai hố', 'Chậu rửa inox 304 thủ công lắp âm', 'Chậu rửa inox công nghiệp ba ngăn', 'Chậu rửa inox phủ nano đen'],
    zh: ['不锈钢双槽厨房水槽', '手工304不锈钢台下盆', '商用三格不锈钢水池', '纳米黑色不锈钢水槽'],
  },

  // ── Packaging & Printing ──────────────────────────────────────────────
  'corrugated-boxes': {
    en: ['5 Ply Corrugated Shipping Carton', 'Custom Printed Mailer Box', 'Fruit Export Carton Box', 'Die Cut Corrugated Box'],
    vi: ['Thùng carton 5 lớp vận chuyển', 'Hộp carton nắp gài in theo yêu cầu', 'Thùng carton đựng trái cây xuất khẩu', 'Hộp carton bế theo khuôn'],
    zh: ['五层瓦楞运输纸箱', '定制印刷飞机盒', '出口水果纸箱', '模切瓦楞纸盒'],
  },
  'paper-bags': {
    en: ['Kraft Paper Shopping Bag with Twisted Handle', 'Food Takeaway Paper Bag', 'Luxury Paper Gift Bag', 'Multiwall Paper Sack 25kg'],
    vi: ['Túi giấy kraft quai xoắn', 'Túi giấy đựng đồ ăn mang đi', 'Túi giấy quà tặng cao cấp', 'Bao giấy nhiều lớp 25kg'],
    zh: ['纸绳手提牛皮纸袋', '外卖食品纸袋', '高档礼品纸袋', '25公斤多层纸袋'],
  },
  'gift-boxes': {
    en: ['Rigid Gift Box with Magnetic Closure', 'Premium Tea Gift Box', 'Mooncake Gift Box', 'Wine Gift Box'],
    vi: ['Hộp quà cứng nắp nam châm', 'Hộp quà đựng trà cao cấp', 'Hộp bánh trung thu', 'Hộp quà đựng rượu vang'],
    zh: ['磁吸翻盖礼品盒', '高档茶叶礼盒', '月饼礼盒', '红酒礼盒'],
  },
  'pp-woven-bags': {
    en: ['PP Woven Rice Bag 50kg', 'BOPP Laminated Woven Bag', 'FIBC Jumbo Bag 1 Ton', 'PP Woven Sand Bag'],
    vi: ['Bao PP dệt đựng gạo 50kg', 'Bao PP dệt ghép màng BOPP', 'Bao jumbo FIBC 1 tấn', 'Bao PP dệt đựng cát'],
    zh: ['50公斤PP编织米袋', 'BOPP覆膜编织袋', '1吨FIBC吨袋', 'PP编织沙袋'],
  },
  'pet-bottles': {
    en: ['PET Water Bottle 500ml', 'PET Preform 28mm Neck', 'PET Jar with Lid for Nuts', 'Cosmetic PET Bottle with Pump'],
    vi: ['Chai nước PET 500ml', 'Phôi chai PET cổ 28mm', 'Hũ PET nắp vặn đựng hạt', 'Chai PET mỹ phẩm có vòi nhấn'],
    zh: ['500毫升PET水瓶', '28毫米口PET瓶坯', '坚果用带盖PET罐', '化妆品PET按压瓶'],
  },
  'stretch-film': {
    en: ['LLDPE Stretch Film 23 Micron', 'Machine Stretch Wrap Film', 'Black Stretch Film', 'Pre-stretched Film'],
    vi: ['Màng PE quấn LLDPE 23 micron', 'Màng quấn máy', 'Màng PE quấn màu đen', 'Màng PE kéo giãn trước'],
    zh: ['23微米LLDPE缠绕膜', '机用缠绕膜', '黑色缠绕膜', '预拉伸缠绕膜'],
  },
  'flexible-packaging': {
    en: ['Stand Up Pouch with Zipper', 'Coffee Bag with Degassing Valve', 'Vacuum Bag for Seafood', 'Aluminum Foil Laminated Pouch'],
    vi: ['Túi zip đáy đứng', 'Túi đựng cà phê có van một chiều', 'Túi hút chân không đựng hải sản', 'Túi màng ghép nhôm'],
    zh: ['自立拉链袋', '带排气阀咖啡袋', '海鲜真空包装袋', '铝箔复合袋'],
  },
  'labels-stickers': {
    en: ['Custom Printed Product Labels on Roll', 'Woven Clothing Labels', 'Hologram Security Stickers', 'Thermal Barcode Labels'],
    vi: ['Nhãn decal in theo yêu cầu dạng cuộn', 'Nhãn dệt quần áo', 'Tem chống giả hologram', 'Nhãn mã vạch in nhiệt'],
    zh: ['定制印刷卷装产品标签', '服装织唛', '全息防伪贴纸', '热敏条码标签'],
  },
  'offset-printing': {
    en: ['Catalog and Brochure Printing', 'Hardcover Book Printing', 'Desk Calendar Printing', 'Product Instruction Leaflet Printing'],
    vi: ['In catalogue và tờ gấp', 'In sách bìa cứng', 'In lịch để bàn', 'In tờ hướng dẫn sử dụng sản phẩm'],
    zh: ['产品目录与宣传册印刷', '精装书印刷', '台历印刷', '产品说明书印刷'],
  },

  // ── Chemicals & Plastics ──────────────────────────────────────────────
  'polypropylene-resin': {
    en: ['PP Homopolymer Injection Grade', 'PP Copolymer Granules', 'Recycled PP Pellets', 'PP Raffia Grade Resin'],
    vi: ['Hạt nhựa PP homopolymer loại ép phun', 'Hạt nhựa PP copolymer', 'Hạt nhựa PP tái chế', 'Hạt nhựa PP loại kéo sợi raffia'],
    zh: ['注塑级均聚PP', '共聚PP颗粒', '再生PP颗粒', '拉丝级PP树脂'],
  },
  'polyethylene-resin': {
    en: ['HDPE Blow Molding Grade', 'LDPE Film Grade Resin', 'LLDPE Granules', 'Recycled HDPE Pellets'],
    vi: ['Hạt nhựa HDPE loại thổi khuôn', 'Hạt nhựa LDPE loại thổi màng', 'Hạt nhựa LLDPE', 'Hạt nhựa HDPE tái chế'],
    zh: ['吹塑级HDPE', '薄膜级LDPE树脂', 'LLDPE颗粒', '再生HDPE颗粒'],
  },
  'pvc-resin': {
    en: ['PVC Resin SG-5 K67', 'PVC Compound for Cables', 'PVC Paste Resin', 'Rigid PVC Granules'],
    vi: ['Bột nhựa PVC SG-5 K67', 'Hạt nhựa PVC compound bọc cáp', 'Bột nhựa PVC dạng paste', 'Hạt nhựa PVC cứng'],
    zh: ['PVC树脂 SG-5 K67', '电缆用PVC粒料', 'PVC糊树脂', '硬质PVC颗粒'],
  },
  'natural-rubber': {
    en: ['Natural Rubber SVR 3L', 'Natural Rubber SVR 10', 'Centrifuged Latex 60% DRC', 'Ribbed Smoked Sheet RSS3'],
    vi: ['Cao su thiên nhiên SVR 3L', 'Cao su thiên nhiên SVR 10', 'Mủ cao su ly tâm 60% DRC', 'Cao su tờ xông khói RSS3'],
    zh: ['越南标准胶 SVR 3L', '越南标准胶 SVR 10', '浓缩离心胶乳 60%干胶', '烟胶片 RSS3'],
  },
  'rubber-hoses-belts': {
    en: ['Hydraulic Rubber Hose', 'Industrial V-Belt', 'Rubber Conveyor Belt', 'Garden Water Hose'],
    vi: ['Ống cao su thủy lực', 'Dây curoa chữ V công nghiệp', 'Băng tải cao su', 'Ống nước tưới vườn'],
    zh: ['液压橡胶软管', '工业三角带', '橡胶输送带', '花园浇水软管'],
  },
  'caustic-soda': {
    en: ['Caustic Soda Flakes 99%', 'Caustic Soda Pearls 99%', 'Liquid Caustic Soda 32%', 'Food Grade Sodium Hydroxide'],
    vi: ['Xút vảy NaOH 99%', 'Xút hạt NaOH 99%', 'Xút lỏng 32%', 'Natri hydroxit loại thực phẩm'],
    zh: ['片碱 99%', '粒碱 99%', '液碱 32%', '食品级氢氧化钠'],
  },
  'activated-carbon': {
    en: ['Coconut Shell Activated Carbon', 'Granular Activated Carbon for Water Treatment', 'Powdered Activated Carbon', 'Coal Based Pellet Activated Carbon'],
    vi: ['Than hoạt tính gáo dừa', 'Than hoạt tính dạng hạt xử lý nước', 'Than hoạt tính dạng bột', 'Than hoạt tính dạng viên từ than đá'],
    zh: ['椰壳活性炭', '水处理颗粒活性炭', '粉状活性炭', '煤质柱状活性炭'],
  },
  'architectural-paints': {
    en: ['Exterior Acrylic Wall Paint', 'Washable Interior Emulsion Paint', 'Roof Waterproofing Coating', 'Wall Putty Powder'],
    vi: ['Sơn ngoại thất acrylic', 'Sơn nội thất lau chùi được', 'Sơn chống thấm mái', 'Bột bả tường'],
    zh: ['外墙丙烯酸涂料', '可擦洗内墙乳胶漆', '屋面防水涂料', '墙面腻子粉'],
  },
  'industrial-coatings': {
    en: ['Epoxy Floor Coating', 'Anti-corrosion Primer for Steel', 'Powder Coating Paint', 'PU Wood Lacquer'],
    vi: ['Sơn epoxy sàn', 'Sơn lót chống gỉ cho thép', 'Sơn tĩnh điện', 'Sơn PU cho gỗ'],
    zh: ['环氧地坪漆', '钢结构防锈底漆', '粉末涂料', 'PU木器漆'],
  },

  // ── Beauty & Personal Care ────────────────────────────────────────────
  'face-creams': {
    en: ['Vitamin C Brightening Serum', 'Hyaluronic Acid Moisturizing Cream', 'Snail Mucin Repair Essence', 'Private Label Anti-aging Night Cream'],
    vi: ['Serum vitamin C làm sáng da', 'Kem dưỡng ẩm axit hyaluronic', 'Tinh chất ốc sên phục hồi da', 'Kem dưỡng ban đêm chống lão hóa gia công nhãn riêng'],
    zh: ['维生素C亮肤精华', '玻尿酸保湿面霜', '蜗牛修护精华液', '抗衰老晚霜 贴牌'],
  },
  'sheet-masks': {
    en: ['Hydrating Sheet Mask', 'Collagen Face Mask', 'Tea Tree Acne Sheet Mask', 'Hydrogel Eye Patches'],
    vi: ['Mặt nạ giấy cấp ẩm', 'Mặt nạ collagen', 'Mặt nạ giấy tràm trà ngừa mụn', 'Mặt nạ mắt hydrogel'],
    zh: ['补水片状面膜', '胶原蛋白面膜', '茶树祛痘面膜', '水凝胶眼膜'],
  },
  sunscreen: {
    en: ['Sunscreen SPF50+ PA++++', 'Zinc Oxide Mineral Sunscreen', 'Waterproof Sunscreen Spray', 'Tinted Sunscreen Cream'],
    vi: ['Kem chống nắng SPF50+ PA++++', 'Kem chống nắng vật lý kẽm oxit', 'Xịt chống nắng chống nước', 'Kem chống nắng nâng tông'],
    zh: ['SPF50+ PA++++防晒霜', '氧化锌物理防晒霜', '防水防晒喷雾', '素颜防晒霜'],
  },
  'shampoo-conditioner': {
    en: ['Herbal Anti-dandruff Shampoo', 'Argan Oil Hair Conditioner', 'Pomelo Peel Hair Growth Shampoo', 'Hotel Shampoo Mini Bottles'],
    vi: ['Dầu gội thảo dược trị gàu', 'Dầu xả dầu argan', 'Dầu gội vỏ bưởi kích mọc tóc', 'Dầu gội chai mini cho khách sạn'],
    zh: ['草本去屑洗发水', '摩洛哥坚果油护发素', '柚子皮生发洗发水', '酒店迷你瓶洗发水'],
  },
  'hair-extensions': {
    en: ['Vietnamese Raw Human Hair Bulk', 'Bone Straight Hair Weft', 'Double Drawn Human Hair Extensions', 'Lace Front Human Hair Wig'],
    vi: ['Tóc người Việt Nam nguyên liệu thô', 'Tóc dệt thẳng tự nhiên', 'Tóc nối tóc thật double drawn', 'Tóc giả tóc thật lace front'],
    zh: ['越南原生真人发 散装', '直发发帘', '双拉真人发接发', '真人发蕾丝前头套假发'],
  },
  'essential-oils': {
    en: ['100% Pure Lemongrass Essential Oil', 'Cinnamon Leaf Oil', 'Peppermint Essential Oil', 'Cajeput Oil (Melaleuca)'],
    vi: ['Tinh dầu sả chanh nguyên chất 100%', 'Tinh dầu lá quế', 'Tinh dầu bạc hà', 'Dầu tràm'],
    zh: ['100%纯柠檬草精油', '肉桂叶油', '薄荷精油', '白千层油'],
  },
  'handmade-soaps': {
    en: ['Coconut Oil Handmade Soap', 'Charcoal Detox Soap Bar', 'Lavender Goat Milk Soap', 'Private Label Herbal Soap'],
    vi: ['Xà phòng dầu dừa thủ công', 'Xà phòng than hoạt tính thải độc', 'Xà phòng sữa dê oải hương', 'Xà phòng thảo dược gia công nhãn riêng'],
    zh: ['椰子油手工皂', '竹炭排毒香皂', '薰衣草羊奶皂', '草本香皂 贴牌'],
  },
  lipsticks: {
    en: ['Matte Liquid Lipstick', 'Tinted Moisturizing Lip Balm', 'Private Label Vegan Lipstick', 'Lip Gloss Set'],
    vi: ['Son kem lì', 'Son dưỡng có màu', 'Son thuần chay gia công nhãn riêng', 'Bộ son bóng'],
    zh: ['哑光液体口红', '有色保湿润唇膏', '纯素口红 贴牌', '唇彩套装'],
  },
  'nail-products': {
    en: ['UV LED Gel Nail Polish', 'Press-on Nails', 'Acetone Free Nail Polish Remover', 'Nail Art Kit'],
    vi: ['Sơn gel móng UV LED', 'Móng tay giả dán sẵn', 'Nước rửa móng không acetone', 'Bộ dụng cụ vẽ móng'],
    zh: ['UV LED光疗甲油胶', '穿戴甲', '无丙酮卸甲水', '美甲工具套装'],
  },

  // ── Health & Medical ──────────────────────────────────────────────────
  'nitrile-gloves': {
    en: ['Powder Free Nitrile Examination Gloves', 'Sterile Latex Surgical Gloves', 'Disposable Vinyl Gloves', 'Industrial Nitrile Gloves 8 mil'],
    vi: ['Găng tay khám bệnh nitrile không bột', 'Găng tay phẫu thuật latex tiệt trùng', 'Găng tay vinyl dùng một lần', 'Găng tay nitrile công nghiệp 8 mil'],
    zh: ['无粉丁腈检查手套', '无菌乳胶外科手套', '一次性PVC手套', '8密耳工业丁腈手套'],
  },
  'medical-face-masks': {
    en: ['3 Ply Surgical Face Mask Type IIR', 'KN95 Respirator Mask', 'N95 Particulate Respirator', 'Disposable Kids Face Mask'],
    vi: ['Khẩu trang y tế 3 lớp loại IIR', 'Khẩu trang KN95', 'Khẩu trang lọc bụi N95', 'Khẩu trang trẻ em dùng một lần'],
    zh: ['三层IIR型医用外科口罩', 'KN95口罩', 'N95颗粒物防护口罩', '儿童一次性口罩'],
  },
  syringes: {
    en: ['Disposable Syringe 5ml with Needle', 'Auto-disable Syringe', 'Insulin Syringe 1ml', 'Hypodermic Needles 23G'],
    vi: ['Bơm tiêm dùng một lần 5ml có kim', 'Bơm tiêm tự khóa', 'Bơm tiêm insulin 1ml', 'Kim tiêm dưới da 23G'],
    zh: ['5毫升带针一次性注射器', '自毁式注射器', '1毫升胰岛素注射器', '23G皮下注射针'],
  },
  'hospital-beds': {
    en: ['5 Function Electric ICU Bed', 'Manual Hospital Bed 2 Crank', 'Home Care Nursing Bed', 'Stainless Steel Examination Couch'],
    vi: ['Giường bệnh ICU điện 5 chức năng', 'Giường bệnh 2 tay quay', 'Giường chăm sóc bệnh nhân tại nhà', 'Giường khám bệnh inox'],
    zh: ['五功能电动ICU病床', '双摇手动病床', '家用护理床', '不锈钢诊疗床'],
  },
  'patient-monitors': {
    en: ['Multi-parameter Patient Monitor 12 inch', 'Fingertip Pulse Oximeter', 'Portable 12 Channel ECG Machine', 'Veterinary Patient Monitor'],
    vi: ['Máy theo dõi bệnh nhân đa thông số 12 inch', 'Máy đo nồng độ oxy SpO2 kẹp ngón tay', 'Máy điện tim di động 12 kênh', 'Máy theo dõi bệnh nhân thú y'],
    zh: ['12英寸多参数病人监护仪', '指夹式脉搏血氧仪', '便携式12导心电图机', '兽用监护仪'],
  },
  'herbal-supplements': {
    en: ['Ginseng Extract Capsules', 'Turmeric Curcumin Tablets', 'Moringa Leaf Powder', 'Artichoke Tea Bags'],
    vi: ['Viên nang chiết xuất nhân sâm', 'Viên nghệ curcumin', 'Bột lá chùm ngây', 'Trà atisô túi lọc'],
    zh: ['人参提取物胶囊', '姜黄素片', '辣木叶粉', '洋蓟袋泡茶'],
  },
  vitamins: {
    en: ['Vitamin C 1000mg Effervescent Tablets', 'Multivitamin Gummies', 'Vitamin D3 K2 Softgels', 'Calcium Magnesium Zinc Tablets'],
    vi: ['Viên sủi vitamin C 1000mg', 'Kẹo dẻo vitamin tổng hợp', 'Viên nang mềm vitamin D3 K2', 'Viên canxi magie kẽm'],
    zh: ['维生素C 1000毫克泡腾片', '复合维生素软糖', '维生素D3 K2软胶囊', '钙镁锌片'],
  },

  // ── Vehicles & Parts ──────────────────────────────────────────────────
  'brake-parts': {
    en: ['Ceramic Brake Pads for Toyota', 'Brake Disc Rotor', 'Truck Brake Shoes', 'Remanufactured Brake Caliper'],
    vi: ['Má phanh gốm cho xe Toyota', 'Đĩa phanh ô tô', 'Guốc phanh xe tải', 'Cùm phanh tái chế'],
    zh: ['丰田用陶瓷刹车片', '刹车盘', '卡车刹车蹄', '再制造刹车卡钳'],
  },
  tires: {
    en: ['Passenger Car Tires 205/55R16', 'Truck and Bus Radial Tires 11R22.5', 'Motorcycle Tires 80/90-17', 'OTR Tires for Wheel Loaders'],
    vi: ['Lốp xe du lịch 205/55R16', 'Lốp radial xe tải và xe buýt 11R22.5', 'Lốp xe máy 80/90-17', 'Lốp OTR cho máy xúc lật'],
    zh: ['205/55R16乘用车轮胎', '11R22.5全钢子午线卡客车轮胎', '80/90-17摩托车轮胎', '装载机工程轮胎'],
  },
  'auto-lighting': {
    en: ['H4 LED Headlight Bulbs', 'Off-road LED Light Bar', 'Tail Lamp Assembly', 'LED Fog Lamp'],
    vi: ['Bóng đèn pha LED H4', 'Đèn LED bar xe địa hình', 'Cụm đèn hậu', 'Đèn sương mù LED'],
    zh: ['H4 LED大灯灯泡', '越野LED长条灯', '尾灯总成', 'LED雾灯'],
  },
  'electric-scooters': {
    en: ['Electric Motorcycle 3000W', 'Electric Moped with Lithium Battery', 'Electric Kick Scooter 350W', 'Electric Delivery Scooter'],
    vi: ['Xe máy điện 3000W', 'Xe máy điện pin lithium', 'Xe scooter điện đứng lái 350W', 'Xe máy điện giao hàng'],
    zh: ['3000W电动摩托车', '锂电池电动轻便摩托车', '350W电动滑板车', '外卖电动车'],
  },
  'electric-bicycles': {
    en: ['City Electric Bicycle 250W', 'Folding E-bike 20 inch', 'Electric Mountain Bike', 'Cargo E-bike'],
    vi: ['Xe đạp điện đô thị 250W', 'Xe đạp điện gấp 20 inch', 'Xe đạp địa hình trợ lực điện', 'Xe đạp điện chở hàng'],
    zh: ['250W城市电助力自行车', '20英寸折叠电动自行车', '电动山地车', '电动货运自行车'],
  },
  'motorcycle-parts': {
    en: ['Motorcycle Chain and Sprocket Kit', 'Motorcycle Brake Shoes', 'Motorcycle Rear View Mirror', 'CDI Ignition Unit'],
    vi: ['Bộ nhông sên dĩa xe máy', 'Bố thắng xe máy', 'Gương chiếu hậu xe máy', 'IC đánh lửa CDI'],
    zh: ['摩托车链条链轮套装', '摩托车刹车蹄块', '摩托车后视镜', 'CDI点火器'],
  },
  trucks: {
    en: ['Light Duty Cargo Truck 3.5 Ton', 'Dump Truck 6x4', 'Refrigerated Truck', 'Tractor Head 6x4 430HP'],
    vi: ['Xe tải nhẹ chở hàng 3,5 tấn', 'Xe ben 6x4', 'Xe tải đông lạnh', 'Đầu kéo 6x4 430 mã lực'],
    zh: ['3.5吨轻型载货车', '6x4自卸车', '冷藏车', '430马力6x4牵引车'],
  },
  'semi-trailers': {
    en: ['Flatbed Semi-trailer 40ft', 'Skeletal Container Semi-trailer', 'Fuel Tank Semi-trailer', 'Lowbed Semi-trailer'],
    vi: ['Sơ mi rơ moóc sàn 40 feet', 'Sơ mi rơ moóc xương chở container', 'Sơ mi rơ moóc bồn chở xăng dầu', 'Sơ mi rơ moóc sàn thấp'],
    zh: ['40英尺平板半挂车', '骨架式集装箱半挂车', '油罐半挂车', '低平板半挂车'],
  },

  // ── Handicrafts & Gifts ───────────────────────────────────────────────
  lacquerware: {
    en: ['Lacquer Bowl with Eggshell Inlay', 'Lacquer Serving Tray Set', 'Mother of Pearl Inlaid Jewelry Box', 'Landscape Lacquer Painting'],
    vi: ['Bát sơn mài khảm vỏ trứng', 'Bộ khay sơn mài', 'Hộp trang sức khảm xà cừ', 'Tranh sơn mài phong cảnh'],
    zh: ['蛋壳镶嵌漆碗', '漆器托盘套装', '螺钿镶嵌首饰盒', '风景漆画'],
  },
  pottery: {
    en: ['Bat Trang Blue and White Tea Set', 'Handmade Stoneware Mugs', 'Jingdezhen Porcelain Vase', 'Ceramic Incense Burner'],
    vi: ['Bộ ấm chén men lam Bát Tràng', 'Cốc gốm sành thủ công', 'Bình sứ Cảnh Đức Trấn', 'Lư hương gốm'],
    zh: ['钵场青花茶具', '手工粗陶马克杯', '景德镇瓷瓶', '陶瓷香炉'],
  },
  'seagrass-baskets': {
    en: ['Seagrass Storage Basket Set of 3', 'Seagrass Laundry Basket with Lid', 'Seagrass Plant Basket', 'Seagrass Picnic Basket'],
    vi: ['Bộ 3 giỏ cói đựng đồ', 'Giỏ cói đựng đồ giặt có nắp', 'Giỏ cói trồng cây', 'Giỏ cói dã ngoại'],
    zh: ['海草收纳篮三件套', '带盖海草洗衣篮', '海草花盆篮', '海草野餐篮'],
  },
  'water-hyacinth-products': {
    en: ['Water Hyacinth Storage Baskets', 'Water Hyacinth Pouf', 'Water Hyacinth Placemats', 'Water Hyacinth Trunk Box'],
    vi: ['Giỏ lục bình đựng đồ', 'Đôn lục bình', 'Tấm lót bàn ăn lục bình', 'Rương lục bình'],
    zh: ['水葫芦收纳篮', '水葫芦坐墩', '水葫芦餐垫', '水葫芦储物箱'],
  },
  'promotional-gifts': {
    en: ['Custom Logo Stainless Steel Tumbler', 'Promotional Ballpoint Pens', 'Branded USB Flash Drive', 'Corporate Gift Set Notebook and Pen'],
    vi: ['Ly giữ nhiệt inox in logo', 'Bút bi quà tặng in logo', 'USB in logo doanh nghiệp', 'Bộ quà tặng doanh nghiệp sổ và bút'],
    zh: ['定制logo不锈钢保温杯', '广告圆珠笔', '定制logo U盘', '企业礼品笔记本钢笔套装'],
  },
  embroidery: {
    en: ['Hand Embroidered Silk Painting', 'Embroidered Cushion Covers', 'XQ Hand Embroidery Art', 'Embroidered Table Runner'],
    vi: ['Tranh thêu tay trên lụa', 'Vỏ gối thêu', 'Tranh thêu tay XQ', 'Khăn trải bàn thêu'],
    zh: ['手工丝绸刺绣画', '刺绣抱枕套', 'XQ手绣艺术品', '刺绣桌旗'],
  },
  'christmas-decorations': {
    en: ['Glass Christmas Ornaments', 'Artificial Christmas Tree 7ft', 'Christmas LED String Lights', 'Handmade Felt Christmas Decorations'],
    vi: ['Quả châu thủy tinh trang trí Giáng sinh', 'Cây thông Noel nhân tạo 2,1m', 'Dây đèn LED Giáng sinh', 'Đồ trang trí Giáng sinh bằng nỉ thủ công'],
    zh: ['玻璃圣诞挂饰', '7英尺仿真圣诞树', '圣诞LED灯串', '手工毛毡圣诞装饰'],
  },
  'artificial-flowers': {
    en: ['Artificial Silk Roses', 'Artificial Olive Tree 180cm', 'Faux Potted Orchid', 'Artificial Green Wall Panel'],
    vi: ['Hoa hồng lụa giả', 'Cây ô liu giả 180cm', 'Chậu lan giả', 'Tấm tường cỏ giả'],
    zh: ['仿真丝绸玫瑰', '180厘米仿真橄榄树', '仿真盆栽兰花', '仿真绿植墙'],
  },

  // ── Energy ────────────────────────────────────────────────────────────
  'solar-panels': {
    en: ['Monocrystalline Solar Panel 550W', 'Bifacial PERC Solar Module', 'N-type TOPCon Solar Panel 580W', 'Flexible Solar Panel 100W'],
    vi: ['Tấm pin năng lượng mặt trời đơn tinh thể 550W', 'Tấm pin mặt trời hai mặt PERC', 'Tấm pin mặt trời N-type TOPCon 580W', 'Tấm pin mặt trời dẻo 100W'],
    zh: ['550W单晶太阳能板', 'PERC双面光伏组件', '580W N型TOPCon光伏组件', '100W柔性太阳能板'],
  },
  'solar-inverters': {
    en: ['Hybrid Solar Inverter 5kW', 'Three Phase On-grid Inverter 10kW', 'Off-grid Pure Sine Wave Inverter', 'Microinverter 800W'],
    vi: ['Biến tần hybrid năng lượng mặt trời 5kW', 'Biến tần hòa lưới ba pha 10kW', 'Biến tần độc lập sóng sin chuẩn', 'Biến tần vi mô 800W'],
    zh: ['5kW光伏混合逆变器', '10kW三相并网逆变器', '离网纯正弦波逆变器', '800W微型逆变器'],
  },
  'solar-street-lights': {
    en: ['All in One Solar Street Light 100W', 'Solar Garden Light', 'Solar Flood Light 200W', 'Split Solar Street Light with Pole'],
    vi: ['Đèn đường năng lượng mặt trời liền thể 100W', 'Đèn sân vườn năng lượng mặt trời', 'Đèn pha năng lượng mặt trời 200W', 'Đèn đường năng lượng mặt trời rời thể kèm cột'],
    zh: ['100W一体化太阳能路灯', '太阳能庭院灯', '200W太阳能投光灯', '带灯杆分体式太阳能路灯'],
  },
  'solar-mounting-systems': {
    en: ['Aluminum Roof Solar Mounting Rail', 'Ground Mount Solar Racking System', 'Solar Carport Mounting Structure', 'Stainless Steel Solar Panel Clamps'],
    vi: ['Thanh ray nhôm lắp pin mặt trời trên mái', 'Hệ khung giá đỡ pin mặt trời mặt đất', 'Khung giá đỡ pin mặt trời nhà để xe', 'Kẹp pin mặt trời bằng inox'],
    zh: ['铝合金屋顶光伏导轨', '地面光伏支架系统', '光伏车棚支架', '不锈钢光伏组件压块'],
  },
  'lithium-batteries': {
    en: ['LiFePO4 Battery 12V 100Ah', 'Home Energy Storage Battery 10kWh', 'Lithium Ion 18650 Cells', 'Rack Mounted 48V Lithium Battery'],
    vi: ['Pin LiFePO4 12V 100Ah', 'Pin lưu trữ năng lượng gia đình 10kWh', 'Cell pin lithium ion 18650', 'Pin lithium 48V lắp tủ rack'],
    zh: ['12V 100Ah磷酸铁锂电池', '10kWh家用储能电池', '18650锂离子电芯', '机架式48V锂电池'],
  },
  'lead-acid-batteries': {
    en: ['Sealed Lead Acid Battery 12V 7Ah', 'Deep Cycle Gel Battery 12V 200Ah', 'Maintenance Free Car Battery 12V 60Ah', 'AGM Battery for UPS'],
    vi: ['Ắc quy axit chì kín khí 12V 7Ah', 'Ắc quy gel xả sâu 12V 200Ah', 'Ắc quy ô tô miễn bảo dưỡng 12V 60Ah', 'Ắc quy AGM cho UPS'],
    zh: ['12V 7Ah密封铅酸蓄电池', '12V 200Ah深循环胶体电池', '12V 60Ah免维护汽车蓄电池', 'UPS用AGM蓄电池'],
  },
  'diesel-generators': {
    en: ['Silent Diesel Generator 100kVA', 'Open Type Diesel Generator Set 500kVA', 'Portable Diesel Generator 10kW', 'Containerized Generator Set 1000kVA'],
    vi: ['Máy phát điện diesel chống ồn 100kVA', 'Tổ máy phát điện diesel trần 500kVA', 'Máy phát điện diesel di động 10kW', 'Máy phát điện đặt trong container 1000kVA'],
    zh: ['100kVA静音柴油发电机', '500kVA开架式柴油发电机组', '10kW便携式柴油发电机', '1000kVA集装箱式发电机组'],
  },
  'wind-turbines': {
    en: ['Small Wind Turbine 3kW', 'Vertical Axis Wind Turbine', 'Wind Solar Hybrid System', 'Wind Turbine Blades'],
    vi: ['Tua bin gió cỡ nhỏ 3kW', 'Tua bin gió trục đứng', 'Hệ thống lai gió và mặt trời', 'Cánh tua bin gió'],
    zh: ['3kW小型风力发电机', '垂直轴风力发电机', '风光互补发电系统', '风机叶片'],
  },
  'wires-cables': {
    en: ['THHN Copper Building Wire', 'XLPE Power Cable 0.6/1kV', 'Solar DC Cable 4mm2', '4 Core Armoured Cable'],
    vi: ['Dây điện đồng dân dụng THHN', 'Cáp điện lực XLPE 0,6/1kV', 'Cáp DC năng lượng mặt trời 4mm2', 'Cáp bọc giáp 4 lõi'],
    zh: ['THHN铜芯建筑电线', '0.6/1kV交联聚乙烯电力电缆', '4平方光伏直流电缆', '四芯铠装电缆'],
  },
  transformers: {
    en: ['Oil Immersed Distribution Transformer 1000kVA', 'Dry Type Transformer 630kVA', 'Pole Mounted Transformer', 'Amorphous Alloy Transformer'],
    vi: ['Máy biến áp phân phối ngâm dầu 1000kVA', 'Máy biến áp khô 630kVA', 'Máy biến áp treo cột', 'Máy biến áp lõi hợp kim vô định hình'],
    zh: ['1000kVA油浸式配电变压器', '630kVA干式变压器', '柱上变压器', '非晶合金变压器'],
  },

  // ── Minerals & Metals ─────────────────────────────────────────────────
  'iron-ore': {
    en: ['Iron Ore Fines Fe 62%', 'Iron Ore Lumps Fe 58%', 'Iron Ore Pellets', 'Magnetite Concentrate Fe 65%'],
    vi: ['Quặng sắt cám Fe 62%', 'Quặng sắt cục Fe 58%', 'Quặng sắt viên', 'Tinh quặng magnetit Fe 65%'],
    zh: ['铁矿粉 Fe 62%', '铁块矿 Fe 58%', '铁矿球团', '磁铁精矿 Fe 65%'],
  },
  coal: {
    en: ['Steam Coal GAR 5500', 'Anthracite Coal', 'Metallurgical Coking Coal', 'Coconut Shell Charcoal Briquettes'],
    vi: ['Than nhiệt GAR 5500', 'Than antraxit', 'Than mỡ luyện cốc', 'Than gáo dừa ép viên'],
    zh: ['动力煤 GAR 5500', '无烟煤', '冶金焦煤', '椰壳炭棒'],
  },
  'silica-sand': {
    en: ['Glass Making Silica Sand SiO2 99.5%', 'Quartz Sand Filter Media', 'Foundry Silica Sand', 'White Quartz Powder'],
    vi: ['Cát silica làm kính SiO2 99,5%', 'Cát thạch anh lọc nước', 'Cát silica đúc', 'Bột thạch anh trắng'],
    zh: ['玻璃用石英砂 SiO2 99.5%', '石英砂滤料', '铸造用硅砂', '白色石英粉'],
  },
  'aluminum-ingots': {
    en: ['Aluminum Ingot A7 99.7%', 'ADC12 Aluminum Alloy Ingot', '6063 Aluminum Billets', 'Primary Aluminum Ingot 99.9%'],
    vi: ['Nhôm thỏi A7 99,7%', 'Nhôm hợp kim thỏi ADC12', 'Phôi nhôm 6063', 'Nhôm thỏi nguyên sinh 99,9%'],
    zh: ['A7铝锭 99.7%', 'ADC12铝合金锭', '6063铝棒', '原铝锭 99.9%'],
  },
  'copper-cathodes': {
    en: ['Copper Cathode 99.99% Grade A', 'Copper Wire Rod 8mm', 'Copper Bus Bar', 'Electrolytic Copper Sheets'],
    vi: ['Đồng cathode 99,99% loại A', 'Dây đồng cuộn 8mm', 'Thanh cái đồng', 'Tấm đồng điện phân'],
    zh: ['A级阴极铜 99.99%', '8毫米铜杆', '铜排', '电解铜板'],
  },
  'zinc-ingots': {
    en: ['SHG Zinc Ingot 99.995%', 'Zamak 3 Zinc Alloy Ingot', 'Zinc Oxide Powder 99.7%', 'Zinc Dust for Coatings'],
    vi: ['Kẽm thỏi SHG 99,995%', 'Kẽm hợp kim thỏi Zamak 3', 'Bột kẽm oxit 99,7%', 'Bột kẽm dùng cho sơn phủ'],
    zh: ['锌锭 99.995%', '3号锌合金锭', '氧化锌粉 99.7%', '涂料用锌粉'],
  },
  'steel-scrap': {
    en: ['HMS 1&2 Heavy Melting Steel Scrap', 'Shredded Steel Scrap', '304 Stainless Steel Scrap', 'Used Rails R50/R65'],
    vi: ['Sắt thép phế liệu HMS 1&2', 'Thép phế liệu băm nhỏ', 'Inox phế liệu 304', 'Ray tàu cũ R50/R65'],
    zh: ['HMS 1&2重废钢', '破碎废钢', '304不锈钢废料', '旧钢轨 R50/R65'],
  },
  'copper-scrap': {
    en: ['Millberry Copper Wire Scrap 99.9%', 'Copper Scrap Birch/Cliff', 'Brass Honey Scrap', 'Insulated Copper Cable Scrap'],
    vi: ['Dây đồng phế liệu loại sáng 99,9%', 'Đồng phế liệu loại Birch/Cliff', 'Đồng thau phế liệu', 'Cáp đồng bọc nhựa phế liệu'],
    zh: ['光亮铜线废料 99.9%', '二号废铜', '黄铜废料', '带皮铜电缆废料'],
  },
  'ferro-silicon': {
    en: ['Ferro Silicon 75% Lump', 'Ferro Silicon 72% Granules', 'Silicon Metal 553', 'Ferro Silicon Magnesium Nodulizer'],
    vi: ['Fero silic 75% dạng cục', 'Fero silic 72% dạng hạt', 'Silic kim loại 553', 'Hợp kim fero silic magie cầu hóa'],
    zh: ['75硅铁块', '72硅铁颗粒', '553金属硅', '硅铁镁球化剂'],
  },
  'ferro-manganese': {
    en: ['High Carbon Ferro Manganese 75%', 'Medium Carbon Ferro Manganese', 'Silico Manganese 65/17', 'Electrolytic Manganese Metal Flakes'],
    vi: ['Fero mangan cacbon cao 75%', 'Fero mangan cacbon trung bình', 'Silic mangan 65/17', 'Mangan kim loại điện phân dạng vảy'],
    zh: ['75高碳锰铁', '中碳锰铁', '6517硅锰合金', '电解金属锰片'],
  },
};
