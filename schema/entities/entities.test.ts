import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { BeneficiarySchema } from './beneficiary';
import { InsurancePeriodOptionSchema } from './insurance-period-option';
import { InsuredSchema } from './insured';
import { InvoiceSchema } from './invoice';
import { OccupationNodeSchema } from './occupation-node';
import { OrderSchema } from './order';
import { ProductSchema } from './product';
import { SmartQuestionAnswerSchema } from './smart-question-answer';
import { ENTITY_SCHEMAS } from './index';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema([...ENTITY_SCHEMAS]);

function valid(schema: TSchema, value: unknown): boolean {
  return ajv.compile(schema)(value);
}

describe('entity schemas', () => {
  it('have unique $ids, Chinese titles, and all compile together', () => {
    const ids = ENTITY_SCHEMAS.map((schema) => schema.$id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const schema of ENTITY_SCHEMAS) {
      expect(schema.title, schema.$id).toMatch(/[\u4e00-\u9fa5]/);
      expect(() => ajv.compile(schema), schema.$id).not.toThrow();
    }
  });

  it('reads allowInsure as true, false or null (to be completed), and nothing else', () => {
    for (const allowInsure of [true, false, null]) expect(valid(InsuredSchema, { allowInsure })).toBe(true);
    expect(valid(InsuredSchema, { allowInsure: 'pending' })).toBe(false);
    expect(valid(InsuredSchema, { holderExemptionInsurance: 'Y' })).toBe(true);
    expect(valid(InsuredSchema, { holderExemptionInsurance: 'yes' })).toBe(false);
  });

  it('knows both readings of beneficiaryType and caps beneficiary ratios at 100', () => {
    for (const beneficiaryType of ['LEGAL', 'specialBeneficiary', 'legalBeneficiary', 'designated']) {
      expect(valid(InsuredSchema, { beneficiaryType })).toBe(true);
    }
    expect(valid(InsuredSchema, { beneficiaryType: 'other' })).toBe(false);
    expect(valid(BeneficiarySchema, { benefitOrder: 1, benefitRatio: 33.33, person: { name: '李四' } })).toBe(true);
    expect(valid(BeneficiarySchema, { benefitOrder: 0, benefitRatio: 100 })).toBe(false);
    expect(valid(BeneficiarySchema, { benefitOrder: 1, benefitRatio: 120 })).toBe(false);
  });

  it('keeps money in whole fen and dates and periods in the spec formats', () => {
    expect(valid(OrderSchema, { planId: 'P', totalPremium: 2_580 })).toBe(true);
    expect(valid(OrderSchema, { planId: 'P', totalPremium: 25.8 })).toBe(false);
    expect(valid(OrderSchema, { planId: 'P', totalPremium: -1 })).toBe(false);
    expect(valid(OrderSchema, { planId: 'P', insurePeriod: '20-Y' })).toBe(true);
    expect(valid(OrderSchema, { planId: 'P', insurePeriod: 'L' })).toBe(true);
    expect(valid(OrderSchema, { planId: 'P', insurePeriod: '20Y' })).toBe(false);
    expect(valid(OrderSchema, { planId: 'P', holder: { person: { birthday: '1990-03-07' } } })).toBe(true);
    expect(valid(OrderSchema, { planId: 'P', holder: { person: { birthday: '1990/03/07' } } })).toBe(false);
    expect(valid(OrderSchema, { planId: 'P', holder: { person: { certValidatePeriod: '9999-12-31' } } })).toBe(true);
    expect(valid(OrderSchema, { planId: 'P', extraInfo: { openRenewal: true } })).toBe(false);
  });

  it('limits invoice types to 01, 02, 03 and occupation categories to 1-7', () => {
    expect(valid(InvoiceSchema, { invoiceType: '03' })).toBe(true);
    expect(valid(InvoiceSchema, { invoiceType: '04' })).toBe(false);
    const tree = { code: '01', name: '机关团体', children: [{ code: '0101', name: '内勤', occupationCategory: 1 }] };
    expect(valid(OccupationNodeSchema, tree)).toBe(true);
    expect(valid(OccupationNodeSchema, { code: '0199', name: '高空作业', occupationCategory: 8 })).toBe(false);
  });

  it('bounds insurance period options by [amount, unit] pairs in D, M or Y', () => {
    expect(valid(InsurancePeriodOptionSchema, { value: '1-Y', label: '1年', begin: [30, 'D'], end: [1, 'Y'] })).toBe(true);
    expect(valid(InsurancePeriodOptionSchema, { begin: [30, 'W'], end: [1, 'Y'] })).toBe(false);
    expect(valid(InsurancePeriodOptionSchema, { begin: [30], end: [1, 'Y'] })).toBe(false);
  });

  it('nests sub-products and accepts both spellings of productType', () => {
    const product = {
      productId: 'P1',
      productCode: 'MAIN01',
      productName: '终身寿险',
      productType: 'main',
      sumInsuredType: 'copies',
      copiesSumInsuredValue: { eachValue: 1_000_000, minCopies: 1, maxCopies: 50 },
      productList: [{ productId: 'P2', productCode: 'ADD01', productName: '附加意外', productType: 2 }],
    };
    expect(valid(ProductSchema, product)).toBe(true);
    expect(valid(ProductSchema, { ...product, productType: 3 })).toBe(false);
  });

  it('requires a smart answer to carry chosen options or a typed value', () => {
    expect(valid(SmartQuestionAnswerSchema, { qtNo: 'Q1', qtOptions: ['1', '2'] })).toBe(true);
    expect(valid(SmartQuestionAnswerSchema, { qtNo: 'Q1', manualValue: '无' })).toBe(true);
    expect(valid(SmartQuestionAnswerSchema, { qtNo: 'Q1' })).toBe(false);
  });
});
