import type { HelpContent } from './types.ts';
import { F } from './facts.ts';

const q = F.quotes;
const p = F.quotas;

export const vi: HelpContent = {
  topics: {
    rfqs: 'Đăng yêu cầu và sản phẩm',
    quotations: 'Báo giá',
    verification: 'Cấp độ xác minh',
    plans: 'Gói, giới hạn và thanh toán',
    chat: 'Quy tắc trò chuyện',
    safety: 'An toàn và báo cáo',
    partners: 'Chương trình đối tác',
  },
  articles: {
    'post-an-rfq': {
      title: 'Làm sao để đăng yêu cầu báo giá (RFQ)?',
      summary: 'Mô tả nhu cầu một lần và nhận báo giá từ các nhà cung cấp.',
      body: [
        'Vào Đăng RFQ (hoặc [mẫu yêu cầu nhanh](/quick-rfq) nếu bạn chưa có tài khoản). Mẫu ngắn hỏi sản phẩm, số lượng và đơn vị, và phần mô tả; mẫu đầy đủ trong bảng điều khiển (Yêu cầu mua hàng → Yêu cầu mới) có thêm giá mục tiêu, điều kiện giao hàng (incoterm), phương thức thanh toán, nơi nhận, tần suất và ngày hết hạn.',
        'Bạn có thể đính kèm tối đa 5 tệp (JPEG, PNG, PDF, DOC hoặc XLS, mỗi tệp 10 MB): bản vẽ, thông số kỹ thuật hay ảnh mẫu giúp nhà cung cấp báo giá chính xác.',
        'Nếu là khách, bạn điền mẫu nhanh trước rồi tạo tài khoản ngay trong cùng bước; yêu cầu được lưu cùng tài khoản mới.',
        'Sau khi đăng, chúng tôi gửi e-mail hai liên kết dùng một lần để xác nhận hoặc rút lại yêu cầu, phòng khi có người dùng địa chỉ của bạn.',
      ],
    },
    'rfq-review-states': {
      title: 'Vì sao yêu cầu của tôi vẫn đang chờ duyệt?',
      summary: 'Mọi yêu cầu đều được kiểm duyệt viên xem trước khi nhà cung cấp thấy.',
      body: [
        'Yêu cầu mới ở trạng thái Chờ duyệt cho đến khi kiểm duyệt viên phê duyệt (yêu cầu được công khai và nhà cung cấp có thể báo giá) hoặc từ chối. Yêu cầu bị từ chối hiển thị lý do trong danh sách của bạn; sửa lại và lưu để gửi duyệt lần nữa.',
        'Sửa một yêu cầu đã duyệt sẽ đưa nó về Chờ duyệt, để nhà cung cấp không báo giá theo điều kiện đã thay đổi.',
        'Khi đã đủ báo giá, hãy đóng yêu cầu (Hoàn tất): yêu cầu ngừng nhận báo giá và bạn vẫn giữ các báo giá đã nhận.',
        'Mẹo: yêu cầu của người mua đã xác minh doanh nghiệp có thể được đăng ngay khi đội ngũ bật tự động phê duyệt.',
      ],
    },
    'inquiry-limits': {
      title: 'Vì sao tôi tạm thời không gửi thêm được yêu cầu liên hệ?',
      summary: `Bạn có thể gửi ${F.inquiriesPerHour} yêu cầu liên hệ mỗi giờ và ${F.inquiriesPerDay} mỗi ngày.`,
      body: [
        `Để hộp thư của nhà cung cấp không bị spam, mỗi tài khoản gửi tối đa ${F.inquiriesPerHour} yêu cầu liên hệ mỗi giờ và ${F.inquiriesPerDay} mỗi ngày. Khi chạm giới hạn, một thông báo sẽ cho bạn biết; hết giờ hoặc hết ngày bạn có thể gửi tiếp.`,
        'Cần hỏi nhiều nhà cung cấp cùng lúc? Hãy đăng một yêu cầu báo giá: mọi nhà cung cấp phù hợp đều có thể báo giá và bạn so sánh chúng cạnh nhau.',
        'Hãy hoàn thiện hồ sơ trước: nhà cung cấp trả lời hồ sơ đầy đủ nhanh hơn, và hồ sơ thiếu sẽ được yêu cầu bổ sung trước khi gửi.',
      ],
    },
    'guest-browsing-limits': {
      title: 'Vì sao tôi phải đăng nhập sau vài trang?',
      summary: `Khách được mở ${F.guestPages} trang người mua hoặc yêu cầu trong mỗi ba giờ.`,
      body: [
        `Hồ sơ người mua và chi tiết yêu cầu chứa thông tin kinh doanh, nên khách chỉ mở được ${F.guestPages} trang như vậy trong mỗi khung ba giờ (tính theo múi giờ của bạn). Mở lại trang đã xem trong cùng khung giờ thì không bị tính.`,
        'Đăng nhập hoặc tạo tài khoản miễn phí sẽ bỏ giới hạn này. Trang sản phẩm, nhà cung cấp, tìm kiếm và danh sách không bao giờ bị giới hạn.',
      ],
    },
    'compare-quotations': {
      title: 'Làm sao để so sánh và trả lời báo giá?',
      summary: 'Xếp các báo giá cạnh nhau, chọn một, hoặc từ chối kèm lý do.',
      body: [
        'Mở Báo giá đã nhận của một yêu cầu để xem mọi báo giá cạnh nhau, sắp xếp theo đơn giá, tổng tiền, thời gian giao hàng hoặc hiệu lực.',
        'Chọn báo giá tốt nhất (một báo giá cho mỗi yêu cầu) hoặc từ chối các báo giá khác kèm lý do ngắn: nhà cung cấp đọc được và báo giá tốt hơn lần sau.',
        'Mỗi báo giá có thể tải về dạng PDF hoặc CSV. Chỉ bạn và nhà cung cấp gửi báo giá xem được nó.',
        'Dùng "Trò chuyện với nhà cung cấp" trên báo giá để hỏi thêm; báo giá được đính kèm vào cuộc trò chuyện.',
      ],
    },
    'supplier-verification-levels': {
      title: 'Các cấp độ xác minh của nhà cung cấp có ý nghĩa gì?',
      summary: 'Cấp 1 đến 4 cho biết chúng tôi đã kiểm tra nhà cung cấp đến đâu.',
      body: [
        'Cấp 1: tài khoản chưa được xác minh. Cấp 2: nhà cung cấp đã xác nhận e-mail công việc thuộc tên miền công ty. Cấp 3: đội ngũ của chúng tôi đã duyệt giấy tờ doanh nghiệp. Cấp 4: đã qua thêm một buổi truy xuất thông minh trực tuyến với đội ngũ.',
        'Di chuột hoặc chạm vào huy hiệu cấp độ trên trang nhà cung cấp để xem từng bước và lần xác minh gần nhất.',
        'Xác minh giảm rủi ro nhưng không bảo đảm giao dịch: hãy thống nhất mẫu, kiểm hàng và điều kiện thanh toán trước khi trả tiền.',
      ],
    },
    'business-verification': {
      title: 'Làm sao để xác minh doanh nghiệp cho tài khoản người mua?',
      summary: 'Gửi giấy tờ doanh nghiệp từ trang hồ sơ; hoàn toàn miễn phí.',
      body: [
        'Mở hồ sơ (/user/profile) và gửi yêu cầu xác minh doanh nghiệp kèm giấy tờ công ty. Kiểm duyệt viên xem xét và bạn nhận kết quả qua e-mail; nếu bị từ chối sẽ có lý do để bạn bổ sung.',
        'Người mua đã xác minh có huy hiệu được nhà cung cấp tin tưởng, và yêu cầu của họ có thể được đăng ngay khi bật tự động phê duyệt.',
      ],
    },
    'buyer-premium': {
      title: 'Buyer Premium là gì?',
      summary: `Gói trả phí dành cho người mua: ${F.buyerPremium} mỗi năm.`,
      body: [
        `Buyer Premium có giá ${F.buyerPremium} mỗi năm, mua tại [trang Buyer Premium](/buyer-premium-payment). Gói mở các tính năng trả phí phía người mua, như phân tích số liệu.`,
        'Trang hội viên (/user/membership) hiển thị gói, thời hạn và gia hạn, các khoản thanh toán và biên lai. Bạn có thể hủy gia hạn bất kỳ lúc nào; gói vẫn dùng được đến hết kỳ đã trả.',
        'Gói trả phí chỉ được kích hoạt khi nhà cung cấp dịch vụ thanh toán xác nhận, thường trong vài giây.',
      ],
    },
    'buyer-chat-rules': {
      title: 'Trò chuyện với nhà cung cấp hoạt động thế nào?',
      summary: 'Tin nhắn đầu tiên của bạn chờ nhà cung cấp chấp nhận.',
      body: [
        'Mỗi cuộc trò chuyện luôn gồm một người mua và một nhà cung cấp, và bạn cần đăng nhập. Bắt đầu bằng "Trò chuyện ngay" trên trang nhà cung cấp, trang sản phẩm hoặc từ một báo giá.',
        'Tin nhắn đầu tiên chờ nhà cung cấp chấp nhận (hoặc trả lời) hay từ chối. Trong lúc đó bạn chưa thể nhắn thêm. Cuộc trò chuyện bị từ chối sẽ đóng lại.',
        `Bạn có thể bắt đầu tối đa ${F.buyerChatsPerDay} cuộc trò chuyện mới mỗi ngày.`,
        'Hãy thống nhất thanh toán và hợp đồng bằng văn bản hai bên kiểm tra được; đừng bao giờ gửi mật khẩu hay số thẻ qua trò chuyện.',
      ],
    },
    'report-and-complaints': {
      title: 'Làm sao để báo cáo nhà cung cấp hoặc gửi khiếu nại?',
      summary: 'Dùng nút Báo cáo trên trang, hoặc trung tâm khiếu nại cho mọi việc khác.',
      body: [
        'Nút Báo cáo trên trang nhà cung cấp, sản phẩm, yêu cầu và trên mỗi đánh giá cho bạn chọn lý do: lừa đảo, spam, không liên lạc được, thông tin giả/sai, hoặc khác. Đội ngũ xem xét tài khoản bị báo cáo và có thể cảnh cáo hoặc đình chỉ.',
        'Với vấn đề về đơn hàng, thanh toán hay người dùng, hãy gửi khiếu nại tại trung tâm khiếu nại (/complaint-center). Bạn theo dõi mọi yêu cầu đã gửi, đọc câu trả lời và phản hồi tại đó.',
        'Sau khi có yêu cầu liên hệ hoặc báo giá với một nhà cung cấp, bạn có thể viết đánh giá (1 đến 5 sao) để cảnh báo hoặc giúp người mua khác yên tâm.',
      ],
    },
    'find-buying-leads': {
      title: 'Làm sao tìm yêu cầu mua hàng để báo giá?',
      summary: 'Cơ hội mua hàng gợi ý yêu cầu; chợ yêu cầu liệt kê tất cả.',
      body: [
        'Cơ hội mua hàng (/business/buying-leads) hiển thị các yêu cầu Đề xuất khớp với danh mục, sản phẩm và sản phẩm chính của bạn, kèm lý do gợi ý.',
        'Chế độ Tất cả yêu cầu liệt kê mọi yêu cầu đã duyệt còn hạn: tìm theo từ khóa và lọc theo danh mục, nơi nhận, số lượng, ngày đăng hoặc tệp đính kèm. Ẩn những yêu cầu không phù hợp.',
        'Hãy cập nhật danh mục và sản phẩm chính trong phần cài đặt: chúng quyết định yêu cầu nào được gợi ý và khi nào huy hiệu cơ hội mới tăng.',
      ],
    },
    'product-posting-limits': {
      title: 'Vì sao tôi không đăng thêm sản phẩm được?',
      summary: `Gói của bạn có số lượt đăng sản phẩm mỗi tháng (Miễn phí: ${p.Free.farm_item_post_quota}).`,
      body: [
        `Mỗi sản phẩm mới dùng một lượt đăng trong hạn mức tháng: Miễn phí ${p.Free.farm_item_post_quota}, Advance và Dùng thử ${p.Starter.farm_item_post_quota}, Superior ${p.Advance.farm_item_post_quota}. Mở lại sản phẩm đã đóng không tốn lượt mới. Lượt chưa dùng không được cộng dồn.`,
        'Khi hết lượt, một thông báo sẽ giới thiệu gói có nhiều lượt hơn. Hạn mức được làm mới mỗi tháng.',
        'Sản phẩm mới và sản phẩm đã sửa chờ kiểm duyệt viên xem; sản phẩm bị từ chối có lý do để bạn sửa.',
      ],
    },
    'quotation-limits': {
      title: 'Tôi được gửi bao nhiêu báo giá?',
      summary: `Mỗi tháng: Miễn phí ${q.Free}, Dùng thử ${q.Trial}, Advance ${q.Starter} và Superior ${q.Advance} báo giá.`,
      body: [
        `Báo giá được tính theo tháng dương lịch (giờ UTC): Miễn phí ${q.Free}, Dùng thử ${q.Trial}, Advance ${q.Starter}, Superior ${q.Advance}. Số đếm bắt đầu lại vào ngày đầu mỗi tháng.`,
        'Bạn gửi một báo giá cho mỗi yêu cầu và có thể sửa hoặc rút lại cho đến khi người mua quyết định.',
        'Trước khi mở mẫu, chúng tôi kiểm tra hồ sơ công ty (hồ sơ thiếu sẽ được yêu cầu bổ sung) và hạn mức. Khi hết hạn mức, nâng cấp ngay trong hộp thoại để tiếp tục trên cùng trang.',
      ],
    },
    'quotation-templates': {
      title: 'Mẫu báo giá giúp tiết kiệm thời gian thế nào?',
      summary: 'Lưu điều khoản quen dùng một lần và áp dụng cho bất kỳ báo giá nào.',
      body: [
        'Lưu điều khoản giá, thanh toán, thời gian giao hàng và hiệu lực thành mẫu (tối đa 20, mỗi mẫu một tên riêng) và áp dụng để điền sẵn báo giá. Hiệu lực tính bằng ngày sẽ thành một ngày cụ thể tính từ hôm nay.',
        'Quản lý mẫu trong mục Mẫu báo giá; sửa mẫu không làm thay đổi báo giá đã gửi.',
      ],
    },
    'verification-levels': {
      title: 'Làm sao đạt cấp xác minh 2, 3 và 4?',
      summary: 'Xác nhận e-mail công việc, gửi giấy tờ doanh nghiệp, rồi đặt lịch truy xuất thông minh.',
      body: [
        'Cấp 2: tại [trang Xác minh](/business/verification), nhập địa chỉ thuộc tên miền riêng của công ty; chúng tôi gửi mã 6 chữ số để xác nhận. Địa chỉ e-mail miễn phí (như Gmail) không được chấp nhận.',
        'Cấp 3: tải lên giấy đăng ký kinh doanh và giấy tờ liên quan. Kiểm duyệt viên xem xét và trả lời qua e-mail; nếu từ chối sẽ nói rõ cần sửa gì.',
        'Cấp 4: đặt lịch một buổi truy xuất thông minh trực tuyến với đội ngũ, họ kiểm tra hoạt động của bạn trực tiếp.',
        'Cấp càng cao người mua càng tin tưởng, và một số thao tác cần cấp nhất định: mở khóa liên hệ người mua cần Cấp 2, và bài đăng của nhà cung cấp từ Cấp 3 có thể được đăng ngay khi bật tự động phê duyệt.',
      ],
    },
    'unlock-buyer-contacts': {
      title: 'Mở khóa liên hệ hoạt động thế nào?',
      summary: `Mỗi lần mở khóa dùng một lượt liên hệ trong hạn mức tháng (Miễn phí: ${p.Free.contact_quota}).`,
      body: [
        `"Liên hệ người mua" hiển thị e-mail và số điện thoại của người mua. Mỗi người mua mới dùng một lượt: Miễn phí ${p.Free.contact_quota}, Advance và Dùng thử ${p.Starter.contact_quota}, Superior ${p.Advance.contact_quota} mỗi tháng. Mở lại người mua đã mở khóa thì miễn phí.`,
        'Mở khóa cần cấp xác minh 2 (đã xác nhận e-mail công việc).',
        'Người mua đã mở khóa nằm trong mục Liên hệ. Khi hết lượt, một thông báo sẽ giới thiệu gói có nhiều lượt hơn.',
      ],
    },
    'plans-and-prices': {
      title: 'Gói nào phù hợp với tôi?',
      summary: `Miễn phí, Dùng thử ${F.trialDays} ngày, Advance từ ${F.advance.m1} và Superior từ ${F.superior.m1} mỗi tháng.`,
      body: [
        `Advance giá ${F.advance.m1} mỗi tháng, ${F.advance.m6} cho 6 tháng hoặc ${F.advance.m12} mỗi năm. Superior giá ${F.superior.m1}, ${F.superior.m6} hoặc ${F.superior.m12}. Giá tính bằng USD.`,
        `Mỗi gói có hạn mức hằng tháng (mở khóa liên hệ, cuộc trò chuyện mới, đăng và quảng cáo sản phẩm, báo giá). Miễn phí: ${p.Free.contact_quota} lượt mở khóa, ${p.Free.conversation_quota} cuộc trò chuyện, ${q.Free} báo giá. Advance: ${p.Starter.contact_quota}, ${p.Starter.conversation_quota}, ${q.Starter}. Superior: ${p.Advance.contact_quota}, ${p.Advance.conversation_quota}, ${q.Advance}, và được xếp đầu trong tìm kiếm nhà cung cấp.`,
        `Gói Dùng thử miễn phí ${F.trialDays} ngày, một lần cho mỗi tài khoản, không cần thẻ, và có đủ quyền lợi như Advance.`,
      ],
    },
    'refunds-and-cancelling': {
      title: 'Làm sao để hủy gói hoặc yêu cầu hoàn tiền?',
      summary: 'Hủy gia hạn ở trang hội viên; yêu cầu hoàn tiền từ biên lai.',
      body: [
        'Trên trang hội viên, chọn Hủy khi hết kỳ: gói vẫn dùng được đến hết kỳ đã trả và không gia hạn. Bạn có thể tiếp tục gói trước thời điểm đó.',
        'Để yêu cầu hoàn tiền, mở biên lai trong lịch sử thanh toán và chọn "Yêu cầu hoàn tiền". Yêu cầu được chuyển đến trung tâm khiếu nại, nơi đội ngũ trả lời; tiền hoàn về thẻ bạn đã dùng.',
        'Thanh toán bị từ chối hoặc bỏ dở được ghi là một lần thử: không có khoản nào bị trừ và không có biên lai.',
      ],
    },
    'supplier-chat-rules': {
      title: 'Quy tắc trò chuyện dành cho nhà cung cấp là gì?',
      summary: `Bắt đầu một cuộc trò chuyện dùng một lượt trò chuyện mới trong tháng (Miễn phí: ${p.Free.conversation_quota}).`,
      body: [
        `Mỗi cuộc trò chuyện bạn bắt đầu với người mua dùng một lượt trong hạn mức tháng: Miễn phí ${p.Free.conversation_quota}, Advance và Dùng thử ${p.Starter.conversation_quota}, Superior ${p.Advance.conversation_quota}.`,
        'Tin nhắn đầu tiên chờ người mua chấp nhận hoặc trả lời; trong lúc đó bạn chưa thể nhắn thêm. Với gói trả phí, bạn có thể mở khóa cuộc trò chuyện để nhắn tiếp, việc này dùng một lượt trò chuyện mới.',
        'Gói trả phí còn cho thấy người mua nào đang trực tuyến. Người mua từ chối sẽ đóng cuộc trò chuyện: xin hãy tôn trọng điều đó.',
      ],
    },
    'safety-and-reporting': {
      title: 'Làm sao để giao dịch an toàn và báo cáo vi phạm?',
      summary: 'Kiểm tra người mua, lưu chứng từ, và báo cáo mọi điều đáng ngờ.',
      body: [
        'Trước khi giao hàng, hãy xem cấp xác minh và đánh giá của người mua, thống nhất điều khoản bằng văn bản và ưu tiên phương thức thanh toán truy vết được (T/T, L/C).',
        'Báo cáo người mua, yêu cầu hoặc đánh giá bằng nút Báo cáo (lừa đảo, spam, không liên lạc được, thông tin giả/sai, khác). Để gỡ nội dung, tài khoản hoặc nhận quyền trang doanh nghiệp, hãy dùng trung tâm khiếu nại.',
        'Đội ngũ có thể cảnh cáo hoặc đình chỉ tài khoản; mọi quyết định đều được ghi lại.',
      ],
    },
    'partner-programme': {
      title: 'Chương trình đối tác là gì?',
      summary: 'Đối tác giới thiệu doanh nghiệp đến Tradelink và có khu vực liên kết riêng.',
      body: [
        'Đối tác (Partner) là vai trò đội ngũ cấp cho các đại lý, hiệp hội thương mại và nhà tư vấn đưa doanh nghiệp đến Tradelink. Hãy đề nghị qua trang Liên hệ (mục đích: đăng công ty của tôi hoặc tư vấn gói hội viên).',
        'Đối tác thấy thẻ Liên kết trong bảng điều khiển doanh nghiệp, nơi lượt giới thiệu và phần thưởng sẽ hiển thị khi chương trình mở; người dùng khác không thấy thẻ này.',
      ],
    },
  },
};
