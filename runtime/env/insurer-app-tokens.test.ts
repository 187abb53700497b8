import { describe, expect, it } from 'vitest';
import { DEFAULT_INSURER_APP_TOKENS, hasInsurerAppToken, insurerAppTokens } from './insurer-app-tokens';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('insurerAppTokens', () => {
  it('uses the project token when nothing is configured', () => {
    expect(insurerAppTokens(undefined)).toEqual(DEFAULT_INSURER_APP_TOKENS);
    expect(insurerAppTokens(' , ')).toEqual(DEFAULT_INSURER_APP_TOKENS);
  });

  it('reads a deployment list, trimmed', () => {
    expect(insurerAppTokens(' PAJK, BaiAnApp ')).toEqual(['PAJK', 'BaiAnApp']);
  });
});

describe('hasInsurerAppToken', () => {
  it('recognises the token with or without a version, in any case', () => {
    expect(hasInsurerAppToken(`${IPHONE_SAFARI} InsurerApp/5.2.0`, ['InsurerApp'])).toBe(true);
    expect(hasInsurerAppToken(`${IPHONE_SAFARI} insurerapp`, ['InsurerApp'])).toBe(true);
  });

  it('ignores a plain browser and a token buried in another word', () => {
    expect(hasInsurerAppToken(IPHONE_SAFARI, ['InsurerApp'])).toBe(false);
    expect(hasInsurerAppToken(`${IPHONE_SAFARI} MyInsurerAppKit/1.0`, ['InsurerApp'])).toBe(false);
  });
});
