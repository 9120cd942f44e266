import type { AgentSide } from '@tradelink/shared/agent/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import type { Deps } from '../../../lib/deps.ts';
import type { SessionUser } from '../../auth/session.repository.ts';
import type { AgentAccess } from '../access.ts';

/**
 * Who a tool runs for: the calling user, through the same services and access rules as the app's
 * own pages. `known` collects the records the tools showed in this conversation (product ids,
 * supplier identities, RFQ ids): the model's text may only link to those (grounding.ts).
 */
export interface ToolContext {
  deps: Deps;
  user: SessionUser;
  lang: Language;
  side: AgentSide;
  access: AgentAccess;
  known: KnownRecords;
}

export interface KnownRecords {
  products: Set<number>;
  suppliers: Set<string>;
  rfqs: Set<number>;
  quotations: Set<number>;
}

export const emptyKnown = (): KnownRecords => ({ products: new Set(), suppliers: new Set(), rfqs: new Set(), quotations: new Set() });
