import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorText } from './api-client.ts';

describe('apiErrorText', () => {
  it("shows the server's translated message", () => {
    expect(apiErrorText(new ApiError(409, 'RFQ_CLOSED', ['Yêu cầu này đã đóng']), 'Có lỗi xảy ra')).toBe('Yêu cầu này đã đóng');
  });

  it('falls back when the server gave no message or the failure is not an API answer', () => {
    expect(apiErrorText(new ApiError(500, 'INTERNAL', []), 'Something went wrong')).toBe('Something went wrong');
    expect(apiErrorText(new TypeError('Failed to fetch'), 'Something went wrong')).toBe('Something went wrong');
    expect(apiErrorText(undefined, 'Something went wrong')).toBe('Something went wrong');
  });
});
