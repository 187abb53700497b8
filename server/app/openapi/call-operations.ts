import type { ApiCall, ApiCallName } from '../../../schema/api';
import { CALL_RATE_LIMITS } from '../call-rate-limits';
import { commonFailures } from './common-failures';
import type { FailureStatus } from './failure-replies';
import type { OperationTag } from './operation-tags';

/** How the OpenAPI document presents one buyer call beside its contract schemas. */
export interface CallOperation {
  readonly tag: OperationTag;
  /**
   * The error replies of its own the call may give, beside every call's (commonFailures, 429 where
   * CALL_RATE_LIMITS limits it): 404 for a goods, plan, order, notice or link it cannot find, 409 for
   * an order or payment no longer in the state asked, 403 and 422 for a draft preview refused, 429
   * for SMS sending caps, 503 for an SMS provider or cashier not configured or unreachable.
   */
  readonly failures: readonly FailureStatus[];
}

/** Every call of the contract with its tag and its own error replies (read from its handler). */
export const CALL_OPERATIONS: { readonly [N in ApiCallName]: CallOperation } = {
  queryGoodsTemplateConfig: { tag: 'buyer', failures: [] },
  queryDraftTemplateConfig: { tag: 'buyer', failures: [403, 404, 422] },
  queryAttrs: { tag: 'buyer', failures: [404] },
  premiumCalculate: { tag: 'buyer', failures: [404] },
  benefitCalculate: { tag: 'buyer', failures: [404] },
  getPremium: { tag: 'buyer', failures: [404] },
  queryDynamicFactor: { tag: 'buyer', failures: [404] },
  nextStep: { tag: 'order', failures: [404, 409, 503] },
  getNextPaymentPeriod: { tag: 'order', failures: [404] },
  sendValidateCode: { tag: 'payment', failures: [404, 409, 429, 503] },
  verifyValidateCode: { tag: 'payment', failures: [] },
  checkOccupationCategoryLimit: { tag: 'buyer', failures: [404] },
  queryGoodsPlanList: { tag: 'buyer', failures: [404] },
  queryClauseInfo: { tag: 'buyer', failures: [404] },
  querySpecialAgreementList: { tag: 'buyer', failures: [404] },
  queryUnderwritingQuestionInfo: { tag: 'buyer', failures: [404] },
  queryInsureNoticeList: { tag: 'buyer', failures: [404] },
  queryDocumentDetail: { tag: 'reference', failures: [404] },
  queryNoticeQuestion: { tag: 'buyer', failures: [404] },
  queryHealthNotice: { tag: 'buyer', failures: [404] },
  smartQuestionStart: { tag: 'buyer', failures: [404] },
  smartQuestionAnswer: { tag: 'buyer', failures: [404, 409] },
  smartQuestionAnswers: { tag: 'buyer', failures: [404] },
  saveOrder: { tag: 'order', failures: [404, 409] },
  submitOrder: { tag: 'order', failures: [404, 409] },
  queryOrderDetail: { tag: 'order', failures: [404] },
  queryOrderByOrderNoForShow: { tag: 'order', failures: [404] },
  queryInsureResult: { tag: 'order', failures: [404] },
  queryPolicyResult: { tag: 'order', failures: [404] },
  queryPolicyDetail: { tag: 'order', failures: [404] },
  queryQueryPayNextUrl: { tag: 'payment', failures: [404, 409, 503] },
  payConfirm: { tag: 'payment', failures: [404, 409] },
  isECIFStaff: { tag: 'buyer', failures: [] },
  createBuyerLink: { tag: 'order', failures: [404] },
  resolveBuyerLink: { tag: 'order', failures: [404] },
  queryDictList: { tag: 'reference', failures: [404] },
  queryOccupationTree: { tag: 'reference', failures: [404] },
  queryRegionTree: { tag: 'reference', failures: [] },
  queryOptions: { tag: 'reference', failures: [] },
  queryBankBinInfo: { tag: 'reference', failures: [404] },
  uploadImage: { tag: 'reference', failures: [] },
  getWechatConfigInfo: { tag: 'buyer', failures: [] },
  queryShareInfo: { tag: 'buyer', failures: [404] },
  queryReservationConsultation: { tag: 'buyer', failures: [] },
  createMockOrder: { tag: 'order', failures: [409] },
  mockPayRequest: { tag: 'payment', failures: [404, 409] },
  mockPay: { tag: 'payment', failures: [404, 409] },
};

/** Every error reply a buyer call may give: every route's, its rate limit's and its own. */
export function callFailures(call: Pick<ApiCall, 'name' | 'method'>): FailureStatus[] {
  const limited = CALL_RATE_LIMITS[call.name] === undefined ? [] : [429 as const];
  return [...commonFailures(call.method), ...limited, ...CALL_OPERATIONS[call.name].failures];
}
