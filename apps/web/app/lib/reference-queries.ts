import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@tradelink/shared/constants/languages';
import { api } from '~/lib/api-client.ts';
import { cacheClass } from '~/lib/query-client.ts';

// Reference lists change with releases, not with use: "almost static" (never expire in a session).
// The language is part of each key because the labels are translated by the server.

export const countriesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'countries', lang], queryFn: () => api('get_countries'), ...cacheClass('almostStatic') });

export const businessTypesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'business-types', lang], queryFn: () => api('get_business_types_select'), ...cacheClass('almostStatic') });

export const annualRevenueQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'annual-revenue', lang], queryFn: () => api('get_annual_revenue_select'), ...cacheClass('almostStatic') });

export const numEmployeesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'num-employees', lang], queryFn: () => api('get_num_employees_select'), ...cacheClass('almostStatic') });

export const currenciesQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'currencies', lang], queryFn: () => api('get_currencies'), ...cacheClass('almostStatic') });

export const uomQuery = (lang: Language) =>
  queryOptions({ queryKey: ['reference', 'uom', lang], queryFn: () => api('get_uom'), ...cacheClass('almostStatic') });
