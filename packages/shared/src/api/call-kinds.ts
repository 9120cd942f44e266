import type { calls, CallName } from './calls.ts';
import { productKinds } from '../product/product-kinds.ts';
import { catalogKinds } from '../catalog/catalog-kinds.ts';
import { supplierQuotationKinds } from '../quotation/supplier-kinds.ts';
import { leadKinds } from '../lead/lead-kinds.ts';
import { contactKinds } from '../contact/contact-kinds.ts';
import { verificationKinds } from '../verification/verification-kinds.ts';
import { deskKinds } from '../desk/desk-kinds.ts';
import { moderationKinds } from '../moderation/moderation-kinds.ts';
import { adminModerationKinds } from '../moderation/admin-moderation-kinds.ts';
import { verificationReviewKinds } from '../verification/verification-review-kinds.ts';
import { trustKinds } from '../trust/trust-kinds.ts';
import { supportKinds } from '../support/support-kinds.ts';
import { helpKinds } from '../help/help-kinds.ts';
import { userAdminKinds } from '../user-admin/user-admin-kinds.ts';
import { membershipKinds } from '../membership/membership-kinds.ts';
import { walletKinds } from '../wallet/wallet-kinds.ts';
import { chatKinds } from '../chat/chat-kinds.ts';
import { notificationKinds } from '../notification/notification-kinds.ts';
import { affiliateApplicationKinds } from '../affiliate/application-kinds.ts';
import { affiliateKinds } from '../affiliate/affiliate-kinds.ts';
import { agentKinds } from '../agent/agent-kinds.ts';
import { marketplaceOverviewKinds } from '../analytics/marketplace-overview-kinds.ts';
import { analyticsKinds } from '../analytics/analytics-kinds.ts';

/**
 * How each call travels, without its schemas: the browser needs only this to build a request, so
 * public pages do not download zod and every schema. The server validates every answer with the
 * call table before sending it, so the client trusts the shape it receives.
 *
 * The type below derives each entry from the call table: a call added there and missing here, or a
 * kind that disagrees with its definition, fails the typecheck.
 */
type KindOf<D> = D extends { multipart: true }
  ? 'multipart'
  : D extends { list: true }
    ? 'list'
    : D extends { method: 'GET' }
      ? 'get'
      : 'post';

export type CallKind = KindOf<(typeof calls)[CallName]>;

export const callKinds: { [C in CallName]: KindOf<(typeof calls)[C]> } = {
  'auth.signup_via_password': 'post',
  'auth.signup': 'post',
  'auth.create_account': 'post',
  'auth.login_via_password': 'multipart',
  'auth.login_via_google': 'post',
  'auth.activate_account': 'post',
  'auth.reset_password': 'post',
  'auth.resend_activation': 'post',
  'auth.update_password': 'post',
  'auth.refresh_session': 'post',
  'customer.logout': 'get',
  'customer.me': 'get',
  'supplier.me': 'get',
  'customer.get_profile': 'get',
  'supplier.get_profile': 'post',
  'customer.update_profile': 'post',
  'supplier.update_profile': 'post',
  'customer.set_onboard_stage': 'post',
  get_uom: 'get',
  get_variates: 'get',
  get_countries: 'get',
  get_currencies: 'get',
  get_business_types_select: 'get',
  get_annual_revenue_select: 'get',
  get_num_employees_select: 'get',
  get_product_attribute_fields: 'get',
  get_sitemap: 'list',
  search_product_category: 'post',
  'search_product_category_v2': 'post',
  get_category_taxonomy: 'post',
  'product.get': 'get',
  'supplier.get_public': 'get',
  'rfq.get': 'get',
  'buyer.get_public': 'get',
  'catalog.search': 'list',
  ...catalogKinds,
  'media.upload_image': 'multipart',
  'attachment.upload': 'multipart',
  'rfq.create': 'post',
  'rfq.update': 'post',
  'rfq.close': 'post',
  'rfq.get_mine': 'get',
  'rfq.list_mine': 'list',
  'rfq.email_action': 'post',
  'rfq.list_quotations': 'get',
  'customer.get_quotation_details': 'get',
  'quotation.list_received': 'list',
  'quotation.decide': 'post',
  'quotation.send': 'post',
  'quotation.update': 'post',
  'inquiry.send': 'post',
  'inquiry.send_to_buyer': 'post',
  'inquiry.list_mine': 'list',
  'inquiry.get': 'get',
  'inquiry.reply': 'post',
  'inquiry.set_status': 'post',
  'customer.suggest_suppliers': 'list',
  'notification.count_noti_menu_bar': 'get',
  // the supplier workspace: each feature lists its calls' kinds beside its schemas
  ...productKinds,
  ...supplierQuotationKinds,
  ...leadKinds,
  ...contactKinds,
  ...verificationKinds,
  ...deskKinds,
  ...moderationKinds,
  ...adminModerationKinds,
  ...verificationReviewKinds,
  ...trustKinds,
  ...supportKinds,
  ...helpKinds,
  ...userAdminKinds,
  ...membershipKinds,
  ...walletKinds,
  ...chatKinds,
  ...notificationKinds,
  ...affiliateApplicationKinds,
  ...affiliateKinds,
  ...agentKinds,
  ...marketplaceOverviewKinds,
  ...analyticsKinds,
};
