import crypto from 'node:crypto';
import type { AgentToolInput, AgentToolName, AgentToolOutput } from '@tradelink/shared/agent/tools';
import { formatQuantity } from '@tradelink/shared/reference/units';
import { agentText, formatMoney, listOf } from '../agent-text.ts';
import { emitText, estimateTokens, type ResponderInput, type ResponderResult } from '../responder.ts';
import type { ToolContext } from '../tools/context.ts';
import { fieldLabels } from '../tools/buyer-tools.ts';
import { runTool, toolErrorText } from '../tools/registry.ts';
import { countryList, localized } from '../../reference/reference.service.ts';
import { parseRequest, type ParsedRequest } from './parse-request.ts';

// The built-in assistant: no model. It reads the request with rules (parse-request.ts), calls the
// same tools a model would, as the same user, and writes the same stream: a first sentence at once
// (who it is and what it understood), then the tool parts the page shows as cards, then a short
// summary from the tools' results. It says plainly that it is the built-in assistant.

class Turn {
  private step = 0;
  output = '';
  constructor(
    private readonly input: ResponderInput,
    readonly ctx: ToolContext,
  ) {}

  /** The user's words, as a plan's need (the contract takes at most 500 characters). */
  get message() {
    return this.input.message.slice(0, 500);
  }

  get stopped() {
    return this.input.signal.aborted;
  }

  say(text: string) {
    if (this.stopped || !text) return;
    // Each piece is a paragraph of its own on the page; the kept text (history, copy) says so too.
    this.output += this.output ? `\n\n${text}` : text;
    emitText(this.input.emit, `t${++this.step}`, text);
  }

  /**
   * Calls a tool with each input in turn until one finds something (`found`), the last one always
   * shown: a keyword read from the request that matches no lead is dropped rather than answered
   * with "none". Only the call that is kept is shown.
   */
  async useFirstFound<N extends AgentToolName>(name: N, inputs: Array<AgentToolInput<N>>, found: (output: AgentToolOutput<N>) => boolean): Promise<AgentToolOutput<N> | null> {
    for (const toolInput of inputs.slice(0, -1)) {
      if (this.stopped) return null;
      const output = await runTool(this.ctx, name, toolInput).catch(() => null);
      if (output && found(output)) {
        if (this.stopped) return null;
        const toolCallId = `call_${crypto.randomBytes(8).toString('hex')}`;
        this.input.emit({ type: 'tool-input-available', toolCallId, toolName: name, input: toolInput });
        this.input.emit({ type: 'tool-output-available', toolCallId, output });
        this.output += JSON.stringify(output);
        return output;
      }
    }
    return this.use(name, inputs.at(-1)!);
  }

  /** Calls one tool as a model would: its input, then its output (or its translated refusal). */
  async use<N extends AgentToolName>(name: N, toolInput: AgentToolInput<N>): Promise<AgentToolOutput<N> | null> {
    if (this.stopped) return null;
    const toolCallId = `call_${crypto.randomBytes(8).toString('hex')}`;
    this.input.emit({ type: 'tool-input-available', toolCallId, toolName: name, input: toolInput });
    // Let what was written reach the socket before the tool's queries: on the embedded database
    // they run as one chain of promises that would otherwise hold every chunk until the answer ends.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const output = await runTool(this.ctx, name, toolInput);
      if (this.stopped) return null;
      this.input.emit({ type: 'tool-output-available', toolCallId, output });
      this.output += JSON.stringify(output);
      return output;
    } catch (error) {
      const errorText = toolErrorText(this.ctx, error);
      this.input.emit({ type: 'tool-output-error', toolCallId, errorText });
      this.say(agentText(this.ctx.lang, 'builtin.tool_failed', { message: errorText }));
      return null;
    }
  }
}

export async function respondBuiltin(input: ResponderInput): Promise<ResponderResult> {
  const { ctx } = input;
  const parsed = parseRequest(input.message, ctx.side);
  const turn = new Turn(input, ctx);
  input.emit({ type: 'data-notice', data: { code: 'builtin_assistant' }, transient: true });
  input.emit({ type: 'start-step' });
  const understood = await understoodLine(ctx, parsed);
  turn.say([agentText(ctx.lang, 'builtin.intro'), understood].filter(Boolean).join(' '));
  await answer(turn, parsed);
  input.emit({ type: 'finish-step' });
  return { inputTokens: estimateTokens(input.message), outputTokens: estimateTokens(turn.output) };
}

/** "I understood: “roasted coffee”, quantity 500 Kilograms, at most 6 USD per unit, …" (nothing when nothing was read). */
async function understoodLine(ctx: ToolContext, p: ParsedRequest): Promise<string> {
  const lang = ctx.lang;
  const names = new Map((await countryList(ctx.deps.db)).map((c) => [c.code, localized(c, lang)]));
  const country = (code: string) => names.get(code) ?? code;
  const items: string[] = [];
  if (p.keyword && p.intent !== 'plan') items.push(agentText(lang, 'builtin.f_keyword', { keyword: p.keyword }));
  if (p.quantity !== undefined) items.push(agentText(lang, 'builtin.f_quantity', { quantity: formatQuantity(p.quantity, p.unit, lang) }));
  if (p.price?.min !== undefined && p.price.max !== undefined) {
    items.push(agentText(lang, 'builtin.f_price_range', { min: formatMoney(lang, p.price.min, p.price.currency), max: formatMoney(lang, p.price.max, p.price.currency) }));
  } else if (p.price?.max !== undefined) items.push(agentText(lang, 'builtin.f_price_max', { price: formatMoney(lang, p.price.max, p.price.currency) }));
  else if (p.price?.min !== undefined) items.push(agentText(lang, 'builtin.f_price_min', { price: formatMoney(lang, p.price.min, p.price.currency) }));
  if (p.countries.length) items.push(agentText(lang, 'builtin.f_origin', { countries: listOf(lang, p.countries.map(country)) }));
  if (p.destination) items.push(agentText(lang, 'builtin.f_destination', { country: country(p.destination) }));
  if (p.incoterm) items.push(agentText(lang, 'builtin.f_incoterm', { incoterm: p.incoterm }));
  if (p.minLevel) items.push(agentText(lang, 'builtin.f_level', { level: p.minLevel }));
  return items.length ? agentText(lang, 'builtin.understood', { items: listOf(lang, items) }) : '';
}

/** The lead searches to try: with the request's words first when it has any, then without. */
function leadInputs(p: ParsedRequest, rest: Omit<AgentToolInput<'find_buying_leads'>, 'keyword'>): Array<AgentToolInput<'find_buying_leads'>> {
  return p.keyword ? [{ ...rest, keyword: p.keyword }, rest] : [rest];
}

/** Kilograms in one of each weight unit: a price per kg is turned into a price per ton, and back. */
const KG_IN: Record<string, number> = { kg: 1, ton: 1000, gram: 0.001, pound: 0.45359237 };

/**
 * The target price per the RFQ's unit: "500 kg at $6/kg" is 6, "2 tons at $6/kg" is 6,000 per ton.
 * A price for a unit that cannot be converted to the quantity's (per kg for pieces) is left out.
 */
function targetPriceOf(p: ParsedRequest): number | undefined {
  const price = p.price?.max ?? p.price?.min;
  if (price === undefined) return undefined;
  const priceUnit = p.price?.unit;
  if (!priceUnit || !p.unit || priceUnit === p.unit) return price;
  const from = KG_IN[priceUnit];
  const to = KG_IN[p.unit];
  if (from === undefined || to === undefined) return undefined;
  const converted = (price * to) / from;
  return converted >= 0.01 ? converted : undefined;
}

/** Search filters in US dollars only: the catalogue's price filter is in dollars. */
const usdPrice = (p: ParsedRequest) => (p.price?.currency === 'USD' ? { price_min: p.price.min, price_max: p.price.max } : {});

function rangeText(ctx: ToolContext, range: AgentToolOutput<'search_products'>['price_range']) {
  if (!range || range.min === null || range.max === null) return null;
  return { min: formatMoney(ctx.lang, range.min, range.currency), max: formatMoney(ctx.lang, range.max, range.currency) };
}

async function answer(turn: Turn, p: ParsedRequest): Promise<void> {
  const { ctx } = turn;
  const lang = ctx.lang;
  switch (p.intent) {
    case 'plan':
      return plan(turn, p);
    case 'list_rfqs': {
      const found = await turn.use('list_my_rfqs', { limit: 5 });
      if (found) turn.say(found.total ? agentText(lang, 'builtin.rfqs_list', { count: found.total }) : agentText(lang, 'builtin.rfqs_none'));
      return;
    }
    case 'compare_quotations':
      return compare(turn, p);
    case 'find_leads': {
      const country = p.destination ?? p.countries[0];
      const found = await turn.useFirstFound('find_buying_leads', leadInputs(p, { country, limit: 5 }), (o) => o.items.length > 0);
      if (!found) return;
      if (!found.items.length) turn.say(agentText(lang, 'builtin.leads_none'));
      else turn.say(agentText(lang, found.basis === 'newest' ? 'builtin.leads_newest' : 'builtin.leads_found', { count: found.total }));
      return;
    }
    case 'draft_quotation':
      return quote(turn, p);
    case 'help':
      turn.say(agentText(lang, ctx.side === 'buyer' ? 'builtin.help_buyer' : 'builtin.help_supplier'));
      return;
    default:
      return search(turn, p);
  }
}

async function search(turn: Turn, p: ParsedRequest): Promise<void> {
  const { ctx } = turn;
  const lang = ctx.lang;
  if (!p.keyword) {
    turn.say(agentText(lang, ctx.side === 'buyer' ? 'builtin.help_buyer' : 'builtin.help_supplier'));
    return;
  }
  const filters = { countries: p.countries, min_verification_level: p.minLevel };
  if (p.intent === 'suppliers') {
    const suppliers = await turn.use('search_suppliers', { keyword: p.keyword, ...filters, limit: 5 });
    if (suppliers) turn.say(agentText(lang, suppliers.items.length ? 'builtin.suppliers_found' : 'builtin.suppliers_none', { count: suppliers.total, keyword: p.keyword }));
  }
  const products = await turn.use('search_products', { keyword: p.keyword, quantity: p.quantity, unit: p.unit, ...usdPrice(p), ...filters, limit: 5 });
  if (!products) return;
  if (products.items.length) {
    const range = rangeText(ctx, products.price_range);
    turn.say([agentText(lang, 'builtin.products_found', { count: products.total }), range ? agentText(lang, 'builtin.products_price', range) : ''].filter(Boolean).join(' '));
  } else if (p.intent !== 'suppliers') {
    turn.say(agentText(lang, 'builtin.products_none', { keyword: p.keyword }));
  }
  // A buyer who asked for a draft, or whom the listings could not serve, gets the RFQ form pre-filled.
  if (ctx.side === 'buyer' && (p.intent === 'draft_rfq' || !products.items.length)) await draft(turn, p);
}

async function draft(turn: Turn, p: ParsedRequest): Promise<void> {
  const lang = turn.ctx.lang;
  const name = p.keyword.length >= 3 ? p.keyword : undefined;
  if (!name) return;
  const drafted = await turn.use('draft_rfq', {
    product_name: name.charAt(0).toUpperCase() + name.slice(1),
    quantity: p.quantity,
    uom: p.unit,
    target_price: targetPriceOf(p),
    currency: p.price?.currency,
    incoterm: p.incoterm,
    destination_country: p.destination,
  });
  if (!drafted) return;
  turn.say(agentText(lang, 'builtin.draft_rfq_ready'));
  if (drafted.missing.length) turn.say(agentText(lang, 'builtin.draft_rfq_missing', { fields: listOf(lang, fieldLabels(turn.ctx, drafted.missing)) }));
}

async function plan(turn: Turn, p: ParsedRequest): Promise<void> {
  const { ctx } = turn;
  const lang = ctx.lang;
  const items = p.plan!.items.map((i) => ({ item: i.labelId ? agentText(lang, `items.${i.labelId}`) : i.label, keyword: i.keyword }));
  const result = await turn.use('sourcing_plan', {
    need: turn.message,
    items,
    destination_country: p.destination,
    countries: p.countries.length ? p.countries : undefined,
    min_verification_level: p.minLevel,
  });
  if (!result) return;
  const lines = result.lines.map((line) => {
    const range = rangeText(ctx, line.price_range);
    return range ? agentText(lang, 'builtin.plan_line_prices', { item: line.item, ...range }) : agentText(lang, 'builtin.plan_line_none', { item: line.item });
  });
  turn.say([agentText(lang, 'builtin.plan_intro', { need: result.need }), ...lines.map((l) => `\n- ${l}`), `\n${agentText(lang, 'builtin.plan_outro')}`].join(''));
}

async function compare(turn: Turn, p: ParsedRequest): Promise<void> {
  const lang = turn.ctx.lang;
  let rfqId = p.rfqId;
  if (rfqId === undefined) {
    const mine = await turn.use('list_my_rfqs', { limit: 10 });
    rfqId = mine?.items.find((r) => r.quotation_count > 0)?.id;
    if (rfqId === undefined) {
      if (mine) turn.say(agentText(lang, 'builtin.compare_no_rfq'));
      return;
    }
  }
  const table = await turn.use('compare_quotations', { rfq_id: rfqId });
  if (!table) return;
  if (!table.rows.length) {
    turn.say(agentText(lang, 'builtin.compare_none', { product: table.rfq.product_name }));
    return;
  }
  const best = table.rows.find((r) => r.quotation_id === table.lowest_price_id);
  turn.say(
    [
      agentText(lang, 'builtin.compare_intro', { product: table.rfq.product_name }),
      best ? agentText(lang, 'builtin.compare_best', { supplier: best.supplier.company_name, price: formatMoney(lang, best.unit_price, best.currency) }) : '',
      table.mixed_currencies ? agentText(lang, 'builtin.compare_mixed') : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
}

async function quote(turn: Turn, p: ParsedRequest): Promise<void> {
  const lang = turn.ctx.lang;
  let rfqId = p.rfqId;
  if (rfqId === undefined) {
    const leads = await turn.useFirstFound('find_buying_leads', leadInputs(p, { limit: 3 }), (o) => o.items.some((l) => !l.my_quotation));
    rfqId = leads?.items.find((l) => !l.my_quotation)?.rfq_id;
    if (rfqId === undefined) {
      turn.say(agentText(lang, 'builtin.need_lead'));
      return;
    }
  }
  const drafted = await turn.use('draft_quotation', { rfq_id: rfqId });
  if (!drafted) return;
  if (drafted.existing_quotation) turn.say(agentText(lang, 'builtin.quotation_existing', { product: drafted.rfq.product_name }));
  else if (drafted.template) turn.say(agentText(lang, 'builtin.quotation_draft_template', { product: drafted.rfq.product_name, template: drafted.template.name }));
  else turn.say(agentText(lang, 'builtin.quotation_draft', { product: drafted.rfq.product_name }));
}
