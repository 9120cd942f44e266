import { z } from 'zod';
import { profileSchema, setOnboardStageRequest, updateCustomerProfileRequest, updateSupplierProfileRequest } from '../account/profile.ts';
import { userSchema } from '../account/user.ts';
import { searchExtra, searchItem, searchRequest } from '../catalog/search.ts';
import { catalogCalls } from '../catalog/catalog.ts';
import { buyerPublic, identityRequest, productDetail, productIdRequest, rfqDetail, supplierPublic } from '../catalog/detail.ts';
import {
  activateRequest,
  googleLoginRequest,
  loginRequest,
  okResponse,
  resetPasswordRequest,
  resendActivationRequest,
  signupRequest,
  signupResponse,
  updatePasswordRequest,
} from '../auth/auth.ts';
import {
  attributeField,
  attributeFieldsRequest,
  categoryHit,
  categorySearchRequest,
  categorySearchV2Request,
  countryItem,
  currencyItem,
  selectOption,
  sitemapEntry,
  sitemapRequest,
  taxonomyNode,
  uomItem,
  variatesResponse,
} from '../reference/reference.ts';
import { uploadedImage, uploadImageRequest } from '../media/upload.ts';
import { attachmentSchema, uploadAttachmentRequest } from '../attachment/attachment.ts';
import { rfqCloseRequest, rfqEmailActionRequest, rfqForm, rfqIdRequest, rfqListItem, rfqListRequest, rfqOwned, rfqStatusCounts, rfqUpdateRequest } from '../rfq/rfq.ts';
import { suggestedSupplier, suggestSuppliersRequest } from '../rfq/suggestions.ts';
import {
  quotationDecideRequest,
  quotationDetail,
  quotationIdRequest,
  quotationSendRequest,
  quotationUpdateRequest,
  receivedQuotationsRequest,
  rfqQuotationsRequest,
} from '../quotation/quotation.ts';
import { inquiryIdRequest, inquiryListItem, inquiryListRequest, inquiryReplyRequest, inquirySendRequest, inquirySendToBuyerRequest, inquirySetStatusRequest, inquiryThread } from '../inquiry/inquiry.ts';
import { menuCounts } from '../notification/counts.ts';
import { productCalls } from '../product/product.ts';
import { supplierQuotationCalls } from '../quotation/supplier-calls.ts';
import { leadCalls } from '../lead/lead.ts';
import { contactCalls } from '../contact/contact.ts';
import { verificationCalls } from '../verification/verification.ts';
import { deskCalls } from '../desk/desk.ts';
import { moderationCalls } from '../moderation/moderation.ts';
import { adminModerationCalls } from '../moderation/admin-moderation.ts';
import { verificationReviewCalls } from '../verification/verification-review.ts';
import { trustCalls } from '../trust/trust.ts';
import { supportCalls } from '../support/support.ts';
import { helpCalls } from '../help/help.ts';
import { userAdminCalls } from '../user-admin/user-admin.ts';
import { membershipCalls } from '../membership/membership.ts';
import { walletCalls } from '../wallet/wallet.ts';
import { chatCalls } from '../chat/chat.ts';
import { notificationCalls } from '../notification/notification.ts';
import { affiliateApplicationCalls } from '../affiliate/application.ts';
import { affiliateCalls } from '../affiliate/affiliate.ts';
import { agentCalls } from '../agent/agent.ts';
import { marketplaceOverviewCalls } from '../analytics/marketplace-overview.ts';
import { analyticsCalls } from '../analytics/analytics.ts';

/**
 * The call table: every call's method, request and response payload. The server registers its
 * routes from it and the web client calls through it, so both sides validate with the same schemas.
 */
export interface CallDefinition {
  method: 'GET' | 'POST';
  request?: z.ZodType;
  /** The payload inside `message.data` (the item type for list calls). */
  response: z.ZodType;
  list?: true;
  /** Fields a list call returns beside data/total/page/page_size (search facets). */
  extra?: z.ZodObject;
  multipart?: true;
}

const none = z.object({}).passthrough();
const meRequest = z.object({ token: z.string().optional() });
const activated = z.object({ email: z.string(), account_type: z.enum(['Buyer', 'Seller']) });
const refreshed = z.object({ expires_at: z.string() });

export const calls = {
  // accounts
  'auth.signup_via_password': { method: 'POST', request: signupRequest, response: signupResponse },
  'auth.signup': { method: 'POST', request: signupRequest, response: signupResponse },
  'auth.create_account': { method: 'POST', request: signupRequest, response: signupResponse },
  'auth.login_via_password': { method: 'POST', request: loginRequest, response: userSchema, multipart: true },
  'auth.login_via_google': { method: 'POST', request: googleLoginRequest, response: userSchema },
  'auth.activate_account': { method: 'POST', request: activateRequest, response: activated },
  'auth.reset_password': { method: 'POST', request: resetPasswordRequest, response: okResponse },
  'auth.resend_activation': { method: 'POST', request: resendActivationRequest, response: okResponse },
  'auth.update_password': { method: 'POST', request: updatePasswordRequest, response: okResponse },
  'auth.refresh_session': { method: 'POST', request: none, response: refreshed },
  'customer.logout': { method: 'GET', request: none, response: okResponse },
  'customer.me': { method: 'GET', request: meRequest, response: userSchema },
  'supplier.me': { method: 'GET', request: none, response: userSchema },
  'customer.get_profile': { method: 'GET', request: meRequest, response: profileSchema },
  'supplier.get_profile': { method: 'POST', request: none, response: profileSchema },
  'customer.update_profile': { method: 'POST', request: updateCustomerProfileRequest, response: profileSchema },
  'supplier.update_profile': { method: 'POST', request: updateSupplierProfileRequest, response: profileSchema },
  'customer.set_onboard_stage': { method: 'POST', request: setOnboardStageRequest, response: userSchema },
  // reference data
  get_uom: { method: 'GET', request: none, response: z.array(uomItem) },
  get_variates: { method: 'GET', request: none, response: variatesResponse },
  get_countries: { method: 'GET', request: none, response: z.array(countryItem) },
  get_currencies: { method: 'GET', request: none, response: z.array(currencyItem) },
  get_business_types_select: { method: 'GET', request: none, response: z.array(selectOption) },
  get_annual_revenue_select: { method: 'GET', request: none, response: z.array(selectOption) },
  get_num_employees_select: { method: 'GET', request: none, response: z.array(selectOption) },
  get_product_attribute_fields: { method: 'GET', request: attributeFieldsRequest, response: z.array(attributeField) },
  get_sitemap: { method: 'GET', request: sitemapRequest, response: sitemapEntry, list: true },
  search_product_category: { method: 'POST', request: categorySearchRequest, response: z.array(categoryHit) },
  search_product_category_v2: { method: 'POST', request: categorySearchV2Request, response: z.array(categoryHit) },
  get_category_taxonomy: { method: 'POST', request: none, response: z.array(taxonomyNode) },
  // catalog
  'product.get': { method: 'GET', request: productIdRequest, response: productDetail },
  'supplier.get_public': { method: 'GET', request: identityRequest, response: supplierPublic },
  'rfq.get': { method: 'GET', request: productIdRequest, response: rfqDetail },
  'buyer.get_public': { method: 'GET', request: identityRequest, response: buyerPublic },
  'catalog.search': { method: 'GET', request: searchRequest, response: searchItem, list: true, extra: searchExtra },
  ...catalogCalls,
  // media: the image travels in the multipart part `file` (read by media.routes.ts, not as a field)
  'media.upload_image': { method: 'POST', request: uploadImageRequest, response: uploadedImage, multipart: true },
  // attachments (RFQs, quotations, inquiries): the file travels in the multipart part `file`
  'attachment.upload': { method: 'POST', request: uploadAttachmentRequest, response: attachmentSchema, multipart: true },
  // buyer sourcing: RFQs
  'rfq.create': { method: 'POST', request: rfqForm, response: rfqOwned },
  'rfq.update': { method: 'POST', request: rfqUpdateRequest, response: rfqOwned },
  'rfq.close': { method: 'POST', request: rfqCloseRequest, response: rfqOwned },
  'rfq.get_mine': { method: 'GET', request: rfqIdRequest, response: rfqOwned },
  'rfq.list_mine': { method: 'GET', request: rfqListRequest, response: rfqListItem, list: true, extra: z.object({ counts: rfqStatusCounts }) },
  'rfq.email_action': { method: 'POST', request: rfqEmailActionRequest, response: rfqOwned },
  'rfq.list_quotations': { method: 'GET', request: rfqQuotationsRequest, response: z.array(quotationDetail) },
  // quotations
  'customer.get_quotation_details': { method: 'GET', request: quotationIdRequest, response: quotationDetail },
  'quotation.list_received': { method: 'GET', request: receivedQuotationsRequest, response: quotationDetail, list: true },
  'quotation.decide': { method: 'POST', request: quotationDecideRequest, response: quotationDetail },
  'quotation.send': { method: 'POST', request: quotationSendRequest, response: quotationDetail },
  'quotation.update': { method: 'POST', request: quotationUpdateRequest, response: quotationDetail },
  // inquiries
  'inquiry.send': { method: 'POST', request: inquirySendRequest, response: inquiryThread },
  'inquiry.send_to_buyer': { method: 'POST', request: inquirySendToBuyerRequest, response: inquiryThread },
  'inquiry.list_mine': { method: 'GET', request: inquiryListRequest, response: inquiryListItem, list: true },
  'inquiry.get': { method: 'GET', request: inquiryIdRequest, response: inquiryThread },
  'inquiry.reply': { method: 'POST', request: inquiryReplyRequest, response: inquiryThread },
  'inquiry.set_status': { method: 'POST', request: inquirySetStatusRequest, response: inquiryListItem },
  // suggestions and menu counts
  'customer.suggest_suppliers': { method: 'GET', request: suggestSuppliersRequest, response: suggestedSupplier, list: true },
  'notification.count_noti_menu_bar': { method: 'GET', request: none, response: menuCounts },
  // the supplier workspace: each feature keeps its calls beside its schemas
  ...productCalls,
  ...supplierQuotationCalls,
  ...leadCalls,
  ...contactCalls,
  ...verificationCalls,
  ...deskCalls,
  ...moderationCalls,
  ...adminModerationCalls,
  ...verificationReviewCalls,
  ...trustCalls,
  ...supportCalls,
  ...helpCalls,
  ...userAdminCalls,
  ...membershipCalls,
  ...walletCalls,
  ...chatCalls,
  ...notificationCalls,
  ...affiliateApplicationCalls,
  ...affiliateCalls,
  ...agentCalls,
  ...marketplaceOverviewCalls,
  ...analyticsCalls,
} as const satisfies Record<string, CallDefinition>;

export type CallName = keyof typeof calls;
type Def<C extends CallName> = (typeof calls)[C];
export type CallRequest<C extends CallName> = Def<C> extends { request: z.ZodType } ? z.input<Def<C>['request']> : undefined;
export type CallData<C extends CallName> = z.infer<Def<C>['response']>;
type Extra<C extends CallName> = Def<C> extends { extra: z.ZodType } ? z.infer<Def<C>['extra']> : unknown;
export type CallResult<C extends CallName> = Def<C> extends { list: true }
  ? { data: CallData<C>[]; total: number; page: number; page_size: number } & Extra<C>
  : CallData<C>;
