/**
 * Seed data: deterministic name pools for demo users and companies — first and
 * last names per locale group, parts for building supplier/buyer company names
 * (English display form plus an index-aligned local form for Vietnam and
 * China), and city/street pools per country code.
 */

export type NameLocale = 'vn' | 'cn' | 'western' | 'jp' | 'kr' | 'in' | 'th';

/** Given names. Vietnamese with diacritics, Chinese in Hanzi, others romanized. */
export const firstNames: Record<NameLocale, string[]> = {
  vn: [
    'Anh', 'Bảo', 'Châu', 'Dũng', 'Duy', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Hiếu',
    'Hoa', 'Hoàng', 'Hùng', 'Hương', 'Khánh', 'Lan', 'Linh', 'Long', 'Mai', 'Minh',
    'Nam', 'Ngọc', 'Nhung', 'Phong', 'Phúc', 'Phương', 'Quang', 'Quân', 'Tâm', 'Thảo',
    'Thành', 'Thu', 'Trang', 'Trung', 'Tuấn', 'Vy', 'Yến', 'Đức',
  ],
  cn: [
    '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋',
    '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '华', '慧',
    '建国', '志强', '海燕', '晓明', '子轩', '欣怡', '浩然', '梓涵', '宇航', '思远',
    '雪梅', '文博',
  ],
  western: [
    'James', 'John', 'Michael', 'David', 'Robert', 'William', 'Thomas', 'Daniel', 'Matthew', 'Andrew',
    'Mark', 'Paul', 'Peter', 'Christopher', 'Lukas', 'Pierre', 'Marco', 'Carlos', 'Sophie', 'Emma',
    'Olivia', 'Sarah', 'Laura', 'Anna', 'Julia', 'Maria', 'Emily', 'Jessica', 'Hannah', 'Claire',
    'Isabelle', 'Charlotte',
  ],
  jp: [
    'Haruto', 'Yuto', 'Sota', 'Hiroshi', 'Takashi', 'Kenji', 'Daiki', 'Shota', 'Ryo', 'Kazuki',
    'Takumi', 'Naoki', 'Yuki', 'Sakura', 'Yui', 'Aoi', 'Hina', 'Mei', 'Yuna', 'Akiko',
    'Keiko', 'Emi', 'Naomi', 'Mayumi', 'Rina',
  ],
  kr: [
    'Min-jun', 'Seo-jun', 'Do-yun', 'Ji-ho', 'Hyun-woo', 'Jun-seo', 'Sung-min', 'Dong-hyun', 'Jae-won', 'Young-ho',
    'Ji-hoon', 'Tae-yang', 'Seo-yeon', 'Ji-woo', 'Su-bin', 'Ha-eun', 'Min-ji', 'Yu-na', 'Eun-ji', 'Hye-jin',
    'Soo-jin', 'Ji-young',
  ],
  in: [
    'Aarav', 'Arjun', 'Rahul', 'Rohan', 'Vikram', 'Amit', 'Suresh', 'Rajesh', 'Sanjay', 'Anil',
    'Karan', 'Vivek', 'Nikhil', 'Aditya', 'Priya', 'Ananya', 'Pooja', 'Neha', 'Kavya', 'Divya',
    'Sneha', 'Anjali', 'Deepika', 'Meera', 'Lakshmi',
  ],
  th: [
    'Somchai', 'Somsak', 'Anan', 'Prasert', 'Kittisak', 'Wichai', 'Narong', 'Chaiwat', 'Thanakorn', 'Nattapong',
    'Surachai', 'Pichai', 'Siriporn', 'Malee', 'Kanya', 'Pranee', 'Suda', 'Nattaya', 'Wanida', 'Ratana',
    'Porntip', 'Chanida',
  ],
};

/** Family names. Vietnamese with diacritics, Chinese in Hanzi, others romanized. */
export const lastNames: Record<NameLocale, string[]> = {
  vn: [
    'Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng',
    'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý', 'Đinh', 'Trương', 'Đào', 'Lâm',
    'Mai', 'Tô', 'Cao', 'Lương', 'Tạ',
  ],
  cn: [
    '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周',
    '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高',
    '郑', '梁', '谢', '宋', '唐', '许', '邓', '冯', '韩', '曹',
  ],
  western: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
    'Thomas', 'Moore', 'Martin', 'Clark', 'Walker', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber',
    'Dubois', 'Bernard', 'Rossi', 'Bianchi', 'Garcia', 'Martinez', 'Rodriguez', 'Jansen', 'de Vries', "O'Brien",
  ],
  jp: [
    'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato',
    'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Mori',
  ],
  kr: [
    'Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim',
    'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Hwang', 'Ahn', 'Song', 'Yoo', 'Hong',
  ],
  in: [
    'Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Nair', 'Mehta', 'Shah',
    'Agarwal', 'Joshi', 'Verma', 'Rao', 'Chopra', 'Malhotra', 'Banerjee', 'Mukherjee', 'Pillai', 'Desai',
    'Kapoor',
  ],
  th: [
    'Saetang', 'Srisuk', 'Wongsawat', 'Chaiyaporn', 'Rattanakul', 'Boonmee', 'Suwannarat', 'Kaewkla', 'Thongchai', 'Phromma',
    'Jaidee', 'Sirikul', 'Ruangsri', 'Chuenchom', 'Intharasuk', 'Kongkaew', 'Panyawong', 'Siriwat', 'Tangsiri', 'Wattanapong',
  ],
};

/** Common Vietnamese middle names (full name = last + middle + first, e.g. "Nguyễn Văn Hùng"). */
export const vnMiddleNames: { male: string[]; female: string[] } = {
  male: ['Văn', 'Minh', 'Quốc', 'Hữu', 'Đức', 'Thanh', 'Công', 'Xuân', 'Gia', 'Hoàng'],
  female: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Phương', 'Hoài', 'Kim', 'Bảo', 'Diệu'],
};

/** Pinyin for `firstNames.cn` / `lastNames.cn`, index-aligned (for e-mail addresses and Latin display). */
export const cnPinyin: { firstNames: string[]; lastNames: string[] } = {
  firstNames: [
    'Wei', 'Fang', 'Na', 'Min', 'Jing', 'Li', 'Qiang', 'Lei', 'Jun', 'Yang',
    'Yong', 'Yan', 'Jie', 'Juan', 'Tao', 'Ming', 'Chao', 'Xiuying', 'Hua', 'Hui',
    'Jianguo', 'Zhiqiang', 'Haiyan', 'Xiaoming', 'Zixuan', 'Xinyi', 'Haoran', 'Zihan', 'Yuhang', 'Siyuan',
    'Xuemei', 'Wenbo',
  ],
  lastNames: [
    'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou',
    'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Luo', 'Gao',
    'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Xu', 'Deng', 'Feng', 'Han', 'Cao',
  ],
};

/** Which name pool to use for people from a given country (fallback: 'western'). */
export const nameLocaleByCountry: Record<string, NameLocale> = {
  VN: 'vn',
  CN: 'cn',
  HK: 'cn',
  TW: 'cn',
  SG: 'cn',
  JP: 'jp',
  KR: 'kr',
  IN: 'in',
  BD: 'in',
  LK: 'in',
  NP: 'in',
  TH: 'th',
};

/**
 * Parts for composing a company name. The display (English / Latin) name is
 * `pattern` filled with one entry from each list. When `local` is present, its
 * lists are index-aligned with the display lists (local.prefixes[i] is the
 * local form of prefixes[i], etc.), so the same indices give the local name.
 */
export interface CompanyNameParts {
  prefixes: string[];
  cores: string[];
  suffixes: string[];
  /** e.g. "{prefix} {core} {suffix}" */
  pattern: string;
  local?: {
    prefixes: string[];
    cores: string[];
    suffixes: string[];
    pattern: string;
  };
}

export const companyNameParts: { vn: CompanyNameParts; cn: CompanyNameParts; intl: CompanyNameParts } = {
  // "Phuc Thinh Agricultural Products Co., Ltd" / "Công ty TNHH Nông sản Phúc Thịnh"
  vn: {
    prefixes: [
      'Phuc Thinh', 'Hoang Long', 'Minh Phat', 'An Phu', 'Thanh Cong', 'Viet Hung', 'Tan Phat', 'Dai Viet', 'Hung Thinh', 'Sao Mai',
      'Phu Gia', 'Thien An', 'Kim Long', 'Nam Viet', 'Truong Son', 'Hai Dang', 'Binh Minh', 'Gia Huy', 'Duc Tin', 'Vinh Phat',
    ],
    cores: [
      'Agricultural Products', 'Coffee', 'Seafood', 'Food', 'Furniture', 'Wood Products', 'Garment', 'Textile', 'Stainless Steel', 'Steel',
      'Packaging', 'Plastics', 'Handicrafts', 'Construction Materials', 'Electronics', 'Mechanical Engineering', 'Cashew', 'Pepper & Spices', 'Rubber', 'Trading',
    ],
    suffixes: ['Co., Ltd', 'Joint Stock Company', 'Import Export Co., Ltd', 'Production & Trading Co., Ltd', 'Import Export JSC'],
    pattern: '{prefix} {core} {suffix}',
    local: {
      prefixes: [
        'Phúc Thịnh', 'Hoàng Long', 'Minh Phát', 'An Phú', 'Thành Công', 'Việt Hưng', 'Tân Phát', 'Đại Việt', 'Hưng Thịnh', 'Sao Mai',
        'Phú Gia', 'Thiên Ân', 'Kim Long', 'Nam Việt', 'Trường Sơn', 'Hải Đăng', 'Bình Minh', 'Gia Huy', 'Đức Tín', 'Vĩnh Phát',
      ],
      cores: [
        'Nông sản', 'Cà phê', 'Thủy sản', 'Thực phẩm', 'Nội thất', 'Gỗ', 'May mặc', 'Dệt may', 'Inox', 'Thép',
        'Bao bì', 'Nhựa', 'Thủ công mỹ nghệ', 'Vật liệu xây dựng', 'Điện tử', 'Cơ khí', 'Điều', 'Hồ tiêu và Gia vị', 'Cao su', 'Thương mại',
      ],
      suffixes: ['Công ty TNHH', 'Công ty Cổ phần', 'Công ty TNHH Xuất nhập khẩu', 'Công ty TNHH Sản xuất và Thương mại', 'Công ty Cổ phần Xuất nhập khẩu'],
      pattern: '{suffix} {core} {prefix}',
    },
  },
  // "Zhejiang Huaxin Stainless Steel Co., Ltd" / "浙江华鑫不锈钢有限公司"
  cn: {
    prefixes: [
      'Zhejiang', 'Guangdong', 'Jiangsu', 'Shandong', 'Fujian', 'Shenzhen', 'Guangzhou', 'Ningbo', 'Yiwu', 'Foshan',
      'Dongguan', 'Xiamen', 'Qingdao', 'Shanghai', 'Hebei', 'Tianjin',
    ],
    cores: [
      'Huaxin', 'Jinlong', 'Hengtai', 'Xinghe', 'Tianrui', 'Hongda', 'Yongsheng', 'Ruifeng', 'Jiahe', 'Dingsheng',
      'Haoyu', 'Boda', 'Kaixuan', 'Lianfa', 'Mingtai', 'Shengda', 'Fuxin', 'Anda', 'Jiayuan', 'Xinyuan',
    ],
    suffixes: [
      'Stainless Steel Co., Ltd', 'Electronic Technology Co., Ltd', 'Machinery Co., Ltd', 'Import & Export Co., Ltd',
      'Textile Co., Ltd', 'Furniture Co., Ltd', 'Packaging Materials Co., Ltd', 'New Energy Technology Co., Ltd',
      'Plastic Products Co., Ltd', 'Building Materials Co., Ltd', 'Trading Co., Ltd', 'Industrial Co., Ltd',
      'Arts & Crafts Co., Ltd', 'Auto Parts Co., Ltd', 'Chemical Co., Ltd', 'Lighting Co., Ltd',
    ],
    pattern: '{prefix} {core} {suffix}',
    local: {
      prefixes: [
        '浙江', '广东', '江苏', '山东', '福建', '深圳', '广州', '宁波', '义乌', '佛山',
        '东莞', '厦门', '青岛', '上海', '河北', '天津',
      ],
      cores: [
        '华鑫', '金龙', '恒泰', '星河', '天瑞', '宏达', '永盛', '瑞丰', '嘉禾', '鼎盛',
        '浩宇', '博达', '凯旋', '联发', '明泰', '盛达', '富鑫', '安达', '嘉源', '鑫源',
      ],
      suffixes: [
        '不锈钢有限公司', '电子科技有限公司', '机械有限公司', '进出口有限公司',
        '纺织有限公司', '家具有限公司', '包装材料有限公司', '新能源科技有限公司',
        '塑料制品有限公司', '建材有限公司', '贸易有限公司', '实业有限公司',
        '工艺品有限公司', '汽车配件有限公司', '化工有限公司', '照明有限公司',
      ],
      pattern: '{prefix}{core}{suffix}',
    },
  },
  // "Siam Agro Export Co., Ltd", "Hanseatic Sourcing GmbH" — pick the suffix via `legalSuffixesByCountry` when possible.
  intl: {
    prefixes: [
      'Siam', 'Hanseatic', 'Pacific', 'Bosphorus', 'Ganges', 'Nusantara', 'Malacca', 'Atlas', 'Nordic', 'Alpine',
      'Meridian', 'Coral Bay', 'Golden Gate', 'Rhine', 'Thames', 'Sakura', 'Han River', 'Anatolia', 'Andaman', 'Southern Cross',
      'Great Lakes', 'Crescent', 'Evergreen', 'Blue Ocean',
    ],
    cores: [
      'Agro Export', 'Sourcing', 'Trading', 'Global Supply', 'Industries', 'Imports', 'Commodities', 'Foods',
      'Home Goods', 'Distribution', 'Procurement', 'Building Supplies', 'Textiles', 'Engineering', 'Retail Group', 'Merchandising',
    ],
    suffixes: ['Co., Ltd', 'GmbH', 'LLC', 'Inc.', 'Ltd', 'Pvt. Ltd', 'Pty Ltd', 'S.A.', 'B.V.', 'FZE', 'Sdn. Bhd.', 'S.r.l.', 'SAS', 'A.Ş.', 'Corp.'],
    pattern: '{prefix} {core} {suffix}',
  },
};

/** Usual legal-form suffixes by country code (for `companyNameParts.intl`). */
export const legalSuffixesByCountry: Record<string, string[]> = {
  TH: ['Co., Ltd', 'Public Co., Ltd'],
  BD: ['Ltd', 'Pvt. Ltd'],
  PK: ['Pvt. Ltd', '(Pvt.) Ltd'],
  LK: ['(Pvt) Ltd', 'PLC'],
  KH: ['Co., Ltd'],
  MM: ['Co., Ltd'],
  LA: ['Co., Ltd', 'Sole Co., Ltd'],
  HK: ['Ltd', 'Limited'],
  TW: ['Co., Ltd', 'Corp.'],
  QA: ['W.L.L.', 'LLC'],
  KW: ['W.L.L.', 'Co.'],
  OM: ['LLC', 'SAOC'],
  BH: ['W.L.L.', 'B.S.C.'],
  IN: ['Pvt. Ltd', 'Ltd', 'LLP'],
  MY: ['Sdn. Bhd.', 'Bhd.'],
  SG: ['Pte. Ltd'],
  PH: ['Inc.', 'Corp.'],
  TR: ['A.Ş.', 'Ltd. Şti.'],
  JP: ['Co., Ltd', 'K.K.'],
  KR: ['Co., Ltd', 'Corp.'],
  US: ['Inc.', 'LLC', 'Corp.'],
  CA: ['Inc.', 'Ltd'],
  GB: ['Ltd', 'PLC'],
  IE: ['Ltd'],
  AU: ['Pty Ltd'],
  NZ: ['Ltd'],
  DE: ['GmbH', 'AG', 'GmbH & Co. KG'],
  AT: ['GmbH'],
  CH: ['AG', 'GmbH'],
  FR: ['SAS', 'SARL', 'S.A.'],
  IT: ['S.r.l.', 'S.p.A.'],
  ES: ['S.L.', 'S.A.'],
  NL: ['B.V.'],
  BE: ['BV', 'NV'],
  PL: ['Sp. z o.o.'],
  SE: ['AB'],
  DK: ['ApS', 'A/S'],
  AE: ['LLC', 'FZE', 'FZCO'],
  SA: ['Co.', 'LLC'],
  BR: ['Ltda.', 'S.A.'],
  MX: ['S.A. de C.V.'],
  ZA: ['(Pty) Ltd'],
  NG: ['Ltd'],
  EG: ['S.A.E.', 'LLC'],
  RU: ['LLC', 'JSC'],
};

/** Legal forms written before the name (e.g. "PT Nusantara Agro Export"). */
export const legalPrefixesByCountry: Record<string, string[]> = {
  ID: ['PT', 'CV'],
};

/** Cities / provinces per country code, for the major supplier and buyer countries. */
export const cities: Record<string, string[]> = {
  VN: [
    'Hồ Chí Minh', 'Hà Nội', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ', 'Bình Dương', 'Đồng Nai', 'Long An', 'Bắc Ninh', 'Đắk Lắk',
    'Lâm Đồng', 'Gia Lai', 'Bình Định', 'Khánh Hòa', 'Bình Phước', 'Tây Ninh', 'Quảng Nam', 'Thái Nguyên', 'Tiền Giang', 'Cà Mau',
    'Kiên Giang', 'Nghệ An', 'Hưng Yên', 'Vĩnh Long',
  ],
  CN: [
    'Shenzhen', 'Guangzhou', 'Yiwu', 'Ningbo', 'Foshan', 'Dongguan', 'Xiamen', 'Qingdao', 'Shanghai', 'Hangzhou',
    'Suzhou', 'Wenzhou', 'Tianjin', 'Wuxi', 'Quanzhou', 'Zhongshan', 'Jinhua', 'Jiangmen', 'Changzhou', 'Taizhou',
    'Shantou', 'Fuzhou', 'Chengdu', 'Zhengzhou',
  ],
  TH: ['Bangkok', 'Chonburi', 'Samut Prakan', 'Rayong', 'Chiang Mai', 'Nonthaburi', 'Ayutthaya', 'Pathum Thani', 'Samut Sakhon', 'Khon Kaen', 'Songkhla', 'Nakhon Ratchasima'],
  IN: ['Mumbai', 'New Delhi', 'Chennai', 'Bengaluru', 'Ahmedabad', 'Kolkata', 'Pune', 'Hyderabad', 'Surat', 'Tiruppur', 'Ludhiana', 'Jaipur', 'Coimbatore', 'Moradabad'],
  ID: ['Jakarta', 'Surabaya', 'Bandung', 'Semarang', 'Medan', 'Tangerang', 'Bekasi', 'Jepara', 'Yogyakarta', 'Makassar', 'Batam', 'Denpasar'],
  MY: ['Kuala Lumpur', 'Penang', 'Johor Bahru', 'Shah Alam', 'Klang', 'Ipoh', 'Petaling Jaya', 'Kuching', 'Kota Kinabalu', 'Malacca', 'Seremban'],
  TR: ['Istanbul', 'Izmir', 'Bursa', 'Ankara', 'Gaziantep', 'Kayseri', 'Denizli', 'Konya', 'Mersin', 'Kocaeli', 'Adana'],
  KR: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Suwon', 'Changwon', 'Ulsan', 'Gwangju'],
  JP: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Kobe', 'Fukuoka', 'Sapporo', 'Hamamatsu'],
  US: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Miami', 'Seattle', 'Atlanta', 'Dallas', 'San Francisco', 'Newark', 'Boston'],
  DE: ['Hamburg', 'Berlin', 'Munich', 'Frankfurt am Main', 'Cologne', 'Düsseldorf', 'Stuttgart', 'Bremen', 'Hanover', 'Leipzig'],
};

/** Street names per country code (prepend a house number when generating an address). */
export const streets: Record<string, string[]> = {
  VN: [
    'Nguyễn Văn Linh', 'Lê Lợi', 'Trần Hưng Đạo', 'Điện Biên Phủ', 'Võ Văn Kiệt', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Lý Thường Kiệt',
    'Cách Mạng Tháng Tám', 'Phạm Văn Đồng', 'Nguyễn Tất Thành', 'Lê Duẩn', 'Quang Trung', 'Trường Chinh', 'Hùng Vương',
    'Đại lộ Bình Dương', 'Xa lộ Hà Nội', 'Quốc lộ 13', 'Quốc lộ 1A', 'Nguyễn Văn Cừ', 'Phan Đăng Lưu', 'Kim Mã',
  ],
  CN: [
    'Renmin Road', 'Zhongshan Road', 'Jiefang Road', 'Jianshe Road', 'Binjiang Avenue', 'Keji Road', 'Chuangye Road', 'Huancheng Road',
    'Xinhua Road', 'Gongye Avenue', 'Changjiang Road', 'Huaihai Road', 'Futian Road', 'Nanshan Avenue', 'Chouzhou North Road',
    'Jinhu Road', 'Hongqi Road', 'Dongfeng Road',
  ],
  TH: ['Sukhumvit Road', 'Rama IV Road', 'Silom Road', 'Phahonyothin Road', 'Ratchadaphisek Road', 'Bangna-Trad Road', 'Sathorn Road', 'Charoen Krung Road', 'Rama IX Road', 'Phetchaburi Road'],
  IN: ['MG Road', 'Anna Salai', 'Linking Road', 'Park Street', 'SG Highway', 'Residency Road', 'Brigade Road', 'Ashram Road', 'Station Road', 'GIDC Estate Road', 'Nehru Place'],
  ID: ['Jalan Jenderal Sudirman', 'Jalan M.H. Thamrin', 'Jalan Gatot Subroto', 'Jalan Diponegoro', 'Jalan Ahmad Yani', 'Jalan Gajah Mada', 'Jalan Pemuda', 'Jalan Raya Bogor', 'Jalan Kartini', 'Jalan Asia Afrika'],
  MY: ['Jalan Ampang', 'Jalan Tun Razak', 'Jalan Bukit Bintang', 'Jalan Sultan Ismail', 'Jalan Klang Lama', 'Jalan Tebrau', 'Persiaran Kewajipan', 'Jalan Perusahaan', 'Lebuh Pantai', 'Jalan Penang'],
  TR: ['Atatürk Caddesi', 'İstiklal Caddesi', 'Cumhuriyet Caddesi', 'Bağdat Caddesi', 'Barbaros Bulvarı', 'Büyükdere Caddesi', 'Gazi Mustafa Kemal Bulvarı', 'Fevzi Çakmak Caddesi', 'İnönü Caddesi', 'Organize Sanayi Bölgesi'],
  KR: ['Teheran-ro', 'Sejong-daero', 'Gangnam-daero', 'Jong-ro', 'Haeundae-ro', 'Olympic-ro', 'Gukhoe-daero', 'Jungang-daero'],
  JP: ['Chuo-dori', 'Meiji-dori', 'Yasukuni-dori', 'Midosuji', 'Aoyama-dori', 'Sakura-dori', 'Showa-dori', 'Omotesando'],
  US: ['Main Street', 'Broadway', 'Market Street', 'Industrial Parkway', 'Commerce Drive', 'Harbor Boulevard', 'Lexington Avenue', 'Wilshire Boulevard', 'Peachtree Street', 'Michigan Avenue'],
  DE: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Hafenstraße', 'Königsallee', 'Friedrichstraße', 'Am Sandtorkai', 'Gewerbestraße', 'Schillerstraße', 'Lindenstraße'],
};

/**
 * Place and brand words companies of a country start their names with ("Siam Rice Co., Ltd",
 * "Ganges Spices Pvt. Ltd"); countries not listed use `companyNameParts.intl.prefixes`.
 */
export const companyPrefixesByCountry: Record<string, string[]> = {
  TH: ['Siam', 'Chao Phraya', 'Lanna', 'Andaman', 'Sukhothai', 'Ayutthaya', 'Golden Siam', 'Isan'],
  IN: ['Ganges', 'Deccan', 'Malabar', 'Kaveri', 'Coromandel', 'Himalaya', 'Vindhya', 'Saffron'],
  ID: ['Nusantara', 'Java', 'Borneo', 'Sumatra', 'Bali', 'Merapi', 'Garuda', 'Jepara'],
  MY: ['Malacca', 'Straits', 'Penang', 'Selangor', 'Kinabalu', 'Borneo'],
  TR: ['Anatolia', 'Bosphorus', 'Ege', 'Marmara', 'Kapadokya', 'Toros'],
  KR: ['Han River', 'Hanbit', 'Daehan', 'Seorak', 'Namsan', 'Busan'],
  TW: ['Formosa', 'Yushan', 'Taroko', 'Alishan', 'Tamsui'],
  JP: ['Sakura', 'Fuji', 'Kansai', 'Setouchi', 'Hokuto', 'Tokai'],
  PH: ['Luzon', 'Mindanao', 'Visayas', 'Manila Bay', 'Cebu'],
  BD: ['Padma', 'Meghna', 'Bengal', 'Jamuna'],
  PK: ['Indus', 'Punjab', 'Karakoram', 'Sialkot'],
  KH: ['Mekong', 'Angkor', 'Tonle', 'Phnom Penh'],
  SG: ['Lion City', 'Merlion', 'Straits', 'Raffles'],
  HK: ['Victoria Harbour', 'Kowloon', 'Pearl River', 'Lantau'],
  LK: ['Ceylon', 'Lanka', 'Kandy', 'Serendib'],
  MM: ['Irrawaddy', 'Golden Land', 'Shwe', 'Yangon'],
  LA: ['Mekong', 'Lane Xang', 'Champasak'],
  DE: ['Hanseatic', 'Rhein', 'Elbe', 'Bavaria', 'Nordsee', 'Schwarzwald'],
  AT: ['Alpine', 'Danube', 'Tirol'],
  CH: ['Alpine', 'Helvetia', 'Lemania'],
  IT: ['Adriatica', 'Toscana', 'Lombarda', 'Tirrena', 'Dolomiti'],
  US: ['Great Lakes', 'Pacific', 'Golden Gate', 'Liberty', 'Lone Star', 'Bay Area', 'Hudson'],
  CA: ['Maple', 'Great Lakes', 'Pacific', 'Laurentian'],
  GB: ['Thames', 'Albion', 'Pennine', 'Mersey', 'Cotswold', 'Highland'],
  IE: ['Liffey', 'Emerald', 'Shannon'],
  FR: ['Loire', 'Provence', 'Seine', 'Rhône', 'Atlantique'],
  ES: ['Iberia', 'Levante', 'Mediterránea', 'Cantábrica'],
  NL: ['Holland', 'Maas', 'Zeeland', 'Orange'],
  BE: ['Flanders', 'Scheldt', 'Ardennes'],
  PL: ['Vistula', 'Baltic', 'Mazovia'],
  SE: ['Nordic', 'Baltic', 'Göta'],
  DK: ['Nordic', 'Jutland', 'Øresund'],
  AU: ['Southern Cross', 'Coral Sea', 'Outback', 'Tasman'],
  NZ: ['Tasman', 'Southern Alps', 'Kiwi'],
  AE: ['Gulf', 'Emirates', 'Al Noor', 'Falcon'],
  SA: ['Al Noor', 'Arabian', 'Najd', 'Red Sea'],
  BR: ['Amazonia', 'Paraná', 'Atlântico', 'Cerrado'],
  MX: ['Azteca', 'Sierra Madre', 'Pacífico', 'Maya'],
  EG: ['Nile', 'Delta', 'Sinai', 'Pharaoh'],
  ZA: ['Cape', 'Drakensberg', 'Table Bay'],
  NG: ['Niger', 'Lagos', 'Benue'],
  RU: ['Volga', 'Baltic', 'Ural', 'Neva'],
  IL: ['Carmel', 'Negev', 'Galil'],
};

/** The province of each Chinese city in `cities.CN` (companies there are named after either). */
export const cnProvinceOfCity: Record<string, string> = {
  Shenzhen: 'Guangdong', Guangzhou: 'Guangdong', Foshan: 'Guangdong', Dongguan: 'Guangdong', Zhongshan: 'Guangdong', Jiangmen: 'Guangdong', Shantou: 'Guangdong',
  Yiwu: 'Zhejiang', Ningbo: 'Zhejiang', Hangzhou: 'Zhejiang', Wenzhou: 'Zhejiang', Jinhua: 'Zhejiang', Taizhou: 'Zhejiang',
  Xiamen: 'Fujian', Quanzhou: 'Fujian', Fuzhou: 'Fujian', Qingdao: 'Shandong', Shanghai: 'Shanghai', Suzhou: 'Jiangsu', Wuxi: 'Jiangsu',
  Changzhou: 'Jiangsu', Tianjin: 'Tianjin', Chengdu: 'Sichuan', Zhengzhou: 'Henan',
};

/** The export port nearest to a city, for the countries whose cities are listed. */
export function portNear(country: string, city: string | null): string | null {
  if (!city) return null;
  if (country === 'VN') {
    if (['Hà Nội', 'Hải Phòng', 'Bắc Ninh', 'Thái Nguyên', 'Hưng Yên', 'Nghệ An'].includes(city)) return 'Hai Phong';
    if (['Đà Nẵng', 'Quảng Nam', 'Bình Định', 'Khánh Hòa', 'Gia Lai', 'Đắk Lắk'].includes(city)) return city === 'Bình Định' ? 'Quy Nhon' : 'Da Nang';
    return 'Ho Chi Minh City';
  }
  if (country === 'CN') {
    const province = cnProvinceOfCity[city];
    return { Guangdong: 'Shenzhen', Zhejiang: 'Ningbo', Fujian: 'Xiamen', Shandong: 'Qingdao', Tianjin: 'Tianjin' }[province ?? ''] ?? 'Shanghai';
  }
  return null;
}
