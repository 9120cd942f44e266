/**
 * Seed data: option lists for company profiles — business types, annual
 * revenue bands and employee-count bands — each with a stable code (`name`)
 * and labels in English, Vietnamese and Simplified Chinese.
 */

export interface BusinessOption {
  /** Stable code stored in the database. */
  name: string;
  en: string;
  vi: string;
  zh: string;
}

export const businessTypes: BusinessOption[] = [
  { name: 'manufacturer', en: 'Manufacturer', vi: 'Nhà sản xuất', zh: '生产厂家' },
  { name: 'trading-company', en: 'Trading Company', vi: 'Công ty thương mại', zh: '贸易公司' },
  { name: 'distributor-wholesaler', en: 'Distributor / Wholesaler', vi: 'Nhà phân phối / Bán buôn', zh: '经销商 / 批发商' },
  { name: 'buying-office', en: 'Buying Office', vi: 'Văn phòng thu mua', zh: '采购办事处' },
  { name: 'agent', en: 'Agent', vi: 'Đại lý', zh: '代理商' },
  { name: 'retailer', en: 'Retailer', vi: 'Nhà bán lẻ', zh: '零售商' },
  { name: 'service-provider', en: 'Service Provider', vi: 'Nhà cung cấp dịch vụ', zh: '服务提供商' },
  { name: 'farm-cooperative', en: 'Farm / Cooperative', vi: 'Trang trại / Hợp tác xã', zh: '农场 / 合作社' },
  { name: 'government-ngo', en: 'Government / NGO', vi: 'Cơ quan nhà nước / Tổ chức phi chính phủ', zh: '政府机构 / 非政府组织' },
  { name: 'other', en: 'Other', vi: 'Khác', zh: '其他' },
];

export const annualRevenueOptions: BusinessOption[] = [
  { name: 'below-1m', en: 'Below US$1 Million', vi: 'Dưới 1 triệu USD', zh: '100万美元以下' },
  { name: '1m-2.5m', en: 'US$1 Million - US$2.5 Million', vi: '1 - 2,5 triệu USD', zh: '100万 - 250万美元' },
  { name: '2.5m-5m', en: 'US$2.5 Million - US$5 Million', vi: '2,5 - 5 triệu USD', zh: '250万 - 500万美元' },
  { name: '5m-10m', en: 'US$5 Million - US$10 Million', vi: '5 - 10 triệu USD', zh: '500万 - 1000万美元' },
  { name: '10m-50m', en: 'US$10 Million - US$50 Million', vi: '10 - 50 triệu USD', zh: '1000万 - 5000万美元' },
  { name: '50m-100m', en: 'US$50 Million - US$100 Million', vi: '50 - 100 triệu USD', zh: '5000万 - 1亿美元' },
  { name: 'above-100m', en: 'Above US$100 Million', vi: 'Trên 100 triệu USD', zh: '1亿美元以上' },
];

export const numEmployeesOptions: BusinessOption[] = [
  { name: '1-10', en: '1 - 10 employees', vi: '1 - 10 nhân viên', zh: '1 - 10人' },
  { name: '11-50', en: '11 - 50 employees', vi: '11 - 50 nhân viên', zh: '11 - 50人' },
  { name: '51-200', en: '51 - 200 employees', vi: '51 - 200 nhân viên', zh: '51 - 200人' },
  { name: '201-500', en: '201 - 500 employees', vi: '201 - 500 nhân viên', zh: '201 - 500人' },
  { name: '501-1000', en: '501 - 1,000 employees', vi: '501 - 1.000 nhân viên', zh: '501 - 1000人' },
  { name: '1001-5000', en: '1,001 - 5,000 employees', vi: '1.001 - 5.000 nhân viên', zh: '1001 - 5000人' },
  { name: '5000+', en: 'More than 5,000 employees', vi: 'Trên 5.000 nhân viên', zh: '5000人以上' },
];
