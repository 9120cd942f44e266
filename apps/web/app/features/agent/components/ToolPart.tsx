import { Alert, Group, Loader, Text } from '@mantine/core';
import { AGENT_TOOL_NAMES, type AgentToolName, type AgentToolOutput } from '@tradelink/shared/agent/tools';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { AgentPart } from '../agent-message.ts';
import { ProductResults } from './ProductResults.tsx';
import { MyRfqResults, ProductDetailResult, SupplierDetailResult, SupplierResults } from './RecordResults.tsx';
import { QuotationComparison } from './QuotationComparison.tsx';
import { QuotationDraftCard, RfqDraftCard } from './DraftCards.tsx';
import { LeadResults, SourcingPlan } from './PlanAndLeads.tsx';

interface ToolView {
  name: AgentToolName;
  state: string;
  output?: unknown;
  errorText?: string;
}

/** A `tool-<name>` part of one of the agent's tools, or null (text, data and other parts). */
export function toolView(part: AgentPart): ToolView | null {
  if (!part.type.startsWith('tool-')) return null;
  const name = part.type.slice(5) as AgentToolName;
  if (!AGENT_TOOL_NAMES.includes(name)) return null;
  const p = part as { state?: string; output?: unknown; errorText?: string };
  return { name, state: p.state ?? 'input-available', output: p.output, errorText: p.errorText };
}

function Output({ name, output }: { name: AgentToolName; output: unknown }) {
  // Outputs are the server's, checked against the contract's schema before they were streamed.
  switch (name) {
    case 'search_products':
      return <ProductResults output={output as AgentToolOutput<'search_products'>} />;
    case 'search_suppliers':
      return <SupplierResults output={output as AgentToolOutput<'search_suppliers'>} />;
    case 'get_product':
      return <ProductDetailResult output={output as AgentToolOutput<'get_product'>} />;
    case 'get_supplier':
      return <SupplierDetailResult output={output as AgentToolOutput<'get_supplier'>} />;
    case 'list_my_rfqs':
      return <MyRfqResults output={output as AgentToolOutput<'list_my_rfqs'>} />;
    case 'compare_quotations':
      return <QuotationComparison output={output as AgentToolOutput<'compare_quotations'>} />;
    case 'draft_rfq':
      return <RfqDraftCard draft={output as AgentToolOutput<'draft_rfq'>} />;
    case 'sourcing_plan':
      return <SourcingPlan output={output as AgentToolOutput<'sourcing_plan'>} />;
    case 'find_buying_leads':
      return <LeadResults output={output as AgentToolOutput<'find_buying_leads'>} />;
    case 'draft_quotation':
      return <QuotationDraftCard output={output as AgentToolOutput<'draft_quotation'>} />;
  }
}

/** One tool step of an answer: working, its result as the marketplace's cards, or why it failed. */
export function ToolPart({ tool, live }: { tool: ToolView; live: boolean }) {
  const { t } = useTranslation('agent');
  if (tool.state === 'output-available' && tool.output) return <Output name={tool.name} output={tool.output} />;
  if (tool.state === 'output-error') {
    return (
      <Alert color="orange" p="xs">
        <Text size="sm">{t('tools.failed', { message: tool.errorText || t('failure.generic') })}</Text>
      </Alert>
    );
  }
  // A step without output in a stored (stopped) answer shows nothing; a live one says what runs.
  if (!live) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t(`tools.running.${tool.name}`)}
      </Text>
    </Group>
  );
}
