import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type { BlockDefinition } from '../../define-block';
import { FORM_KEY_PATTERN } from '../../../template/form-key';
import { verifyBlocks } from './index';
import { confirmBlocks } from '../confirm';
import { paymentBlocks } from '../payment';
import { resultBlocks } from '../result';
import { benefitBlocks } from '../benefit';
import { marketingBlocks } from '../marketing';
import { expectPaletteStart } from '../../testing/expect-palette-start';

const groups = {
  verify: verifyBlocks,
  confirm: confirmBlocks,
  payment: paymentBlocks,
  result: resultBlocks,
  benefit: benefitBlocks,
  marketing: marketingBlocks,
} as const;

const blocks: BlockDefinition[] = Object.values(groups).flatMap(
  (list) => list as unknown as readonly BlockDefinition[],
);

const ajv = new Ajv({ allErrors: true, strict: false });

function byName(component: string): BlockDefinition {
  const block = blocks.find((candidate) => candidate.component === component);
  if (!block) throw new Error(`no block ${component}`);
  return block;
}

/** Validates `attrs` against a block's schema, returning whether it passed. */
function accepts(component: string, attrs: unknown): boolean {
  return ajv.validate(byName(component).attrs, attrs);
}

/** Every object property in a schema, with its path, so the property panel never shows a bare key. */
function* properties(schema: Record<string, unknown>, path: string): Generator<[string, Record<string, unknown>]> {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [key, child] of Object.entries(props ?? {})) {
    yield [`${path}.${key}`, child];
    yield* properties(child, `${path}.${key}`);
  }
  const items = schema.items as Record<string, unknown> | undefined;
  if (items && typeof items === 'object') yield* properties(items, `${path}[]`);
}

const CJK = /[\u4e00-\u9fff]/;

describe('verify, confirm, payment, result, benefit and marketing blocks', () => {
  it('lists every block of the brief in palette order, blocks added since after them', () => {
    expectPaletteStart(groups.verify, [
      'smsValidateCode',
      'signatureBoard',
      'idPhotoUpload',
      'imageUpload',
    ]);
    expectPaletteStart(groups.confirm, [
      'orderConfirm',
      'dutyConfirmList',
      'beneficiaryConfirm',
      'invoiceConfirm',
      'deliveryConfirm',
      'agentConfirm',
      'invoiceBlock',
      'sendAddressBlock',
    ]);
    expectPaletteStart(groups.payment, ['paymentInfo', 'paymentSummary']);
    expectPaletteStart(groups.result, ['insureResult', 'orderInfo']);
    expectPaletteStart(groups.benefit, [
      'insuredPersonTabs',
      'benefitTable',
      'benefitChart',
      'benefitAgeSlider',
    ]);
    expectPaletteStart(groups.marketing, [
      'adBanner',
      'productBanner',
      'pictures',
      'faqAccordion',
      'qaList',
      'claimFlowIntro',
      'infoList',
      'consultButtons',
      'customerService',
      'portraitIcon',
    ]);
    expect(new Set(blocks.map((b) => b.component)).size).toBe(blocks.length);
  });

  for (const [category, list] of Object.entries(groups)) {
    for (const block of list as unknown as readonly BlockDefinition[]) {
      describe(block.component, () => {
        it('starts from default attrs its own schema accepts', () => {
          const valid = ajv.validate(block.attrs, block.defaultAttrs);
          expect(ajv.errorsText(ajv.errors), block.component).toBe('No errors');
          expect(valid).toBe(true);
        });

        it('sits in its folder category with Chinese palette texts', () => {
          expect(block.category).toBe(category);
          expect(block.title).toMatch(CJK);
          expect(block.description).toMatch(CJK);
          expect(block.icon).toMatch(/^[A-Z][A-Za-z]+(Outlined|Filled|TwoTone)$/);
        });

        it('gives every attr a Chinese title and uses plain enums without format / uniqueItems', () => {
          for (const [path, schema] of properties(block.attrs as unknown as Record<string, unknown>, 'attrs')) {
            expect(String(schema.title ?? ''), path).toMatch(CJK);
          }
          const json = JSON.stringify(block.attrs);
          expect(json).not.toContain('"format"');
          expect(json).not.toContain('"uniqueItems"');
          // String enums are plain `enum`s; a union of literals would show up as `const` members.
          expect(json).not.toContain('"const"');
        });

        it('declares a usable form key when it fixes one', () => {
          if (block.defaultFormKey !== undefined) {
            expect(block.defaultFormKey).toMatch(new RegExp(FORM_KEY_PATTERN));
            expect(block.binds).not.toBe('none');
          }
        });
      });
    }
  }

  it('rejects wrong attr types and out-of-range limits', () => {
    const sms = byName('smsValidateCode').defaultAttrs;
    expect(accepts('smsValidateCode', { ...sms, codeLength: '6' })).toBe(false);
    expect(accepts('smsValidateCode', { ...sms, codeLength: 4 })).toBe(false);
    expect(accepts('smsValidateCode', { ...sms, countdownSeconds: 30 })).toBe(false);
    expect(accepts('smsValidateCode', { ...sms, businessType: 'payValidate' })).toBe(false);

    const upload = byName('imageUpload').defaultAttrs;
    expect(accepts('imageUpload', { ...upload, maxCount: '20' })).toBe(false);
    expect(accepts('imageUpload', { ...upload, maxCount: 21 })).toBe(false);

    const idPhoto = byName('idPhotoUpload').defaultAttrs as Record<string, Record<string, unknown>>;
    expect(accepts('idPhotoUpload', { ...idPhoto, idCard: { ...idPhoto.idCard, maxCount: 3 } })).toBe(false);
    expect(accepts('idPhotoUpload', { ...idPhoto, signature: { ...idPhoto.signature, maxCount: 2 } })).toBe(false);

    const invoice = byName('invoiceBlock').defaultAttrs;
    expect(accepts('invoiceBlock', { ...invoice, defaultType: '04' })).toBe(false);
    expect(accepts('invoiceBlock', { ...invoice, defaultType: 3 })).toBe(false);

    const address = byName('sendAddressBlock').defaultAttrs;
    expect(accepts('sendAddressBlock', { ...address, addressMaxLength: 26 })).toBe(false);

    expect(accepts('benefitChart', { comparisonItems: ['TOTAL_COST'] })).toBe(false);
    expect(accepts('orderInfo', { rows: [] })).toBe(false);
    expect(accepts('benefitAgeSlider', { minAge: 0, maxAge: 105, step: 0 })).toBe(false);
    expect(accepts('portraitIcon', { person: 'insured', size: '48' })).toBe(false);
    expect(accepts('adBanner', { images: [{ src: 'javascript:alert(1)' }], autoplay: true })).toBe(false);
  });

  it('accepts an operator configuration that uses the documented options', () => {
    expect(
      accepts('smsValidateCode', { phoneField: 'payment.phoneNo', businessType: 'identityValidate', codeLength: 6 }),
    ).toBe(true);
    expect(accepts('imageUpload', { maxCount: 5 })).toBe(true);
    expect(
      accepts('adBanner', {
        images: [{ src: 'https://img.example.com/a.png', link: '/infoDetails' }],
        autoplay: false,
      }),
    ).toBe(true);
  });

  it('lets the insured-person tabs hold benefit blocks only', () => {
    expect(byName('insuredPersonTabs').children).toEqual({ categories: ['benefit'] });
    const containers = blocks.filter((b) => b.children !== 'none').map((b) => b.component);
    expect(containers).toEqual(['insuredPersonTabs']);
  });
});
