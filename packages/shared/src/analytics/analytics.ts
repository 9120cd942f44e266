import type { CallDefinition } from '../api/calls.ts';
import { buyerReport, buyerReportRequest } from './buyer-report.ts';
import { supplierProductReport, supplierProductRequest, supplierReport, supplierReportRequest } from './supplier-report.ts';

// Analytics reports (issue 21, decision 032): paid plans only, each about the caller's own side.
// Page views arrive by the beacon (beacon.ts), not through the call table.

export const analyticsCalls = {
  'analytics.supplier_report': { method: 'GET', request: supplierReportRequest, response: supplierReport },
  'analytics.supplier_product': { method: 'GET', request: supplierProductRequest, response: supplierProductReport },
  'analytics.buyer_report': { method: 'GET', request: buyerReportRequest, response: buyerReport },
} as const satisfies Record<string, CallDefinition>;
