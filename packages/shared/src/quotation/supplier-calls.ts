import type { CallDefinition } from '../api/calls.ts';

/** Supplier-side quotation calls (sent list, send status) and quotation templates. */
export const supplierQuotationCalls = {} as const satisfies Record<string, CallDefinition>;
