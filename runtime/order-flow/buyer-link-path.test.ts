import { describe, expect, it } from 'vitest';
import { buyerLinkAddress, buyerLinkPath } from './buyer-link-path';

describe('buyer link addresses', () => {
  it('carries the token only in the fragment, which no server sees', () => {
    const address = new URL(buyerLinkAddress('https://h5.example.com', 'T'.repeat(43), 'health'));
    expect(address.pathname).toBe('/link');
    expect(address.search).toBe('?from=health');
    expect(address.hash).toBe(`#${'T'.repeat(43)}`);
  });

  it('goes on to the detail of a draft or closed order', () => {
    expect(buyerLinkPath({ orderNo: '1', next: 'detail' }, undefined)).toBe('/orderDetail?orderNo=1');
  });
});
