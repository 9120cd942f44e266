import type { FastifyInstance } from 'fastify';
import { SITEMAP_MAX_PAGE } from '@tradelink/shared/reference/reference';
import { wholeNumber } from '@tradelink/shared/validation/ids';
import { sitemapPage } from '../modules/reference/reference.repository.ts';

const PAGE_SIZE = 5000;
const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * /robots.txt and /sitemap.xml. The sitemap is an index of pages of 5,000 URLs (`/sitemap-N.xml`),
 * read from the same source as `get_sitemap`, so large catalogs stay within the protocol's limits.
 */
export async function registerSeoFiles(app: FastifyInstance) {
  const base = app.deps.env.appUrl;
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain').header('Cache-Control', 'public, max-age=86400');
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /user/', 'Disallow: /business/', 'Disallow: /onboarding', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const { total } = await sitemapPage(app.deps.db, 1, 1);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600');
    const items = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${base}/sitemap-${i + 1}.xml</loc></sitemap>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
  });
  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', async (request, reply) => {
    // A page number no sitemap reaches is not found (and would overflow OFFSET if it were asked).
    const parsed = wholeNumber(1, SITEMAP_MAX_PAGE).safeParse(request.params.page);
    if (!parsed.success) return reply.status(404).send();
    const page = parsed.data;
    const { rows } = await sitemapPage(app.deps.db, page, PAGE_SIZE);
    if (!rows.length && page > 1) return reply.status(404).send();
    const home = page === 1 ? `<url><loc>${base}/</loc><changefreq>daily</changefreq></url>` : '';
    const urls = rows
      .map((r) => `<url><loc>${xml(`${base}/${r.kind}/${r.id}`)}</loc>${r.lastmod ? `<lastmod>${new Date(r.lastmod).toISOString()}</lastmod>` : ''}</url>`)
      .join('');
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${home}${urls}</urlset>`;
  });
}
