import type { AgentStoredMessage } from '@tradelink/shared/agent/chat';
import { emptyKnown, type KnownRecords } from './tools/context.ts';

/**
 * The records earlier tool results showed in this conversation: the model may link to them again
 * (grounding.ts). Read from the stored tool outputs, whatever tool made them.
 */
export function knownFrom(messages: AgentStoredMessage[]): KnownRecords {
  const known = emptyKnown();
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v));
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.kind === 'product' && typeof record.id === 'number') known.products.add(record.id);
      for (const [k, v] of Object.entries(record)) walk(v, k);
      return;
    }
    if (key === 'identity' && typeof value === 'string' && value.startsWith('SUP')) known.suppliers.add(value);
    if (key === 'rfq_id' && typeof value === 'number') known.rfqs.add(value);
    if (key === 'quotation_id' && typeof value === 'number') known.quotations.add(value);
  };
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const part of message.parts) if (part.type.startsWith('tool-')) walk((part as { output?: unknown }).output);
  }
  return known;
}
