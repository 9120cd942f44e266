import { describe, expect, it } from 'vitest';
import { chatStartFromParams, supplierChatStartFromParams } from './chat-start-params.ts';

const read = (query: Record<string, string>) => chatStartFromParams(new URLSearchParams(query));

describe('a chat started from the address', () => {
  it('is with the supplier supp names, about the product prod names', () => {
    expect(read({ supp: 'SUPABC123', prod: '42' })).toEqual({ kind: 'target', counterpart: 'SUPABC123', embed: { type: 'product', id: '42' } });
    expect(read({ supp: 'supabc123' })).toEqual({ kind: 'target', counterpart: 'SUPABC123' });
  });
  it('has no product for a bad prod', () => {
    for (const prod of ['0', '-1', 'abc', '99999999999', '1.5']) expect(read({ supp: 'SUPABC123', prod })).toEqual({ kind: 'target', counterpart: 'SUPABC123' });
  });
  it('is nothing for a missing or malformed supplier (a buyer identity included)', () => {
    for (const supp of ['', 'BURABC123', 'SUP', 'SUP<script>', 'SUPABC 123']) expect(read({ supp, prod: '1' })).toBeNull();
    expect(read({ prod: '1' })).toBeNull();
  });
});

describe('a supplier’s chat started from the address', () => {
  it('is with the buyer u names, and nothing for anything else', () => {
    expect(supplierChatStartFromParams(new URLSearchParams({ u: 'burabc123' }))).toEqual({ kind: 'target', counterpart: 'BURABC123' });
    for (const u of ['', 'SUPABC123', 'BUR', 'BUR/../x']) expect(supplierChatStartFromParams(new URLSearchParams({ u }))).toBeNull();
  });
});
