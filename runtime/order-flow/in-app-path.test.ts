import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-path';

describe('inAppPath', () => {
  it('routes paths and same-origin urls inside the app', () => {
    expect(inAppPath('/querypay?encryptOrderNo=E1', 'https://h5.example.com')).toBe('/querypay?encryptOrderNo=E1');
    expect(inAppPath('https://h5.example.com/result?x=1#a', 'https://h5.example.com')).toBe('/result?x=1#a');
  });

  it('leaves other sites and protocol-relative urls to the browser', () => {
    expect(inAppPath('https://pay.example.com/c', 'https://h5.example.com')).toBeUndefined();
    expect(inAppPath('//pay.example.com/c', 'https://h5.example.com')).toBeUndefined();
  });
});
