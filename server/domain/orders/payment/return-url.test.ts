import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl } from './return-url';

const ORIGIN = 'https://h5.insurer.example';

describe('isAllowedReturnUrl', () => {
  it('allows paths of this site and addresses on this origin or the configured ones', () => {
    expect(isAllowedReturnUrl('/result?orderNo=1&mode=simulate', ORIGIN, [])).toBe(true);
    expect(isAllowedReturnUrl(`${ORIGIN}/result`, ORIGIN, [])).toBe(true);
    expect(isAllowedReturnUrl('https://app.insurer.example/done', ORIGIN, ['https://app.insurer.example/'])).toBe(true);
  });

  it('refuses other sites, protocol-relative and backslash tricks, and other schemes', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', `${ORIGIN}.evil.example/`, '']) {
      expect(isAllowedReturnUrl(url, ORIGIN, []), url).toBe(false);
    }
  });
});
