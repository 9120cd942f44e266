/** Every call lives under this prefix: `/api/method/tradelink.api.web.v3.<call>`. */
export const API_PREFIX = '/api/method/tradelink.api.web.v3.';

export function callPath(call: string): string {
  return `${API_PREFIX}${call}`;
}
