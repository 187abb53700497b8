import { describe, expect, it } from 'vitest';
import { toHttps, toHttpsOptional } from './https-url';

describe('toHttps', () => {
  it('upgrades http links, whatever their case', () => {
    expect(toHttps('http://img.example.com/a.png')).toBe('https://img.example.com/a.png');
    expect(toHttps('HTTP://img.example.com/a.png')).toBe('https://img.example.com/a.png');
  });

  it('leaves https, relative, protocol-relative and data addresses alone', () => {
    for (const url of ['https://a.cn/x', '/infoDetails', '//cdn.a.cn/x.png', 'data:image/png;base64,AA', 'tel:95500']) {
      expect(toHttps(url)).toBe(url);
    }
  });

  it('passes an absent address through', () => {
    expect(toHttpsOptional(undefined)).toBeUndefined();
    expect(toHttpsOptional('http://a.cn')).toBe('https://a.cn');
  });
});
