import { describe, expect, it } from 'vitest';
import { encryptOrderNo, looksLikeToken, newTokenId, readTokenId } from './order-token';

describe('encryptOrderNo', () => {
  it('round-trips for its tenant and secret only', () => {
    const tokenId = newTokenId();
    const token = encryptOrderNo('secret', 'health', tokenId);
    expect(looksLikeToken(token)).toBe(true);
    expect(readTokenId('secret', 'health', token)).toBe(tokenId);
    expect(readTokenId('secret', 'ba', token)).toBeUndefined();
    expect(readTokenId('other', 'health', token)).toBeUndefined();
  });

  it('refuses a tampered token and does not mistake an order number for one', () => {
    const token = encryptOrderNo('secret', 'health', newTokenId());
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(readTokenId('secret', 'health', tampered)).toBeUndefined();
    expect(looksLikeToken('20261121100000123456')).toBe(false);
  });

  it('draws a fresh random id for every order', () => {
    expect(newTokenId()).not.toBe(newTokenId());
    expect(newTokenId()).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
