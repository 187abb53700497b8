// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { moduleOf, pathOf, renderTemplate, settle, templateOf, withCleanDocument } from '../testing/render-template';

const BANKS = { success: true, code: 0, result: [{ value: 'ICBC', label: '工商银行' }, { value: 'CMB', label: '招商银行' }] };
const payment = (attrs: Record<string, unknown> = {}) =>
  moduleOf('paymentInfo', { title: '支付信息', bankDictType: 'bank', paymentMethods: [{ value: 'bankCard', label: '银行卡代扣', isDefault: true }, { value: 'wechat', label: '微信支付' }], binLookup: true, accountNameFromHolder: true, ...attrs }, { formKey: 'payment' });

/** Types into an input as a buyer does, then leaves it. */
function typeAndLeave(input: HTMLInputElement, text: string): void {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('blur'));
  });
}

describe('the payment info block', () => {
  withCleanDocument();

  it('takes the account name from the holder and locks it, preselects the default method and finds the bank from the card number, all kept for the order', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { name: '张三' } }));
    const page = await renderTemplate(templateOf([[payment()]]), {
      search: '?from=health&goodsId=g1',
      replies: { [pathOf('queryDictList')]: BANKS, [pathOf('queryBankBinInfo')]: { success: true, code: 0, result: { bankCode: 'CMB' } } },
    });
    expect(page.container.textContent).toContain('支付信息');
    const inputs = [...page.container.querySelectorAll<HTMLInputElement>('input')];
    const accountName = inputs.find((input) => input.value === '张三');
    expect(accountName?.disabled).toBe(true);
    expect(page.store.get(orderFormAtom).payment).toMatchObject({ bankAccountName: '张三' });
    expect(page.container.querySelector('.adm-selector-item-active')?.textContent).toBe('银行卡代扣');
    expect(page.calls(pathOf('queryDictList')).map((call) => call.body)).toEqual([{ dictType: 'bank', goodsId: 'g1' }]);

    const card = page.container.querySelector<HTMLInputElement>('input[placeholder="请输入银行卡号"]') ?? page.container.querySelector<HTMLInputElement>('input[type="tel"]')!;
    typeAndLeave(card, '6225880137654321');
    await settle();
    expect(page.calls(pathOf('queryBankBinInfo'))).toHaveLength(1);
    expect(page.container.textContent).toContain('招商银行');
    expect(page.store.get(orderFormAtom).payment).toMatchObject({ paymentMethod: 'bankCard', bankAccountName: '张三', bankCode: 'CMB' });
    page.unmount();
  });
});
