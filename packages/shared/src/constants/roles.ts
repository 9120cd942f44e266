/** Every account has this role. */
export const CUSTOMER_ROLE = 'Customer';
/** Staff: the operators' console (/admin). Only the seed or another operator's console grants it, never a public call. */
export const OPERATOR_ROLE = 'Operator';
/** Affiliate partners: the business dashboard's affiliate tab. Granted by operators. */
export const PARTNER_ROLE = 'Partner';
