import { describe, it, expect } from 'vitest';
import { interpretPageActions } from './interpret-page-actions';

describe('interpretPageActions', () => {
  it('turns each known action into its effect, keeping the order', () => {
    expect(
      interpretPageActions([
        { pageAction: 'updateOrderNo', data: { orderNo: 'O20240101', encryptOrderNo: 'enc' } },
        { pageAction: 'alert', data: '请核对信息' },
        { pageAction: 'jumpToPage', data: { pageCode: 'confirm' } },
        { pageAction: 'jumpToUrl', data: { url: 'https://pay.example.com/cashier?id=1' } },
      ]),
    ).toEqual([
      { kind: 'mergeOrderNo', orderNo: 'O20240101', encryptOrderNo: 'enc' },
      { kind: 'showAlert', message: '请核对信息' },
      { kind: 'jumpToPage', pageCode: 'confirm' },
      { kind: 'navigate', url: 'https://pay.example.com/cashier?id=1' },
    ]);
  });

  it('accepts bare values for the order number, url and page code', () => {
    expect(interpretPageActions([{ pageAction: 'updateOrderNo', data: 12345 }])).toEqual([{ kind: 'mergeOrderNo', orderNo: '12345' }]);
    expect(interpretPageActions([{ pageAction: 'jumpToUrl', data: '/result/1' }])).toEqual([{ kind: 'navigate', url: '/result/1' }]);
    expect(interpretPageActions([{ pageAction: 'jumpToPage', data: 'p2' }])).toEqual([{ kind: 'jumpToPage', pageCode: 'p2' }]);
  });

  it('posts a form with every field as a string', () => {
    expect(
      interpretPageActions([
        { pageAction: 'formSubmit', data: { url: 'https://gw.example.com/pay', formData: { amount: 120.5, sign: 'AB', extra: { a: 1 }, empty: null } } },
      ]),
    ).toEqual([{ kind: 'postForm', url: 'https://gw.example.com/pay', formData: { amount: '120.5', sign: 'AB', extra: '{"a":1}' } }]);
  });

  it('shows the alert title when the server sends one', () => {
    expect(interpretPageActions([{ pageAction: 'alert', data: { title: '温馨提示', message: '已提交' } }])).toEqual([
      { kind: 'showAlert', title: '温馨提示', message: '已提交' },
    ]);
  });

  it('only warns for none and for actions it does not support', () => {
    expect(interpretPageActions([{ pageAction: 'none' }, { pageAction: 'openMiniProgram', data: {} }])).toEqual([
      { kind: 'warn', message: '无需执行页面操作' },
      { kind: 'warn', message: '不支持的页面操作：openMiniProgram' },
    ]);
  });

  it('refuses to navigate to script addresses and warns about unusable data', () => {
    expect(interpretPageActions([{ pageAction: 'jumpToUrl', data: 'javascript:alert(1)' }])).toEqual([
      { kind: 'warn', message: '页面操作数据有误：jumpToUrl' },
    ]);
    expect(interpretPageActions([{ pageAction: 'formSubmit', data: { url: 'https://gw.example.com' } }])[0]?.kind).toBe('warn');
    expect(interpretPageActions([{ pageAction: 'updateOrderNo', data: {} }])[0]?.kind).toBe('warn');
    expect(interpretPageActions([{ pageAction: 'alert' }])[0]?.kind).toBe('warn');
  });

  it('does nothing for an empty or missing list', () => {
    expect(interpretPageActions(undefined)).toEqual([]);
    expect(interpretPageActions([])).toEqual([]);
  });
});
