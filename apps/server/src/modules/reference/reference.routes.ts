import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUnitCode, unitLabel } from '@tradelink/shared/reference/units';
import * as repo from './reference.repository.ts';
import { attributeFieldsFor, categoryIndex, localized, monthlyCovers, ownCategoryImage, referenceAnswers, searchCategories, taxonomy } from './reference.service.ts';
import { imageUrl } from '@tradelink/shared/media/images';

const SITEMAP_PAGE_SIZE = 5000;

export default async function referenceRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  // Every GET here answers the same for all callers in one language: kept serialized, sent with an ETag.
  const cached = { cache: referenceAnswers(db) };
  const option = (kind: string) => async (lang: Parameters<typeof localized>[1]) =>
    (await repo.listOptions(db, kind)).map((o) => ({ name: o.code, label: localized(o, lang), value: o.code }));

  // Units are named from the shared table (the one spelling the pages use too), whatever labels an
  // older database was seeded with; a unit only the database knows keeps its stored label.
  defineCall(app, 'get_uom', 'public', async ({ request }) =>
    (await option('uom')(request.lang)).map((o) => (isUnitCode(o.name) ? { ...o, label: unitLabel(o.name, request.lang) } : o)),
    cached,
  );
  defineCall(app, 'get_business_types_select', 'public', async ({ request }) => option('business_type')(request.lang), cached);
  defineCall(app, 'get_annual_revenue_select', 'public', async ({ request }) => option('annual_revenue')(request.lang), cached);
  defineCall(app, 'get_num_employees_select', 'public', async ({ request }) => option('num_employees')(request.lang), cached);

  defineCall(app, 'get_countries', 'public', async ({ request }) =>
    (await repo.listCountries(db)).map((c) => ({
      name: c.code,
      country_name: localized(c, request.lang),
      code: c.code,
      custom_calling_code: c.callingCode,
    })),
    cached,
  );

  defineCall(app, 'get_currencies', 'public', async ({ request }) =>
    (await repo.listCurrencies(db)).map((c) => ({ name: c.code, label: `${c.code} — ${localized(c, request.lang)}`, symbol: c.symbol })),
    cached,
  );

  defineCall(app, 'get_variates', 'public', async ({ request }) => {
    const lang = request.lang;
    const [countries, index, businessTypes, stat, covers] = await Promise.all([
      repo.listCountries(db),
      categoryIndex(db),
      repo.listOptions(db, 'business_type'),
      repo.platformStats(db),
      monthlyCovers(db),
    ]);
    const ref = (c: (typeof index.rows)[number]) => ({ name: String(c.id), category_name: localized(c, lang) });
    return {
      country: countries
        .map((c) => ({ name: c.code, country_name: localized(c, lang), code: c.code, custom_calling_code: c.callingCode }))
        .sort((a, b) => a.country_name.localeCompare(b.country_name, lang)),
      popular_cate: index.rows.filter((c) => c.isPopular).map(ref),
      all_cates: index.rows.filter((c) => c.level === 1).map(ref),
      monthly_cate: index.rows
        .filter((c) => c.monthlyRank !== null)
        .sort((a, b) => a.monthlyRank! - b.monthlyRank!)
        // The category's own picture, else the cover photo of its newest approved product (the page
        // draws a category-specific tile when neither exists).
        .map((c) => ({ ...ref(c), image: ownCategoryImage(c) ?? (covers.has(c.id) ? imageUrl(covers.get(c.id), 'thumb') : null) })),
      stat,
      business_type: businessTypes.map((b) => ({ name: b.code, business_type_name: localized(b, lang) })),
    };
  }, cached);

  defineCall(app, 'get_product_attribute_fields', 'public', async ({ input, request }) => {
    const chosen = await attributeFieldsFor(db, input.category_id ? Number(input.category_id) : null);
    if (!chosen) throw new AppError('NOT_FOUND', { field: 'category_id' });
    return chosen.map((f) => ({
      fieldname: f.fieldname,
      label: localized(f, request.lang),
      fieldtype: f.fieldtype as 'Data' | 'Select' | 'Int' | 'Float',
      options: f.options,
      reqd: f.required ? (1 as const) : (0 as const),
    }));
  }, cached);

  defineCall(app, 'get_sitemap', 'public', async ({ input }) => {
    const { rows, total } = await repo.sitemapPage(db, input.page, SITEMAP_PAGE_SIZE);
    const base = app.deps.env.appUrl;
    return {
      data: rows.map((r) => ({
        loc: `${base}/${r.kind}/${r.id}`,
        lastmod: r.lastmod ? new Date(r.lastmod).toISOString() : null,
        kind: r.kind,
      })),
      total,
      page: input.page,
      page_size: SITEMAP_PAGE_SIZE,
    };
  }, cached);

  defineCall(app, 'search_product_category', 'public', async ({ input, request }) => searchCategories(db, request.lang, input.kw));
  defineCall(app, 'search_product_category_v2', 'public', async ({ input, request }) => {
    const within = input.category_id ? Number(input.category_id) : undefined;
    if (within !== undefined && !Number.isInteger(within)) throw new AppError('NOT_FOUND', { field: 'category_id' });
    return searchCategories(db, request.lang, input.kw, within);
  });
  // The home page and every category listing read it: cached like the other reference answers.
  defineCall(app, 'get_category_taxonomy', 'public', async ({ request }) => taxonomy(db, request.lang), cached);
}
