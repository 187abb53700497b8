import type { ApiCallName } from '../../schema/api';

/** Whether a call only reads (templates, products, prices, dictionaries) or changes something on the server. */
type CallEffect = 'read' | 'write';

/**
 * Every call of the contract by what it does to the server. The editor's preview acts as a made-up
 * buyer, so it may only read and price: an order draft, an SMS, an upload or a payment there would
 * touch real data. Typed over every call name, so a new call does not compile until it is placed here.
 */
const CALL_EFFECTS: Readonly<Record<ApiCallName, CallEffect>> = {
  queryGoodsTemplateConfig: 'read',
  queryDraftTemplateConfig: 'read',
  queryAttrs: 'read',
  premiumCalculate: 'read',
  benefitCalculate: 'read',
  getPremium: 'read',
  queryDynamicFactor: 'read',
  // Confirms the page and saves the order as a draft.
  nextStep: 'write',
  getNextPaymentPeriod: 'read',
  // Sends a text message to a phone.
  sendValidateCode: 'write',
  // Uses up one of the code's attempts.
  verifyValidateCode: 'write',
  checkOccupationCategoryLimit: 'read',
  queryGoodsPlanList: 'read',
  queryClauseInfo: 'read',
  querySpecialAgreementList: 'read',
  queryUnderwritingQuestionInfo: 'read',
  queryInsureNoticeList: 'read',
  queryDocumentDetail: 'read',
  queryNoticeQuestion: 'read',
  queryHealthNotice: 'read',
  // A questionnaire run is stored per application.
  smartQuestionStart: 'write',
  smartQuestionAnswer: 'write',
  smartQuestionAnswers: 'read',
  saveOrder: 'write',
  submitOrder: 'write',
  queryOrderDetail: 'read',
  queryOrderByOrderNoForShow: 'read',
  queryInsureResult: 'read',
  queryPolicyResult: 'read',
  queryPolicyDetail: 'read',
  queryQueryPayNextUrl: 'read',
  payConfirm: 'write',
  isECIFStaff: 'read',
  createBuyerLink: 'write',
  resolveBuyerLink: 'read',
  queryDictList: 'read',
  queryOccupationTree: 'read',
  queryRegionTree: 'read',
  queryOptions: 'read',
  queryBankBinInfo: 'read',
  uploadImage: 'write',
  getWechatConfigInfo: 'read',
  queryShareInfo: 'read',
  queryReservationConsultation: 'read',
  createMockOrder: 'write',
  mockPayRequest: 'write',
  mockPay: 'write',
};

/** Whether the editor's preview may make this call: only calls that read or price. */
export function allowedInPreview(name: ApiCallName): boolean {
  return CALL_EFFECTS[name] === 'read';
}
