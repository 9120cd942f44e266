import type { AgentToolInput, AgentToolOutput, SourcingPlanLine } from '@tradelink/shared/agent/tools';
import type { ProductCard, SupplierCard } from '@tradelink/shared/catalog/search';
import { agentText } from '../agent-text.ts';
import { mostCommonCategory, draftRfq } from './buyer-tools.ts';
import { searchProducts, searchSuppliers } from './catalog-tools.ts';
import type { ToolContext } from './context.ts';
import { unitCodeOf } from './units.ts';

// A need with several parts becomes a sourcing plan: per item, the closest listings and suppliers,
// the price range those listings give, and a draft RFQ the buyer can post for that item.

export async function sourcingPlan(ctx: ToolContext, input: AgentToolInput<'sourcing_plan'>): Promise<AgentToolOutput<'sourcing_plan'>> {
  const destination = input.destination_country?.toUpperCase() ?? null;
  const lines: SourcingPlanLine[] = [];
  // One item after another: a plan's few searches need not compete with other users' for the pool.
  for (const entry of input.items) {
    const keyword = (entry.keyword?.trim() || entry.item).slice(0, 100);
    const filters = { countries: input.countries, min_verification_level: input.min_verification_level };
    const [products, suppliers] = await Promise.all([
      searchProducts(ctx, { keyword, limit: 3, ...filters }),
      searchSuppliers(ctx, { keyword, limit: 3, ...filters }),
    ]);
    const uom = unitCodeOf(entry.uom) ?? products.price_range?.uom ?? undefined;
    const draft = await draftRfq(
      ctx,
      { product_name: entry.item.length >= 3 ? entry.item : keyword, quantity: entry.quantity, uom, destination_country: destination ?? undefined },
      { category: mostCommonCategory(products.items.map((p) => p.category)), reason: agentText(ctx.lang, 'reason.plan_line', { item: entry.item }) },
    );
    lines.push({
      item: entry.item,
      keyword,
      quantity: entry.quantity ?? null,
      uom: uom ?? null,
      products: products.items as ProductCard[],
      suppliers: suppliers.items as SupplierCard[],
      price_range: products.price_range,
      draft_rfq: draft,
      search_url: products.search_url,
    });
  }
  return { need: input.need, destination_country: destination, lines };
}
