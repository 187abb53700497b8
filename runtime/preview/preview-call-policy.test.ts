import { describe, expect, it } from 'vitest';
import { API_CALLS } from '../../schema/api';
import { allowedInPreview } from './preview-call-policy';

describe('allowedInPreview', () => {
  it('lets the preview load templates, products, clauses and prices', () => {
    for (const name of ['queryGoodsPlanList', 'getPremium', 'premiumCalculate', 'benefitCalculate', 'queryDynamicFactor', 'queryClauseInfo', 'queryAttrs'] as const) {
      expect(allowedInPreview(name), name).toBe(true);
    }
  });

  it('refuses every call that saves an order, sends a text, uploads, starts a questionnaire or pays', () => {
    for (const name of ['nextStep', 'saveOrder', 'submitOrder', 'sendValidateCode', 'verifyValidateCode', 'uploadImage', 'smartQuestionStart', 'payConfirm', 'createMockOrder', 'mockPay', 'createBuyerLink'] as const) {
      expect(allowedInPreview(name), name).toBe(false);
    }
  });

  it('counts as reads only calls named as queries, look-ups or prices, so a new write cannot slip through as a read', () => {
    const reads = API_CALLS.filter((call) => allowedInPreview(call.name)).map((call) => call.name);
    const readLike = /^(query|get|check|is|resolve)|Calculate$|^smartQuestionAnswers$/;
    expect(reads.filter((name) => !readLike.test(name))).toEqual([]);
  });
});
