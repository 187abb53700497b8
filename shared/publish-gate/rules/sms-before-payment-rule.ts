import { paymentInfo } from '../../../schema/catalogue/blocks/payment/payment-info';
import { smsValidateCode } from '../../../schema/catalogue/blocks/verify/sms-validate-code';
import { defineGateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

/** The SMS check protects the payment: it must be passed on the payment's page or earlier. */
export const smsBeforePaymentRule = defineGateRule({
  id: 'module.sms-verify.before-payment',
  severity: 'error',
  description: {
    'zh-CN': '短信验证码须在支付账户所在页或之前的页面',
    'en-US': 'The SMS code comes on the payment page or before it',
  },
  message: {
    'zh-CN': '短信验证码在第{page}页，晚于第{paymentPage}页的支付账户：买家会先付款再验证',
    'en-US': 'The SMS code is on page {page}, after the payment account on page {paymentPage}: the buyer would pay before being verified',
  },
  *check(template) {
    const payments = visibleOf(template, [paymentInfo.component]);
    if (payments.length === 0) return;
    const paymentPage = Math.min(...payments.map((visit) => visit.pageIndex));
    for (const visit of visibleOf(template, [smsValidateCode.component])) {
      if (visit.pageIndex > paymentPage) yield { path: visit.path, params: { page: visit.pageIndex + 1, paymentPage: paymentPage + 1 } };
    }
  },
});
