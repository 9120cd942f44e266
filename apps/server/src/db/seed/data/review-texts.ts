/**
 * Seed data: short review texts buyers leave on a supplier, per tone and language. A review takes
 * its text from the tone of its rating (5–4 positive, 3 mixed, 2–1 negative) in its author's
 * language. A few texts have a line break, as typed reviews do.
 */

export type ReviewTone = 'positive' | 'mixed' | 'negative';
export type ReviewLanguage = 'en' | 'vi' | 'zh';

export const reviewTexts: Record<ReviewTone, Record<ReviewLanguage, string[]>> = {
  positive: {
    en: [
      'Samples matched the final shipment exactly. Communication was quick and clear.',
      'Second order with them and quality is consistent. Packed well, arrived on schedule.',
      'Very professional team. They sent inspection photos before loading and fixed a label issue without extra cost.',
      'Good price for the quality. Lead time was 25 days as promised.',
      'Reliable supplier. Documents for customs were complete and correct the first time.',
      'Responded to our RFQ within hours with a detailed quotation and options for packaging.',
      'Great experience overall.\nMinor delay on the sample, but bulk production was on time.',
      'They accepted a small trial order, which helped us test the market. Will order again.',
      'Product exactly as described, certificates provided on request.',
      'Helpful with OEM branding and artwork. Our logo printing came out sharp.',
      'Stable quality over three shipments so far. Recommended.',
      'Clear payment terms, no surprises. Container arrived in good condition.',
    ],
    vi: [
      'Hàng mẫu và hàng thực tế giống nhau. Phản hồi nhanh, rõ ràng.',
      'Đã đặt lần thứ hai, chất lượng ổn định. Đóng gói cẩn thận, giao đúng hẹn.',
      'Đội ngũ làm việc chuyên nghiệp, gửi ảnh kiểm hàng trước khi đóng container.',
      'Giá tốt so với chất lượng. Thời gian sản xuất đúng như cam kết.',
      'Chứng từ xuất khẩu đầy đủ, thông quan suôn sẻ.',
      'Nhận đơn thử số lượng nhỏ, rất phù hợp cho doanh nghiệp mới.\nSẽ tiếp tục hợp tác.',
      'Tư vấn nhiệt tình về quy cách đóng gói và in logo.',
      'Nhà cung cấp đáng tin cậy, hàng đúng mô tả.',
    ],
    zh: [
      '样品和大货一致，沟通及时，值得信赖。',
      '第二次合作了，质量稳定，包装很好，准时发货。',
      '团队很专业，装柜前发了验货照片。',
      '性价比高，交期和承诺的一样。',
      '报关单据齐全，清关很顺利。',
      '接受小批量试单，对我们很有帮助。\n会继续下单。',
      '贴牌和包装设计方面很配合，印刷效果清晰。',
      '产品与描述相符，可按要求提供证书。',
    ],
  },
  mixed: {
    en: [
      'Quality is acceptable for the price, but replies slowed down after we paid the deposit.',
      'Product was fine. Shipment left one week late and we had to chase for the tracking number.',
      'Decent supplier for standard items. Custom requests took several rounds to get right.',
      'Good factory, average communication. Expect to check every detail in writing.',
      'Some cartons arrived damaged; they offered a discount on the next order.',
    ],
    vi: [
      'Chất lượng tạm ổn so với giá, nhưng phản hồi chậm sau khi đặt cọc.',
      'Hàng ổn nhưng giao trễ một tuần so với hẹn.',
      'Một số thùng bị móp khi nhận, nhà cung cấp hỗ trợ giảm giá đơn sau.',
    ],
    zh: [
      '质量对得起价格，但付定金后回复变慢了。',
      '产品还可以，发货比约定晚了一周。',
      '部分纸箱到货时破损，对方承诺下单给折扣。',
    ],
  },
  negative: {
    en: [
      'Bulk goods did not match the approved sample. Still waiting for a solution.',
      'Missed the agreed delivery date twice and stopped answering messages for days.',
      'Packaging was poor and about 10% of the units arrived damaged.',
      'Quoted price changed after the order was confirmed. Would not order again.',
    ],
    vi: [
      'Hàng thực tế không giống mẫu đã duyệt, vẫn đang chờ giải quyết.',
      'Trễ hạn giao hàng hai lần và không trả lời tin nhắn.',
    ],
    zh: [
      '大货与确认的样品不符，至今仍未解决。',
      '两次错过约定交期，消息也不回。',
    ],
  },
};

export function toneOf(rating: number): ReviewTone {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}
