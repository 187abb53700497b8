import { SUCCESS_CODE } from '../../../schema/api/envelope';
import type { CallHandlers } from '../../app/call-handler';
import { calculateBenefit } from './benefit-service';
import { linkDynamicFactors } from './dynamic-factor-service';
import { planClauses, planInsureNotices, planSpecialAgreements } from './goods-documents';
import { goodsPlans } from './goods-plans';
import { calculatePremium } from './premium-service';
import { premiumTrial } from './trial-service';

/** The products domain's calls of the contract: pricing, benefit illustration, factor linkage and what a plan's buyer reads. */
export const productsHandlers: CallHandlers = {
  premiumCalculate: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    result: await calculatePremium(app.db, tenant, body, app.now()),
  }),
  benefitCalculate: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    result: await calculateBenefit(app.db, tenant, body, app.now()),
  }),
  getPremium: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    value: await premiumTrial(app.db, tenant, body, app.now()),
  }),
  queryDynamicFactor: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    result: { dynamicFactorResultJson: JSON.stringify(await linkDynamicFactors(app.db, tenant, body)) },
  }),
  queryGoodsPlanList: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    value: await goodsPlans(app.db, tenant, body.goodsId),
  }),
  queryClauseInfo: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    value: await planClauses(app.db, tenant, body.goodsId, body.planId),
  }),
  querySpecialAgreementList: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    value: await planSpecialAgreements(app.db, tenant, body),
  }),
  queryInsureNoticeList: async ({ body, tenant, app }) => ({
    success: true,
    code: SUCCESS_CODE,
    value: await planInsureNotices(app.db, tenant, body.goodsId, body.planId),
  }),
};
