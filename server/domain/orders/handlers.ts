import type { CallHandlers } from '../../app/call-handler';
import { handleCreateBuyerLink, handleResolveBuyerLink } from './access/buyer-link-handlers';
import { handleCreateMockOrder } from './mock-order';
import { handleGetNextPaymentPeriod } from './next-payment-period';
import { handleNextStep } from './next-step';
import { handleQueryOrderDetail, handleQueryOrderForShow } from './order-queries';
import { handleMockPay } from './payment/mock-pay';
import { handleMockPayRequest } from './payment/mock-pay-request';
import { handlePayConfirm } from './payment/pay-confirm';
import { handleQueryPayNextUrl } from './payment/pay-next-url';
import { handleQueryInsureResult, handleQueryPolicyDetail, handleQueryPolicyResult } from './policy-queries';
import { handleSaveOrder } from './save-order';
import { handleSendValidateCode } from './sms/send-validate-code';
import { handleVerifyValidateCode } from './sms/verify-validate-code';
import { handleSubmitOrder } from './submit-order';

/** The orders domain's calls of the contract. */
export const ordersHandlers: CallHandlers = {
  saveOrder: handleSaveOrder,
  nextStep: handleNextStep,
  submitOrder: handleSubmitOrder,
  queryOrderDetail: handleQueryOrderDetail,
  queryOrderByOrderNoForShow: handleQueryOrderForShow,
  queryInsureResult: handleQueryInsureResult,
  queryPolicyResult: handleQueryPolicyResult,
  queryPolicyDetail: handleQueryPolicyDetail,
  getNextPaymentPeriod: handleGetNextPaymentPeriod,
  payConfirm: handlePayConfirm,
  queryQueryPayNextUrl: handleQueryPayNextUrl,
  createMockOrder: handleCreateMockOrder,
  mockPayRequest: handleMockPayRequest,
  mockPay: handleMockPay,
  sendValidateCode: handleSendValidateCode,
  verifyValidateCode: handleVerifyValidateCode,
  createBuyerLink: handleCreateBuyerLink,
  resolveBuyerLink: handleResolveBuyerLink,
};
