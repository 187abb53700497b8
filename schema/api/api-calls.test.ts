import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import type { CallBody, CallQuery, CallResponse } from './define-call';
import { API_CALLS, API_CALLS_BY_NAME, API_SHARED_SCHEMAS } from './index';
import { REMINDER_DIALOG_CODES } from './envelope';
import type { Order } from '../entities/order';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema([...API_SHARED_SCHEMAS]);

/** The validation errors of a value, as `path message` lines; empty when the value is valid. */
function errorsOf(schema: TSchema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

function accepts(schema: TSchema, value: unknown): boolean {
  expect(errorsOf(schema, value)).toEqual([]);
  return true;
}

function rejects(schema: TSchema, value: unknown): boolean {
  return errorsOf(schema, value).length > 0;
}

const { premiumCalculate, nextStep, sendValidateCode, verifyValidateCode, submitOrder, queryInsureResult } =
  API_CALLS_BY_NAME;
const { queryGoodsTemplateConfig, smartQuestionStart, smartQuestionAnswer, mockPayRequest, mockPay } = API_CALLS_BY_NAME;

const order = {
  planId: 'PLAN-HEALTH-A',
  goodsId: 'G1001',
  promotionId: 'PROMO-1',
  holder: {
    customerType: 'person',
    person: { name: '张三', certType: 'I', certNo: '110101199003071234', birthday: '1990-03-07', gender: 'M', phone: '13812345678' },
  },
  insuredList: [
    {
      holderRelation: 'SELF',
      selected: true,
      allowInsure: null,
      holderExemptionInsurance: 'N',
      beneficiaryType: 'LEGAL',
      person: { name: '张三', certType: 'I', certNo: '110101199003071234', birthday: '1990-03-07', gender: 'M' },
    },
  ],
  packageList: [
    {
      productPackageId: 'PKG1',
      productPackageCode: 'PKG-CODE-1',
      productList: [
        {
          productId: 'P1',
          productCode: 'MAIN01',
          productName: '百万医疗',
          productType: 1,
          planConfigLiabilityList: [{ liabilityCode: 'L01', liabilityName: '一般医疗', sumInsured: 300_000_000 }],
        },
      ],
    },
  ],
  insuranceStartDate: 1_767_196_800_000,
  insuranceEndDate: 1_798_732_799_000,
  paymentFrequency: 'month',
  dataSource: 'h5',
  extraInfo: { iseeBiz: 'risk-token', purchaseUserId: 'U1', thirdOrderNo: 'T1', thirdOrderNoType: 'wx', openRenewal: 'true' },
} satisfies Order;

describe('API call catalogue', () => {
  it('compiles the body, query and response schema of every call', () => {
    for (const call of API_CALLS) {
      const schemas: TSchema[] = [call.response];
      if (call.method === 'POST') schemas.push(call.body);
      if (call.query) schemas.push(call.query);
      for (const schema of schemas) expect(() => ajv.compile(schema), call.name).not.toThrow();
    }
  });

  it('gives every call a unique name and a unique method and path', () => {
    const names = API_CALLS.map((call) => call.name);
    const routes = API_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(API_CALLS_BY_NAME).sort()).toEqual([...names].sort());
  });

  it('writes paths without the /api prefix and summaries in Chinese', () => {
    for (const call of API_CALLS) {
      expect(call.path, call.name).toMatch(/^\/[A-Za-z]/);
      expect(call.path.startsWith('/api/'), call.name).toBe(false);
      expect(call.summary, call.name).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('marks the calls whose 20000 and 20019 codes open the reminder dialog', () => {
    const dialogCalls = API_CALLS.filter((call) => call.client?.reminderDialog).map((call) => call.name);
    expect(dialogCalls.sort()).toEqual(['createMockOrder', 'getPremium', 'nextStep', 'premiumCalculate', 'submitOrder']);
    expect(REMINDER_DIALOG_CODES).toEqual([20000, 20019]);
  });
});

describe('realistic bodies and responses', () => {
  it('accepts a template config answer for a promotion', () => {
    const query: CallQuery<typeof queryGoodsTemplateConfig> = { promotionId: 'PROMO-1' };
    const response: CallResponse<typeof queryGoodsTemplateConfig> = {
      success: true,
      result: {
        schemaVersion: 2,
        themeColor: '#ff6600',
        insuranceCategory: 'healthInsurance',
        goodsId: 'G1001',
        pageList: [
          {
            id: 'page-1',
            pageOrder: 1,
            label: '投保信息',
            moduleList: [
              { id: 'm1', component: 'policyHolderModule', label: '投保人', formKey: 'policyHolder', attrs: {}, isDefault: true },
            ],
          },
        ],
      },
    };
    expect(accepts(queryGoodsTemplateConfig.query, query)).toBe(true);
    expect(accepts(queryGoodsTemplateConfig.body, query)).toBe(true);
    expect(accepts(queryGoodsTemplateConfig.response, response)).toBe(true);
  });

  it('accepts a premium calculation of a monthly health plan', () => {
    const body: CallBody<typeof premiumCalculate> = { ...order, initialPremium: 0 };
    const response: CallResponse<typeof premiumCalculate> = {
      success: true,
      code: 0,
      result: {
        insuredList: [{ ...order.insuredList[0], premium: 2_580 }],
        payType: 2,
        initialPremium: 2_580,
        nextPremium: 2_580,
        totalPremium: 30_960,
        totalSumInsured: 300_000_000,
      },
    };
    expect(accepts(premiumCalculate.body, body)).toBe(true);
    expect(accepts(premiumCalculate.response, response)).toBe(true);
    expect(accepts(premiumCalculate.response, { success: false, code: 20019, message: '被保人年龄不符合投保要求' })).toBe(true);
  });

  it('accepts nextStep and submit answers carrying page actions', () => {
    const response: CallResponse<typeof nextStep> = {
      success: true,
      code: 0,
      result: {
        pageActionList: [
          { pageAction: 'updateOrderNo', data: { orderNo: 'O202601010001' } },
          { pageAction: 'jumpToPage', data: { pageCode: 'confirm' } },
        ],
      },
    };
    expect(accepts(nextStep.body, order)).toBe(true);
    expect(accepts(nextStep.response, response)).toBe(true);
    expect(accepts(submitOrder.body, { ...order, orderNo: 'O202601010001' })).toBe(true);
    expect(
      accepts(submitOrder.response, {
        success: true,
        result: { pageActionList: [{ pageAction: 'formSubmit', data: { url: 'https://pay.example.com', formData: { a: '1' } } }] },
      }),
    ).toBe(true);
  });

  it('accepts both forms of sendValidateCode and a code check', () => {
    const normal: CallBody<typeof sendValidateCode> = {
      planId: 'PLAN-HEALTH-A',
      target: '13812345678',
      promotionId: 'PROMO-1',
      businessType: 'normalValidate',
      validateCodeType: 'smsValidateCode',
    };
    const payment: CallBody<typeof sendValidateCode> = {
      planId: 'PLAN-HEALTH-A',
      target: '13812345678',
      promotionId: 'PROMO-1',
      businessType: 'identityValidate',
      validateCodeType: 'smsValidateCode',
      orderNo: 'O202601010001',
      extraInfo: { bankCode: 'ICBC', paymentMethod: 'bankCard', bankAccountName: '张三', bankAccount: '6222020200112233445', phoneNo: '13812345678' },
    };
    const verify: CallBody<typeof verifyValidateCode> = { ...normal, validateCode: '123456' };
    expect(accepts(sendValidateCode.body, normal)).toBe(true);
    expect(accepts(sendValidateCode.body, payment)).toBe(true);
    expect(accepts(sendValidateCode.response, { success: true, code: 0, message: '发送成功' })).toBe(true);
    expect(accepts(verifyValidateCode.body, verify)).toBe(true);
    expect(accepts(verifyValidateCode.response, { success: true, result: true })).toBe(true);
  });

  it('accepts an insure result, processing or issued', () => {
    const issued: CallResponse<typeof queryInsureResult> = {
      success: true,
      result: {
        orderNo: 'O202601010001',
        issueStatus: 'success',
        resultStatus: 1,
        policyList: [{ policyNo: 'PL0001', productName: '百万医疗', premium: 2_580, ePolicyUrl: 'https://example.com/p.pdf' }],
      },
    };
    expect(accepts(queryInsureResult.body, { orderNo: 'O202601010001' })).toBe(true);
    expect(accepts(queryInsureResult.response, issued)).toBe(true);
    expect(accepts(queryInsureResult.response, { success: true, result: { issueStatus: 'processing' } })).toBe(true);
    expect(rejects(queryInsureResult.response, { success: true, result: { issueStatus: 'done' } })).toBe(true);
  });

  it('accepts a smart questionnaire start and an answer round', () => {
    const step: CallResponse<typeof smartQuestionStart> = {
      success: true,
      result: {
        applyNo: 'A1',
        nextQuestions: [
          { qtNo: 'Q1', title: '您患有哪种甲状腺疾病？', questionType: 'SINGLE', qtOptionList: [{ opNo: '1', content: '甲状腺结节' }] },
          { qtNo: 'Q2', title: '请描述', questionType: 'INPUT', attributes: { textMaxNum: 200, rows: 3 } },
        ],
      },
    };
    const answer: CallBody<typeof smartQuestionAnswer> = {
      applyNo: 'A1',
      questionAnswers: [
        { qtNo: 'Q1', enterQtNo: 'Q1', qtOptions: ['1'] },
        { qtNo: 'Q2', manualValue: '结节 3 毫米，已复查' },
      ],
    };
    expect(accepts(smartQuestionStart.body, { smartQuestionNo: 'SQ-THYROID' })).toBe(true);
    expect(accepts(smartQuestionStart.response, step)).toBe(true);
    expect(accepts(smartQuestionAnswer.body, answer)).toBe(true);
    expect(
      accepts(smartQuestionAnswer.response, {
        success: true,
        result: { applyNo: 'A1', nextQuestions: [], finished: true, allowInsure: true, conclusion: '标准体承保' },
      }),
    ).toBe(true);
  });

  it('accepts a mock pay request and the signed mock payment', () => {
    expect(accepts(mockPayRequest.body, { orderNo: 'O202601010001', returnUrl: 'https://h5.example.com/result' })).toBe(true);
    expect(
      accepts(mockPayRequest.response, {
        success: true,
        value: { checkNo: 'C1', payApplyNo: 'PA1', url: 'https://h5.example.com/mockpay?payApplyNo=PA1' },
      }),
    ).toBe(true);
    const query: CallQuery<typeof mockPay> = {
      payApplyNo: 'PA1',
      timeStamp: '1767196800000',
      sign: 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3',
      checkNo: 'C1',
    };
    expect(accepts(mockPay.query, query)).toBe(true);
    expect(rejects(mockPay.query, { ...query, sign: query.sign.toLowerCase() })).toBe(true);
  });
});

describe('bad bodies', () => {
  it('rejects a premium calculation or submit without a plan', () => {
    const { planId: _planId, ...withoutPlan } = order;
    expect(rejects(premiumCalculate.body, withoutPlan)).toBe(true);
    expect(rejects(submitOrder.body, withoutPlan)).toBe(true);
    expect(rejects(nextStep.body, withoutPlan)).toBe(true);
  });

  it('rejects a submit without insureds and money sent as text', () => {
    const { insuredList: _insureds, ...withoutInsureds } = order;
    expect(rejects(submitOrder.body, withoutInsureds)).toBe(true);
    expect(rejects(premiumCalculate.body, { ...order, initialPremium: '25.80' })).toBe(true);
  });

  it('rejects a code request with a wrong phone, or a payment code request without bank details', () => {
    const normal = { planId: 'P', target: '12812345678', businessType: 'normalValidate', validateCodeType: 'smsValidateCode' };
    expect(rejects(sendValidateCode.body, normal)).toBe(true);
    expect(rejects(sendValidateCode.body, { ...normal, target: 13812345678 })).toBe(true);
    expect(
      rejects(sendValidateCode.body, { ...normal, target: '13812345678', businessType: 'identityValidate', orderNo: 'O1' }),
    ).toBe(true);
    expect(rejects(verifyValidateCode.body, { ...normal, target: '13812345678', validateCode: '12345' })).toBe(true);
  });

  it('rejects a smart answer with neither options nor a typed value', () => {
    expect(rejects(smartQuestionAnswer.body, { applyNo: 'A1', questionAnswers: [{ qtNo: 'Q1' }] })).toBe(true);
  });
});
