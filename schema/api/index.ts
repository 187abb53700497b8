import type { TSchema } from '@sinclair/typebox';
import { ENTITY_SCHEMAS } from '../entities';
import { ModuleSchema } from '../template/module';
import { PageSchema } from '../template/page';
import { TemplateConfigSchema } from '../template/template-config';
import { queryBankBinInfo } from './bank-bin';
import { createBuyerLink, resolveBuyerLink } from './buyer-link';
import { queryAttrs } from './channel-attrs';
import type { CallDefinition } from './define-call';
import { queryDictList, queryOccupationTree, queryOptions, queryRegionTree } from './dictionary';
import { queryDocumentDetail } from './document-detail';
import { queryDraftTemplateConfig } from './draft-template';
import { queryDynamicFactor } from './dynamic-factor';
import { querySpecialAgreementList, queryClauseInfo } from './goods-clause';
import { queryInsureNoticeList, queryUnderwritingQuestionInfo } from './goods-notice';
import { queryGoodsPlanList } from './goods-plans';
import { queryGoodsTemplateConfig } from './goods-template';
import { createMockOrder, mockPay, mockPayRequest } from './mock-pay';
import { getNextPaymentPeriod, nextStep } from './next-step';
import { queryHealthNotice, queryNoticeQuestion } from './notice-question';
import { checkOccupationCategoryLimit } from './occupation-limit';
import { queryOrderByOrderNoForShow, queryOrderDetail } from './order-detail';
import { saveOrder, submitOrder } from './order-submit';
import { payConfirm, queryQueryPayNextUrl } from './payment';
import { queryInsureResult, queryPolicyDetail, queryPolicyResult } from './policy-result';
import { benefitCalculate, premiumCalculate } from './premium-calculate';
import { getPremium } from './premium-trial';
import { queryReservationConsultation } from './reservation';
import { smartQuestionAnswer, smartQuestionAnswers, smartQuestionStart } from './smart-question';
import { isECIFStaff } from './staff-check';
import { uploadImage } from './upload';
import { sendValidateCode, verifyValidateCode } from './validate-code';
import { getWechatConfigInfo, queryShareInfo } from './wechat-share';

/** Every call of the buyer app's API contract (spec section 7), paths without the `/api` prefix. */
export const API_CALLS = [
  queryGoodsTemplateConfig,
  queryDraftTemplateConfig,
  queryAttrs,
  premiumCalculate,
  benefitCalculate,
  getPremium,
  queryDynamicFactor,
  nextStep,
  getNextPaymentPeriod,
  sendValidateCode,
  verifyValidateCode,
  checkOccupationCategoryLimit,
  queryGoodsPlanList,
  queryClauseInfo,
  querySpecialAgreementList,
  queryUnderwritingQuestionInfo,
  queryInsureNoticeList,
  queryDocumentDetail,
  queryNoticeQuestion,
  queryHealthNotice,
  smartQuestionStart,
  smartQuestionAnswer,
  smartQuestionAnswers,
  saveOrder,
  submitOrder,
  queryOrderDetail,
  queryOrderByOrderNoForShow,
  queryInsureResult,
  queryPolicyResult,
  queryPolicyDetail,
  queryQueryPayNextUrl,
  payConfirm,
  isECIFStaff,
  createBuyerLink,
  resolveBuyerLink,
  queryDictList,
  queryOccupationTree,
  queryRegionTree,
  queryOptions,
  queryBankBinInfo,
  uploadImage,
  getWechatConfigInfo,
  queryShareInfo,
  queryReservationConsultation,
  createMockOrder,
  mockPayRequest,
  mockPay,
] as const;

export type ApiCall = (typeof API_CALLS)[number];
export type ApiCallName = ApiCall['name'];

/** The calls keyed by name, each keeping its own body and response types. */
export type ApiCallsByName = { readonly [C in ApiCall as C['name']]: C };

export const API_CALLS_BY_NAME = Object.fromEntries(
  API_CALLS.map((call: CallDefinition) => [call.name, call]),
) as ApiCallsByName;

/**
 * Every schema with an `$id` that a call body or response refers to by `$ref`. Register them all
 * (ajv `addSchema`, Fastify `addSchema`) before compiling any call schema.
 */
export const API_SHARED_SCHEMAS: readonly TSchema[] = [
  ...ENTITY_SCHEMAS,
  TemplateConfigSchema,
  PageSchema,
  ModuleSchema,
];
