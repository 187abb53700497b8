import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule } from '../testing/run-rule';
import { smsBeforePaymentRule } from './sms-before-payment-rule';

describe('module.sms-verify.before-payment', () => {
  const payment = { id: 'payment', component: 'paymentInfo', label: '扣款账户', formKey: 'payment', attrs: {}, isDefault: true };

  it('accepts the SMS code on a page before the payment account, or on its page', () => {
    const template = publishableTemplate();
    template.pageList[2]?.moduleList.unshift(payment);
    expect(runRule(smsBeforePaymentRule, template)).toEqual([]);
    const samePage = publishableTemplate();
    samePage.pageList[1]?.moduleList.unshift(payment);
    expect(runRule(smsBeforePaymentRule, samePage)).toEqual([]);
  });

  it('refuses the SMS code after the payment, at the SMS module', () => {
    const template = publishableTemplate();
    template.pageList[0]?.moduleList.unshift(payment);
    expect(runRule(smsBeforePaymentRule, template)).toMatchObject([
      { path: '/pageList/1/moduleList/4', message: '短信验证码在第2页，晚于第1页的支付账户：买家会先付款再验证', params: { page: 2, paymentPage: 1 } },
    ]);
  });
});
