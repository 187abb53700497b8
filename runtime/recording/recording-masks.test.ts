// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { maskPageText, maskTypedValue } from './recording-masks';

describe('recording masks', () => {
  it('keeps nothing of a typed value but its length', () => {
    expect(maskTypedValue('110101199003071234')).toBe('******************');
  });

  it('hides every digit of text inside an element marked personal, however it is written', () => {
    document.body.innerHTML = '<div data-personal><span id="inner">E1234 5678 / 张三</span></div><p id="plain">保费 34.18 元</p>';
    expect(maskPageText('E1234 5678 / 张三', document.getElementById('inner'))).toBe('E**** **** / 张三');
    expect(maskPageText('保费 34.18 元', document.getElementById('plain'))).toBe('保费 34.18 元');
  });

  it('masks ID, mobile and bank numbers in any other text, as the logs do', () => {
    const masked = maskPageText('身份证 110101199003071234，手机 13812345678', null);
    expect(masked).not.toContain('110101199003071234');
    expect(masked).not.toContain('13812345678');
    expect(masked).toContain('138****5678');
  });
});
