import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, seedDemoForTest, type TestApp } from './helper.ts';
import { visitPage } from '../src/modules/catalog/guest-limit.service.ts';
import { asWritten, completionOf } from '../src/modules/catalog/suggest.service.ts';
import { correctedKeyword } from '../src/modules/catalog/search.service.ts';

// Finding things (issue 20): suggestions while typing, corrected keywords, the price and order
// quantity filters, and guests reopening the limited pages they already saw.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoForTest(t.database.db, { suppliers: 40, buyers: 30, products: 1200, rfqs: 150 });
  // Seeding takes a while on a busy machine.
}, 180_000);
afterAll(() => t.close());

const get = (name: string, query: Record<string, string>, lang = 'en', cookie?: string) => call(t.app, 'GET', name, { query, lang, ...(cookie ? { headers: { cookie } } : {}) });
const search = async (query: Record<string, string>) => {
  const res = await get('catalog.search', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message;
};
const suggestions = async (keyword: string, tab?: string): Promise<string[]> => {
  const res = await get('catalog.suggest', { keyword, ...(tab ? { tab } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data.suggestions;
};

describe('catalog.suggest', () => {
  it('completes the last word with words that find products, keeping what was typed before it', async () => {
    const list = await suggestions('Stainless st');
    expect(list.length).toBeGreaterThan(0);
    expect(list).toContain('Stainless steel');
    for (const keyword of list) {
      expect(keyword.startsWith('Stainless ')).toBe(true);
      expect((await search({ keyword, exact: '1' })).total, keyword).toBeGreaterThan(0);
    }
  });

  it('offers the near spelling of a mistyped word, and nothing for one letter or gibberish', async () => {
    expect(await suggestions('stainlss')).toContain('stainless');
    expect(await suggestions('s')).toEqual([]);
    expect(await suggestions('qqqzzzxx')).toEqual([]);
  });

  it('completes Chinese by its next character', async () => {
    const list = await suggestions('不锈');
    expect(list.length).toBeGreaterThan(0);
    for (const keyword of list) expect(keyword.startsWith('不锈')).toBe(true);
  });

  it('suggests for the tab typed on: RFQ words on the sourcing requests tab', async () => {
    // A request whose first word is longer than what is typed, so there is a word to complete.
    const requests: Array<{ product_name: string }> = (await search({ tab: 'rfqs', page_size: '50' })).data;
    const long = requests.map((r) => r.product_name.split(/\s+/)[0]!.toLowerCase()).find((w) => /^[a-z]{6,}$/.test(w));
    expect(long).toBeDefined();
    const word = long!.slice(0, 4);
    const list = await suggestions(word, 'rfqs');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((k) => k.startsWith(word))).toBe(true);
    for (const keyword of list) expect((await search({ tab: 'rfqs', keyword, exact: '1' })).total, keyword).toBeGreaterThan(0);
  });

  it('refuses an empty or overlong keyword with a translated error', async () => {
    const empty = await get('catalog.suggest', { keyword: ' ' }, 'vi');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('keyword');
    expect((await get('catalog.suggest', { keyword: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('shows a completion as titles write it, accents included', async () => {
    const list = await suggestions('cà ph');
    expect(list).toContain('cà phê');
    expect(asWritten('phe', 'Cà Phê Robusta')).toBe('phê');
    expect(asWritten('phe', null)).toBe('phe');
  });

  it('splits what is typed into the kept text and the word being completed', () => {
    expect(completionOf('ghế tr')).toMatchObject({ head: 'ghế ', prefix: 'tr', before: ['ghe'] });
    expect(completionOf('不锈钢')).toMatchObject({ head: '不锈钢', prefix: '钢', before: ['不锈', '锈钢'], han: true });
    expect(completionOf('a')).toBeNull();
  });
});

describe('catalog.search — corrected keywords', () => {
  it('names the keyword it searched when the words as typed found nothing', async () => {
    const res = await search({ keyword: 'stainlss steel' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.corrected).toBe('stainless steel');
    // The words as typed, on request: nothing, and nothing corrected.
    const exact = await search({ keyword: 'stainlss steel', exact: '1' });
    expect(exact).toMatchObject({ total: 0, corrected: null });
    // Words that match as typed are not "corrected".
    expect((await search({ keyword: 'stainless steel' })).corrected).toBeNull();
  });

  it('keeps the other words as typed, accents and Chinese included', () => {
    const words = [
      { word: 'ca', matches: ['ca'], spellings: [] },
      { word: 'phee', matches: [], spellings: ['phe'] },
    ];
    expect(correctedKeyword('Cà  phee', words)).toBe('Cà phe');
    expect(correctedKeyword('不锈钢 phee', [{ word: 'phee', matches: [], spellings: ['phe'] }])).toBe('不锈钢 phe');
    expect(correctedKeyword('cà phê', [{ word: 'ca', matches: ['ca'], spellings: ['co'] }])).toBeNull();
  });
});

describe('catalog.search — price and order quantity', () => {
  const prices = (items: Array<{ price_min: number | null; price_max: number | null; currency: string; moq: number | null }>) => items;

  it('keeps products whose price range reaches into the filter, in US dollars', async () => {
    const res = await search({ price_min: '10', price_max: '50', page_size: '50' });
    expect(res.total).toBeGreaterThan(0);
    for (const p of prices(res.data)) {
      expect(p.currency).toBe('USD');
      expect(p.price_min!).toBeLessThanOrEqual(50);
      expect(p.price_max ?? p.price_min!).toBeGreaterThanOrEqual(10);
    }
    const all = await search({ page_size: '1' });
    expect(res.total).toBeLessThan(all.total);
  });

  it('keeps products that can be ordered at a quantity (MOQ at most it)', async () => {
    const res = await search({ moq: '100', page_size: '50' });
    expect(res.total).toBeGreaterThan(0);
    for (const p of prices(res.data)) expect(p.moq!).toBeLessThanOrEqual(100);
  });

  it('refuses a bad amount or a reversed range with a translated error naming the field, and changes nothing', async () => {
    const reversed = await get('catalog.search', { price_min: '50', price_max: '10' }, 'vi');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'price_max' });
    const bads: Array<Record<string, string>> = [{ price_min: 'abc' }, { moq: '-3' }, { price_max: '1.234' }, { price_min: '0' }, { moq: '1e9' }];
    for (const bad of bads) {
      const res = await get('catalog.search', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().field).toBe(Object.keys(bad)[0]);
    }
  });

  it('answers the chosen category by name, even when nothing is left to show it', async () => {
    const [first] = (await search({ keyword: 'coffee', page_size: '1' })).facets.categories;
    const none = await search({ keyword: 'coffee', category_id: first.value, price_max: '0.01' });
    expect(none.total).toBe(0);
    expect(none.category).toEqual({ id: Number(first.value), name: first.label });
  });
});

describe('the guest page limit — pages already seen', () => {
  const rfqIds = async () =>
    ((await t.database.db.execute(sql`SELECT id FROM rfqs WHERE status = 1 ORDER BY id LIMIT 8`)) as unknown as { rows: Array<{ id: number }> }).rows.map((r) => String(r.id));

  it('reopens a page seen in the window without counting it, and still refuses a new one', async () => {
    const ids = await rfqIds();
    const cookie = 'tl_gid=guest-dddddddddddddddd; tz=Asia/Ho_Chi_Minh';
    const open = async (id: string) => (await get('rfq.get', { id }, 'en', cookie)).statusCode;
    for (const id of ids.slice(0, 5)) expect(await open(id)).toBe(200);
    // Going back to pages already read: allowed, however often.
    for (const id of [ids[0]!, ids[4]!, ids[0]!]) expect(await open(id)).toBe(200);
    expect(await open(ids[5]!)).toBe(429);
    expect(await open(ids[2]!)).toBe(200);
    const row = (await t.database.db.execute(sql`SELECT count, seen_pages FROM guest_page_views WHERE guest_id = 'guest-dddddddddddddddd' AND page_type = 'rfq'`)) as unknown as {
      rows: Array<{ count: number; seen_pages: string[] }>;
    };
    expect(row.rows[0]!.count).toBe(5);
    expect([...row.rows[0]!.seen_pages].sort()).toEqual(ids.slice(0, 5).sort());
  });

  it('forgets the pages seen when a new window starts', () => {
    const at = new Date('2026-03-01T01:00:00Z');
    const full = { count: 5, windowStart: new Date('2026-03-01T00:00:00Z'), blockedAttempt: false, seenPages: ['1', '2', '3', '4', '5'] };
    expect(visitPage(full, '3', at, 'UTC')).toMatchObject({ allowed: true, changed: false });
    expect(visitPage(full, '6', at, 'UTC')).toMatchObject({ allowed: false, next: { blockedAttempt: true, seenPages: full.seenPages } });
    const later = visitPage(full, '6', new Date('2026-03-01T03:30:00Z'), 'UTC');
    expect(later).toMatchObject({ allowed: true, next: { count: 1, seenPages: ['6'] } });
  });
});
