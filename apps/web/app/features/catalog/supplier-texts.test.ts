import { describe, expect, it } from 'vitest';
import type { SupplierPublic } from '@tradelink/shared/catalog/detail';
import { responseLine } from './supplier-texts.server.ts';

const figures = (over: Partial<SupplierPublic['response']> = {}): SupplierPublic['response'] => ({
  window_days: 30,
  enough_data: true,
  response_rate: 0.92,
  avg_first_response_minutes: 150,
  rate_percent: 92,
  reply_within_hours: 3,
  ...over,
});

describe('the supplier page’s response line', () => {
  it('words the rate and the typical reply time in the page language', () => {
    expect(responseLine('en', figures()).text).toBe('Response rate 92% · Typically replies within 3 hours (last 30 days)');
    expect(responseLine('vi', figures()).text).toBe('Tỷ lệ phản hồi 92% · Thường trả lời trong vòng 3 giờ (30 ngày qua)');
    expect(responseLine('zh', figures()).text).toBe('回复率 92% · 通常在 3 小时内回复（最近 30 天）');
  });

  it('says an hour, and days from a day on', () => {
    expect(responseLine('en', figures({ reply_within_hours: 1 })).text).toBe('Response rate 92% · Typically replies within an hour (last 30 days)');
    expect(responseLine('en', figures({ reply_within_hours: 24 })).text).toBe('Response rate 92% · Typically replies within a day (last 30 days)');
    expect(responseLine('en', figures({ reply_within_hours: 168 })).text).toBe('Response rate 92% · Typically replies within 7 days (last 30 days)');
  });

  it('leaves the time out when nothing was answered, and says when there is not enough data', () => {
    expect(responseLine('en', figures({ rate_percent: 0, response_rate: 0, reply_within_hours: null, avg_first_response_minutes: null })).text).toBe('Response rate 0% (last 30 days)');
    const none = responseLine('en', figures({ enough_data: false, rate_percent: null, response_rate: null, reply_within_hours: null, avg_first_response_minutes: null }));
    expect(none).toMatchObject({ text: 'Response rate: not enough data yet', enough: false });
    expect(none.explain).toContain('last 30 days');
  });
});
