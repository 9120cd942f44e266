import { z } from 'zod';
import { ACCOUNT_TYPES } from '../constants/lists.ts';
import { SERVER_ONBOARDING_STAGES } from '../rules/onboarding.ts';

/** Plan, as the spec's Plan entity. */
export const planSchema = z.object({
  plan_name: z.enum(['Free', 'Trial', 'Starter', 'Advance']),
  is_valid: z.union([z.literal(0), z.literal(1)]),
  active_date: z.string().nullable(),
  end_date: z.string().nullable(),
  verification_level: z.number().int().min(1).max(4),
  last_verified_datetime: z.string().nullable(),
  is_biz_verified: z.union([z.literal(0), z.literal(1)]),
  is_verified_work_email: z.union([z.literal(0), z.literal(1)]),
  is_verified_phone: z.union([z.literal(0), z.literal(1)]),
  is_verified_account_email: z.union([z.literal(0), z.literal(1)]),
});
export type Plan = z.infer<typeof planSchema>;

export const balanceSchema = z.object({
  balance: z.number(),
  contact_quota: z.number().int(),
  conversation_quota: z.number().int(),
  farm_item_ads_quota: z.number().int(),
  farm_item_post_quota: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const supplierSubSchema = z.object({
  supplier_id: z.string(),
  identity: z.string().startsWith('SUP'),
  token: z.string(),
  plan: planSchema,
  balance: balanceSchema,
});

export const buyerSubSchema = z.object({
  identity: z.string().startsWith('BUR'),
  token: z.string(),
  plan: planSchema,
});

/** The spec's User entity, as `customer.me` and `supplier.me` return it. */
export const userSchema = z.object({
  name: z.string(),
  uuid: z.string(),
  customer_name: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  fd_country: z.string().nullable(),
  language: z.string(),
  company_name: z.string().nullable(),
  currency: z.string(),
  position: z.string().nullable(),
  customer_phone: z.string().nullable(),
  user_image: z.string().nullable(),
  avatar: z.string().nullable(),
  company_logo: z.string().nullable(),
  is_primary: z.union([z.literal(0), z.literal(1)]),
  is_verified_work_email: z.union([z.literal(0), z.literal(1)]),
  identity: z.string(),
  is_logged_in: z.literal(true),
  is_supplier: z.union([z.literal(0), z.literal(1)]),
  is_buyer: z.union([z.literal(0), z.literal(1)]),
  account_type: z.enum(ACCOUNT_TYPES),
  suggested_actions: z.array(z.string()),
  roles: z.array(z.string()),
  onboard_stage: z.enum(SERVER_ONBOARDING_STAGES),
  balance: balanceSchema.nullable(),
  plan: planSchema,
  supplier: supplierSubSchema.nullable(),
  buyer: buyerSubSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;
