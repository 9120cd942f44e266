/**
 * Seed data: short review texts buyers leave on a supplier, per tone and language. A review takes
 * its text from the tone of its rating (5–4 positive, 3 mixed, 2–1 negative) in its author's
 * language, from the texts any supplier may get and those about its kind of goods (packed goods,
 * bulk commodities, equipment). A few texts have a line break, as typed reviews do.
 */

export type ReviewTone = 'positive' | 'mixed' | 'negative';
export type ReviewLanguage = 'en' | 'vi' | 'zh';

type Texts = Record<ReviewTone, Record<ReviewLanguage, string[]>>;

export const reviewTexts: Texts = {
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
      'Nhà cung cấp đáng tin cậy, hàng đúng mô tả.',
    ],
    zh: [
      '样品和大货一致，沟通及时，值得信赖。',
      '第二次合作了，质量稳定，包装很好，准时发货。',
      '团队很专业，装柜前发了验货照片。',
      '性价比高，交期和承诺的一样。',
      '报关单据齐全，清关很顺利。',
      '接受小批量试单，对我们很有帮助。\n会继续下单。',
      '产品与描述相符，可按要求提供证书。',
    ],
  },
  mixed: {
    en: [
      'Quality is acceptable for the price, but replies slowed down after we paid the deposit.',
      'Product was fine. Shipment left one week late and we had to chase for the tracking number.',
      'Decent supplier for standard items. Custom requests took several rounds to get right.',
      'Good factory, average communication. Expect to check every detail in writing.',
    ],
    vi: [
      'Chất lượng tạm ổn so với giá, nhưng phản hồi chậm sau khi đặt cọc.',
      'Hàng ổn nhưng giao trễ một tuần so với hẹn.',
    ],
    zh: [
      '质量对得起价格，但付定金后回复变慢了。',
      '产品还可以，发货比约定晚了一周。',
    ],
  },
  negative: {
    en: [
      'Bulk goods did not match the approved sample. Still waiting for a solution.',
      'Missed the agreed delivery date twice and stopped answering messages for days.',
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

/** Texts only a supplier of that kind of goods gets (a cement plant is not praised for its logo printing). */
export const tradeReviewTexts: Record<'goods' | 'bulk' | 'equipment', Texts> = {
  goods: {
    positive: {
      en: ['Helpful with OEM branding and artwork. Our logo printing came out sharp.', 'Cartons were strong and well labelled; every unit arrived in perfect condition.'],
      vi: ['Tư vấn nhiệt tình về quy cách đóng gói và in logo.', 'Thùng hàng chắc chắn, dán nhãn rõ ràng, hàng đến nơi nguyên vẹn.'],
      zh: ['贴牌和包装设计方面很配合，印刷效果清晰。', '外箱结实、标签清楚，货物完好无损。'],
    },
    mixed: {
      en: ['Some cartons arrived damaged; they offered a discount on the next order.', 'Colours were slightly off from the approved sample, otherwise fine.'],
      vi: ['Một số thùng bị móp khi nhận, nhà cung cấp hỗ trợ giảm giá đơn sau.'],
      zh: ['部分纸箱到货时破损，对方承诺下单给折扣。'],
    },
    negative: {
      en: ['Packaging was poor and about 10% of the units arrived damaged.'],
      vi: ['Đóng gói sơ sài, khoảng 10% sản phẩm bị hỏng khi nhận.'],
      zh: ['包装很差，约10%的产品到货时损坏。'],
    },
  },
  bulk: {
    positive: {
      en: ['Weight and quality matched the contract, and the SGS report came before the vessel sailed.', 'Third container with them: consistent quality and clean documents for our L/C.'],
      vi: ['Trọng lượng và chất lượng đúng hợp đồng, có chứng thư SGS trước khi tàu chạy.', 'Đã nhập container thứ ba, chất lượng ổn định, bộ chứng từ L/C chuẩn.'],
      zh: ['重量和质量与合同一致，开船前就收到了SGS报告。', '第三个柜了，质量稳定，信用证单据干净。'],
    },
    mixed: {
      en: ['Quality was within spec, but loading slipped by ten days and we paid extra storage.'],
      vi: ['Chất lượng đạt, nhưng đóng hàng trễ mười ngày, phát sinh phí lưu kho.'],
      zh: ['质量符合规格，但装船晚了十天，产生了额外仓储费。'],
    },
    negative: {
      en: ['The survey at discharge was below the contract spec and they disputed our claim for weeks.'],
      vi: ['Giám định tại cảng dỡ không đạt chỉ tiêu hợp đồng, nhà cung cấp kéo dài khiếu nại nhiều tuần.'],
      zh: ['卸货港检验不达合同标准，对方拖了好几周才处理索赔。'],
    },
  },
  equipment: {
    positive: {
      en: ['The machine arrived well crated and their engineer helped us commission it over video.', 'Spare parts came with the machine and the manual is clear. Running two shifts without issues.'],
      vi: ['Máy được đóng kiện cẩn thận, kỹ sư hướng dẫn lắp đặt qua video rất tận tình.', 'Có kèm phụ tùng và hướng dẫn rõ ràng, máy chạy hai ca ổn định.'],
      zh: ['设备木箱包装很好，工程师通过视频指导我们调试。', '随机附带备件，说明书清楚，两班运转没有问题。'],
    },
    mixed: {
      en: ['Works well, but the English manual was poor and spare parts took a month to arrive.'],
      vi: ['Máy chạy tốt nhưng tài liệu tiếng Anh sơ sài, phụ tùng phải chờ một tháng.'],
      zh: ['设备运行良好，但英文说明书很简单，备件等了一个月。'],
    },
    negative: {
      en: ['The unit failed within three months and warranty support has been slow.'],
      vi: ['Máy hỏng sau ba tháng, bảo hành xử lý rất chậm.'],
      zh: ['设备三个月内就出故障，保修处理很慢。'],
    },
  },
};

export function toneOf(rating: number): ReviewTone {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}
