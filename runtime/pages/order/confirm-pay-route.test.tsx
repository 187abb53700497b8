// @vitest-environment happy-dom
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderApp, tapOn, until, withCleanApp } from '../../app/testing/render-app';

const ORDER_NO = '20250101000000000001';
const ORDER_CALL = '/order/face/queryOrderByOrderNoForShow';
const SEND_CODE_CALL = '/v1/insure/sendValidateCode';
const CONFIRM_CALL = '/order/pay/confirm';
const ORDER = ok({ orderNo: ORDER_NO, planId: 'P1', goodsName: '百万医疗险', firstYearPremium: 35600, holder: { person: { name: '张*' } }, insuredList: [] });
const PAYMENT = { paymentMethod: 'bankCard', bankCode: 'ICBC', bankAccountName: '张三', bankAccount: '6222 0200 0000 1234', phoneNo: '13800138000' };
const SERVER = {
  [ORDER_CALL]: ORDER,
  [SEND_CODE_CALL]: ok(null),
  [CONFIRM_CALL]: ok({ pageActionList: [{ pageAction: 'jumpToUrl', data: { url: `/result?orderNo=${ORDER_NO}` } }] }),
};

/** Types into the code box as a buyer does. */
function typeCode(container: HTMLElement, code: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="tel"]');
  if (!input) throw new Error('no code input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const toasts = () => [...document.body.querySelectorAll('.adm-toast-main')].map((toast) => toast.textContent ?? '');

describe('/confirmpay, confirming a bank-debit payment', () => {
  withCleanApp();
  beforeAll(() => import('antd-mobile'), 60_000);

  it('shows the order\'s amount and the account entered, sends the payment code to the account\'s phone, and confirms with it', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ payment: PAYMENT }));
    const app = renderApp(`/confirmpay?orderNo=${ORDER_NO}`, SERVER);
    await until(() => expect(app.container.textContent).toContain('百万医疗险'));
    expect(app.container.textContent).toContain('首期保费356.00元');
    expect(app.container.textContent).toContain('**** 1234');
    expect(app.container.textContent).not.toContain('6222');
    expect(document.title).toBe('收银台');

    tapOn(app.button('获取验证码'));
    await until(() => expect(app.asked.filter((call) => call.url === SEND_CODE_CALL)).toHaveLength(1));
    expect(app.asked.find((call) => call.url === SEND_CODE_CALL)?.body).toMatchObject({
      target: '13800138000',
      validateCodeType: 'smsValidateCode',
      businessType: 'identityValidate',
      orderNo: ORDER_NO,
      extraInfo: { ...PAYMENT, bankAccount: '6222020000001234' },
    });
    await until(() => expect(toasts()).toContain('验证码已发送'));
    expect(app.button('获取验证码')).toBeUndefined();

    typeCode(app.container, '123456');
    tapOn(app.button('确认支付'));
    await until(() => expect(app.address()).toBe(`/result?orderNo=${ORDER_NO}`));
    expect(app.asked.find((call) => call.url === CONFIRM_CALL)?.body).toMatchObject({ orderNo: ORDER_NO, validateCode: '123456', payment: { bankAccount: '6222020000001234' } });
  });

  it('asks for the payment details first (请填写完整的支付信息！) and sends no code without them', async () => {
    const app = renderApp(`/confirmpay?orderNo=${ORDER_NO}`, SERVER);
    await until(() => expect(app.container.textContent).toContain('百万医疗险'));
    tapOn(app.button('获取验证码'));
    await until(() => expect(toasts()).toContain('请填写完整的支付信息！'));
    expect(app.asked.some((call) => call.url === SEND_CODE_CALL)).toBe(false);
  });

  it('confirms nothing until the code is complete (请输入6位数字验证码)', async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ payment: PAYMENT }));
    const app = renderApp(`/confirmpay?orderNo=${ORDER_NO}`, SERVER);
    await until(() => expect(app.container.textContent).toContain('百万医疗险'));
    typeCode(app.container, '1234');
    tapOn(app.button('确认支付'));
    await until(() => expect(toasts()).toContain('请输入6位数字验证码'));
    expect(app.asked.some((call) => call.url === CONFIRM_CALL)).toBe(false);
    expect(app.address()).toBe(`/confirmpay?orderNo=${ORDER_NO}`);
  });
});
