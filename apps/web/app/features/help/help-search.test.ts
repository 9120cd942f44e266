import { describe, expect, it } from 'vitest';
import { foldText, queryWords, rankDocuments } from './help-search.ts';

const docs = [
  { id: 1, title: 'Tôi được gửi bao nhiêu báo giá?', summary: 'Giới hạn mỗi tháng', body: ['Đăng ký'] },
  { id: 2, title: 'Cấp độ xác minh', summary: 'Cấp 1 đến 4', body: ['báo giá cần hồ sơ'] },
  { id: 3, title: '我可以发送多少份报价？', summary: '每月限额', body: ['认证'] },
];

describe('help search', () => {
  it('folds accents, tone marks and đ', () => {
    expect(foldText('Đăng báo giá')).toBe('dang bao gia');
  });
  it('matches Vietnamese with or without accents, title first', () => {
    expect(rankDocuments(docs, 'bao gia').map((d) => d.id)).toEqual([1, 2]);
    expect(rankDocuments(docs, 'BÁO GIÁ').map((d) => d.id)).toEqual([1, 2]);
    expect(rankDocuments(docs, 'dang ky').map((d) => d.id)).toEqual([1]);
  });
  it('needs every word, and matches Chinese by substring', () => {
    expect(rankDocuments(docs, 'bao gia xac minh').map((d) => d.id)).toEqual([2]);
    expect(rankDocuments(docs, 'bao gia trust').map((d) => d.id)).toEqual([]);
    expect(rankDocuments(docs, '报价').map((d) => d.id)).toEqual([3]);
    expect(queryWords('  ,  ')).toEqual([]);
  });
});
