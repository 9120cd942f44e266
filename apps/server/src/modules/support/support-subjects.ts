import { isLanguage, type Language } from '@tradelink/shared/constants/languages';
import type { ContactPurpose, SupportCreateForm } from '@tradelink/shared/support/support-forms';

/**
 * Subjects the server writes for requests whose form has no subject field, in the requester's
 * language: they appear in the operators' inbox, in the requester's list and in the mails' subject
 * lines. (The console also shows each request's kind and purpose in the operator's own language.)
 */
const SUBJECTS: Record<Language, { contact: Record<ContactPurpose, string>; removal: string; claim: string; refund: string }> = {
  en: {
    contact: {
      find_suppliers: 'Contact us: finding suppliers',
      find_buyers: 'Contact us: finding buyers',
      list_my_company: 'Contact us: listing my company',
      membership_consultation: 'Contact us: membership consultation',
      report_abuse: 'Contact us: reporting abuse',
    },
    removal: 'Removal request: {{item}}',
    claim: 'Business claim: {{item}}',
    refund: 'Refund request: {{item}}',
  },
  vi: {
    contact: {
      find_suppliers: 'Liên hệ: tìm nhà cung cấp',
      find_buyers: 'Liên hệ: tìm người mua',
      list_my_company: 'Liên hệ: đăng thông tin công ty',
      membership_consultation: 'Liên hệ: tư vấn gói thành viên',
      report_abuse: 'Liên hệ: báo cáo lạm dụng',
    },
    removal: 'Yêu cầu gỡ bỏ: {{item}}',
    claim: 'Xác nhận quyền sở hữu doanh nghiệp: {{item}}',
    refund: 'Yêu cầu hoàn tiền: {{item}}',
  },
  zh: {
    contact: {
      find_suppliers: '联系我们：寻找供应商',
      find_buyers: '联系我们：寻找买家',
      list_my_company: '联系我们：发布我的公司',
      membership_consultation: '联系我们：会员咨询',
      report_abuse: '联系我们：举报滥用',
    },
    removal: '删除请求：{{item}}',
    claim: '企业认领：{{item}}',
    refund: '退款申请：{{item}}',
  },
};

const textsFor = (language: string) => SUBJECTS[isLanguage(language) ? language : 'en'];

export function contactSubject(language: string, purpose: ContactPurpose): string {
  return textsFor(language).contact[purpose];
}

/** A complaint keeps the subject its author wrote; the other kinds name what they are about. */
export function requestSubject(language: string, input: SupportCreateForm): string {
  const t = textsFor(language);
  switch (input.kind) {
    case 'complaint':
      return input.subject;
    case 'removal':
      return t.removal.replace('{{item}}', input.item_name);
    case 'claim_business':
      return t.claim.replace('{{item}}', input.company_name);
    case 'refund':
      return t.refund.replace('{{item}}', input.payment_reference);
  }
}
