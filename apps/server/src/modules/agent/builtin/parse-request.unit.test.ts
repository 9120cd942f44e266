import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.ts';

// The built-in assistant's rules, on requests as buyers and suppliers write them in en, vi and zh.

describe('quantity and unit', () => {
  it.each([
    ['500 kg roasted coffee beans', 500, 'kg'],
    ['I need 2,000 t-shirts', 2000, 'piece'],
    ['1.5 tons of rice', 1.5, 'ton'],
    ['3 containers of cement', 3, 'container-20ft'],
    ['Tôi cần 500 kg cà phê rang', 500, 'kg'],
    ['cần 1.500 cái áo thun', 1500, 'piece'],
    ['mua 2 tấn gạo', 2, 'ton'],
    ['我需要500公斤咖啡豆', 500, 'kg'],
    ['采购1万件T恤', 10000, 'piece'],
    ['需要3吨大米', 3, 'ton'],
  ])('%s → %d %s', (text, quantity, unit) => {
    const parsed = parseRequest(text, 'buyer');
    expect(parsed.quantity).toBe(quantity);
    expect(parsed.unit).toBe(unit);
  });

  it('does not read a verification level or a delay as a quantity', () => {
    expect(parseRequest('coffee from level 3 suppliers', 'buyer').quantity).toBeUndefined();
    expect(parseRequest('coffee delivered within 30 days', 'buyer').quantity).toBeUndefined();
  });
});

describe('price', () => {
  it.each([
    ['roasted coffee under $6/kg', { max: 6, currency: 'USD', unit: 'kg' }],
    ['t-shirts below 3.5 USD', { max: 3.5, currency: 'USD' }],
    ['chairs between $20 and $45', { min: 20, max: 45, currency: 'USD' }],
    ['cups at least 2 EUR', { min: 2, currency: 'EUR' }],
    ['cà phê dưới 6 đô/kg', { max: 6, currency: 'USD', unit: 'kg' }],
    ['áo thun từ 2 đến 5 USD', { min: 2, max: 5, currency: 'USD' }],
    ['咖啡豆 低于6美元每公斤', { max: 6, currency: 'USD', unit: 'kg' }],
    ['椅子 20到45美元', { min: 20, max: 45, currency: 'USD' }],
    ['T恤 3美元以下', { max: 3, currency: 'USD' }],
  ])('%s', (text, price) => {
    expect(parseRequest(text, 'buyer').price).toEqual(expect.objectContaining(price));
  });

  it('keeps a price apart from the quantity', () => {
    const parsed = parseRequest('500 kg roasted coffee under $6/kg', 'buyer');
    expect(parsed).toMatchObject({ quantity: 500, unit: 'kg', price: { max: 6, currency: 'USD' } });
  });
});

describe('countries', () => {
  it.each([
    ['coffee beans from Vietnam', ['VN'], undefined],
    ['cashew nuts from Viet Nam shipped to Germany', ['VN'], 'DE'],
    ['Chinese suppliers of LED lamps', ['CN'], undefined],
    ['cà phê từ Việt Nam giao đến Đức', ['VN'], 'DE'],
    ['đèn LED từ Trung Quốc', ['CN'], undefined],
    ['越南的咖啡豆，运往德国', ['VN'], 'DE'],
    ['来自中国的LED灯', ['CN'], undefined],
  ])('%s', (text, origins, destination) => {
    const parsed = parseRequest(text, 'buyer');
    expect(parsed.countries).toEqual(origins);
    expect(parsed.destination).toBe(destination);
  });

  it('does not read common words as countries', () => {
    expect(parseRequest('show my requests', 'buyer').countries).toEqual([]);
    expect(parseRequest('coffee for my shop', 'buyer').countries).toEqual([]);
    expect(parseRequest('hàng từ Mỹ', 'buyer').countries).toEqual(['US']);
  });
});

describe('incoterm and verification', () => {
  it.each([
    ['coffee FOB Ho Chi Minh', 'FOB'],
    ['rice cif Hamburg', 'CIF'],
    ['chairs ex works', 'EXW'],
    ['gạo điều kiện FOB', 'FOB'],
    ['大米 CIF 价格', 'CIF'],
  ])('%s → %s', (text, incoterm) => {
    expect(parseRequest(text, 'buyer').incoterm).toBe(incoterm);
  });

  it.each([
    ['verified coffee suppliers', 2],
    ['coffee suppliers level 3', 3],
    ['suppliers with verified business documents', 3],
    ['nhà cung cấp đã xác minh', 2],
    ['nhà cung cấp cấp 4', 4],
    ['已认证的供应商', 2],
    ['3级认证供应商', 3],
  ])('%s → level %d', (text, level) => {
    expect(parseRequest(text, 'buyer').minLevel).toBe(level);
  });
});

describe('keyword and intent', () => {
  it('keeps the product words only', () => {
    expect(parseRequest('I need 500 kg of roasted coffee beans from Vietnam under $6/kg, FOB, verified suppliers', 'buyer').keyword).toBe('roasted coffee beans');
    expect(parseRequest('Tôi cần 500 kg cà phê rang từ Việt Nam', 'buyer').keyword).toBe('cà phê rang');
    expect(parseRequest('我需要500公斤越南的烘焙咖啡豆', 'buyer').keyword).toBe('烘焙咖啡豆');
  });

  it.each([
    ['Compare the quotations on my RFQ 12', 'buyer', 'compare_quotations'],
    ['so sánh báo giá', 'buyer', 'compare_quotations'],
    ['比较我的询价收到的报价', 'buyer', 'compare_quotations'],
    ['show my requests', 'buyer', 'list_rfqs'],
    ['Draft an RFQ for 2,000 cotton t-shirts', 'buyer', 'draft_rfq'],
    ['soạn yêu cầu báo giá cho 2 tấn gạo', 'buyer', 'draft_rfq'],
    ['find coffee suppliers in Vietnam', 'buyer', 'suppliers'],
    ['Find buying leads for my products', 'supplier', 'find_leads'],
    ['tìm khách hàng cho sản phẩm của tôi', 'supplier', 'find_leads'],
    ['Draft a quotation for request 12', 'supplier', 'draft_quotation'],
    ['帮我起草询价12的报价', 'supplier', 'draft_quotation'],
    ['stainless steel pipes', 'buyer', 'search'],
  ])('%s (%s) → %s', (text, side, intent) => {
    expect(parseRequest(text, side as 'buyer' | 'supplier').intent).toBe(intent);
  });

  it('reads the request number', () => {
    expect(parseRequest('Draft a quotation for request 12', 'supplier').rfqId).toBe(12);
    expect(parseRequest('compare quotations on RFQ #34', 'buyer').rfqId).toBe(34);
  });
});

describe('sourcing plans', () => {
  it.each([
    ['I want to open a coffee shop in Hanoi', 'VN'],
    ['Mở quán cà phê ở Hà Nội', 'VN'],
    ['在河内开一家咖啡店', 'VN'],
  ])('%s → the coffee shop plan, in Vietnam', (text, destination) => {
    const parsed = parseRequest(text, 'buyer');
    expect(parsed.intent).toBe('plan');
    expect(parsed.plan?.templateId).toBe('coffee_shop');
    expect(parsed.plan?.items.map((i) => i.labelId)).toEqual(['coffee_beans', 'coffee_grinder', 'tableware', 'dining_chairs', 'dining_tables', 'packaging']);
    expect(parsed.destination).toBe(destination);
  });

  it('splits a list of items into plan lines', () => {
    expect(parseRequest('I need cups, chairs and tables', 'buyer').plan?.items.map((i) => i.keyword)).toEqual(['cups', 'chairs', 'tables']);
    expect(parseRequest('cần ly, ghế và bàn', 'buyer').plan?.items.map((i) => i.keyword)).toEqual(['ly', 'ghế', 'bàn']);
    expect(parseRequest('需要杯子、椅子和桌子', 'buyer').plan?.items.map((i) => i.keyword)).toEqual(['杯子', '椅子', '桌子']);
  });

  it('keeps a single need a search, and never plans for a supplier', () => {
    expect(parseRequest('roasted coffee beans', 'buyer').plan).toBeUndefined();
    expect(parseRequest('open a coffee shop', 'supplier').intent).toBe('find_leads');
  });
});

// The prompts the page suggests (apps/web/app/locales/*/agent.json `prompts`), as each side sends them.
describe('the suggested prompts', () => {
  it.each([
    ['500 kg roasted coffee beans from Vietnam under $6/kg, FOB, verified suppliers', 'buyer', { intent: 'suppliers', keyword: 'roasted coffee beans', quantity: 500, unit: 'kg', countries: ['VN'], incoterm: 'FOB', minLevel: 2 }],
    ['500 kg cà phê rang xay từ Việt Nam dưới 6 USD/kg, FOB, nhà cung cấp đã xác minh', 'buyer', { intent: 'suppliers', keyword: 'cà phê rang xay', quantity: 500, unit: 'kg', countries: ['VN'], incoterm: 'FOB', minLevel: 2 }],
    ['从越南采购 500 公斤烘焙咖啡豆，每公斤 6 美元以下，FOB，认证供应商', 'buyer', { intent: 'suppliers', keyword: '烘焙咖啡豆', quantity: 500, unit: 'kg', price: { max: 6, currency: 'USD', unit: 'kg' }, countries: ['VN'], incoterm: 'FOB', minLevel: 2 }],
    ['Open a coffee shop in Hanoi', 'buyer', { intent: 'plan', destination: 'VN' }],
    ['Mở quán cà phê ở Hà Nội', 'buyer', { intent: 'plan', destination: 'VN' }],
    ['在河内开一家咖啡店', 'buyer', { intent: 'plan', destination: 'VN' }],
    ['Draft an RFQ for 2,000 cotton t-shirts, CIF, to Germany', 'buyer', { intent: 'draft_rfq', keyword: 'cotton t-shirts', quantity: 2000, unit: 'piece', destination: 'DE', incoterm: 'CIF' }],
    ['Soạn yêu cầu báo giá cho 2.000 áo thun cotton, CIF, giao tới Đức', 'buyer', { intent: 'draft_rfq', keyword: 'áo thun cotton', quantity: 2000, unit: 'piece', destination: 'DE', incoterm: 'CIF' }],
    ['为 2,000 件纯棉 T 恤起草询价单，CIF，发往德国', 'buyer', { intent: 'draft_rfq', keyword: '纯棉 t 恤', quantity: 2000, unit: 'piece', destination: 'DE', incoterm: 'CIF' }],
    ['Compare the quotations on my RFQ', 'buyer', { intent: 'compare_quotations', keyword: '' }],
    ['So sánh các báo giá cho yêu cầu của tôi', 'buyer', { intent: 'compare_quotations', keyword: '' }],
    ['比较我的询价单收到的报价', 'buyer', { intent: 'compare_quotations', keyword: '' }],
    ['Compare the quotations on request 12', 'buyer', { intent: 'compare_quotations', rfqId: 12, quantity: undefined }],
    ['So sánh các báo giá cho yêu cầu 12', 'buyer', { intent: 'compare_quotations', rfqId: 12, quantity: undefined }],
    ['比较采购需求 12 收到的报价', 'buyer', { intent: 'compare_quotations', rfqId: 12, quantity: undefined, keyword: '' }],
    ['Find buying leads for my products', 'supplier', { intent: 'find_leads', keyword: '' }],
    ['Tìm yêu cầu mua hàng cho sản phẩm của tôi', 'supplier', { intent: 'find_leads', keyword: '' }],
    ['为我的产品查找采购需求', 'supplier', { intent: 'find_leads', keyword: '' }],
    ['Draft a quotation for my best lead', 'supplier', { intent: 'draft_quotation', keyword: '' }],
    ['Soạn báo giá cho yêu cầu mua hàng hợp nhất với tôi', 'supplier', { intent: 'draft_quotation', keyword: '' }],
    ['为最适合我的采购需求起草报价', 'supplier', { intent: 'draft_quotation', keyword: '' }],
    ['Find packaging suppliers in Vietnam', 'supplier', { intent: 'suppliers', keyword: 'packaging', countries: ['VN'] }],
    ['Tìm nhà cung cấp bao bì ở Việt Nam', 'supplier', { intent: 'suppliers', keyword: 'bao bì', countries: ['VN'] }],
    ['查找越南的包装供应商', 'supplier', { intent: 'suppliers', keyword: '包装', countries: ['VN'] }],
    ['Draft a quotation for request 12', 'supplier', { intent: 'draft_quotation', rfqId: 12, keyword: '' }],
    ['Soạn báo giá cho yêu cầu 12', 'supplier', { intent: 'draft_quotation', rfqId: 12, keyword: '' }],
    ['为采购需求 12 起草报价', 'supplier', { intent: 'draft_quotation', rfqId: 12, quantity: undefined, keyword: '' }],
  ])('%s (%s)', (text, side, expected) => {
    expect(parseRequest(text, side as 'buyer' | 'supplier')).toMatchObject(expected);
  });
});

describe('words inside other words', () => {
  it('reads a verification level only as a level, never from a number', () => {
    expect(parseRequest('stainless steel 304 pipes', 'buyer').minLevel).toBeUndefined();
    expect(parseRequest('bottle cap 2000 pcs', 'buyer')).toMatchObject({ minLevel: undefined, quantity: 2000, keyword: 'bottle cap' });
    expect(parseRequest('bottle l2 caps', 'buyer').minLevel).toBeUndefined();
    expect(parseRequest('suppliers level 3', 'buyer').minLevel).toBe(3);
  });

  it('reads prepositions as whole words, and the short Vietnamese country names only in Vietnamese', () => {
    expect(parseRequest('deliver to my warehouse', 'buyer').destination).toBeUndefined();
    expect(parseRequest('coffee to my shop', 'buyer').destination).toBeUndefined();
    expect(parseRequest('cà phê giao đến Mỹ', 'buyer').destination).toBe('US');
    expect(parseRequest('hàng từ Mỹ', 'buyer').countries).toEqual(['US']);
  });

  it('reads price words as whole words', () => {
    expect(parseRequest('phone cover 5 usd', 'buyer')).toMatchObject({ keyword: 'phone cover', price: { max: 5, currency: 'USD' } });
    expect(parseRequest('cups over 5 usd', 'buyer').price).toEqual(expect.objectContaining({ min: 5 }));
  });

  it('takes a greeting as help only when nothing else was asked', () => {
    expect(parseRequest('Hi, I need 500 kg coffee', 'buyer')).toMatchObject({ intent: 'search', keyword: 'coffee', quantity: 500, unit: 'kg' });
    expect(parseRequest('hello', 'buyer').intent).toBe('help');
    expect(parseRequest('你好', 'buyer').intent).toBe('help');
    expect(parseRequest('你好，我需要咖啡豆', 'buyer')).toMatchObject({ intent: 'search', keyword: '咖啡豆' });
  });
});
