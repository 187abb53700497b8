import { describe, expect, it } from 'vitest';
import { extractDataImages } from '../../../../schema/assets/extract-data-images';
import { BLOCK_CATALOGUE } from '../../../../schema/catalogue';
import { walkModules } from '../../../../schema/template/walk-modules';
import { compileTemplateValidator } from '../../../../schema/validate/compile-template-validator';
import { validateTemplate } from '../../../../schema/validate/validate-template';
import { validateField } from '../../../../shared/rules/rule-catalogue';
import { SEED_PROMOTIONS } from '../../../seed/seed-ids';
import { seedPromotionTemplate } from './seed-promotion-template';

const validator = compileTemplateValidator();
const seeds = SEED_PROMOTIONS.map(seedPromotionTemplate);

function components(promotionId: string): string[] {
  const seed = seeds.find((candidate) => candidate.promotionId === promotionId);
  if (!seed) throw new Error(`no seed for ${promotionId}`);
  return [...walkModules(seed.template)].map((visit) => visit.module.component);
}

describe('seeded templates', () => {
  it.each(seeds.map((seed) => [seed.promotionId, seed] as const))('%s passes validateTemplate as stored (its drawn banner moved to an asset)', (_id, seed) => {
    const stored = extractDataImages(seed.template);
    expect(stored.images.map((image) => image.paths)).toEqual([['/pageList/0/moduleList/0/attrs/image']]);
    expect(JSON.stringify(stored.value)).not.toContain('data:');
    expect(validateTemplate(stored.value, validator, BLOCK_CATALOGUE).problems).toEqual([]);
  });

  it('uses only catalogue blocks and names the promotion goods', () => {
    for (const seed of seeds) {
      for (const { module } of walkModules(seed.template)) expect(BLOCK_CATALOGUE.has(module.component)).toBe(true);
      expect(seed.template.goodsId).toBe(seed.goodsId);
      expect(seed.planIds.length).toBeGreaterThan(0);
    }
  });

  it('builds the health flow: trial, information, confirmation and result pages', () => {
    const health = seeds.find((seed) => seed.promotionId === 'health-baiwan');
    expect(health?.template.pageList.map((page) => page.pageCode)).toEqual(['trial', 'info', 'confirm', 'result']);
    expect(components('health-baiwan')).toEqual(
      expect.arrayContaining([
        'productBanner',
        'planSelector',
        'planTabs',
        'insuredElementModule',
        'paymentPlan',
        'premiumDisplay',
        'toolbar',
        'policyHolderModule',
        'insuredModule',
        'healthNotificationListModule',
        'clauseAgreement',
        'smsValidateCode',
        'premiumSummary',
        'insureResult',
      ]),
    );
  });

  it('builds the life flow with benefit tabs, designated beneficiaries and an agent', () => {
    expect(components('ba-life')).toEqual(
      expect.arrayContaining(['insuredPersonTabs', 'benefitTable', 'benefitChart', 'benefitAgeSlider', 'beneficiaryList', 'agentModule']),
    );
  });

  it('builds the property flow with invoice types 01, 02, 03 and a send address', () => {
    const property = seeds.find((seed) => seed.promotionId === 'health-home');
    const invoice = [...walkModules(property!.template)].find((visit) => visit.module.component === 'invoiceBlock');
    expect((invoice?.module.attrs.typeOptions as { value: string }[]).map((option) => option.value)).toEqual(['01', '02', '03']);
    expect(components('health-home')).toContain('sendAddressBlock');
  });

  it('confirms the invoice, its mailing address, beneficiaries and the agent once: in their own block or in the order review, never both', () => {
    const own = { invoiceConfirm: 'invoice', deliveryConfirm: 'delivery', beneficiaryConfirm: 'beneficiary', agentConfirm: 'agent' } as const;
    for (const seed of seeds) {
      for (const page of seed.template.pageList) {
        const modules = [...walkModules({ ...seed.template, pageList: [page] })].map((visit) => visit.module);
        const reviewed = modules.filter((module) => module.component === 'orderConfirm').flatMap((module) => module.attrs.sections as string[]);
        const ownSections = modules.flatMap((module) => (module.component in own ? [own[module.component as keyof typeof own]] : []));
        expect({ promotion: seed.promotionId, page: page.pageCode, twice: ownSections.filter((section) => reviewed.includes(section)) }).toEqual({ promotion: seed.promotionId, page: page.pageCode, twice: [] });
      }
    }
    expect(components('health-home')).toEqual(expect.arrayContaining(['invoiceConfirm', 'deliveryConfirm']));
  });

  it('builds a company-holder flow: holderType 2 with the company form and an employee insured', () => {
    for (const promotionId of ['health-keyman', 'ba-keyman']) {
      const seed = seeds.find((candidate) => candidate.promotionId === promotionId);
      expect(seed?.template.fields?.holderType).toBe('2');
      const holder = [...walkModules(seed!.template)].find((visit) => visit.module.component === 'policyHolderModule')?.module;
      expect(holder?.children?.map((row) => row.formKey)).toEqual(['name', 'certiType', 'certiNo', 'contactName', 'phone', 'area', 'address']);
    }
    expect(seeds.filter((seed) => seed.promotionId !== 'health-keyman' && seed.promotionId !== 'ba-keyman').every((seed) => seed.template.fields?.holderType === '1')).toBe(true);
  });

  it('lets every seeded address row take at most 25 characters, its input and its rules alike', () => {
    const rows = seeds.flatMap((seed) => [...walkModules(seed.template)].map((visit) => visit.module)).filter((module) => module.formKey === 'address' && module.component === 'inputItem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const attrs = row.attrs as { maxLength?: number; rules?: Parameters<typeof validateField>[1] };
      expect(attrs.maxLength).toBeLessThanOrEqual(25);
      expect(validateField('文'.repeat(25), attrs.rules ?? [], {})).toBeUndefined();
      expect(validateField('文'.repeat(26), attrs.rules ?? [], {})).toBe(`${row.label}不能超过25个字`);
    }
  });

  it('asks for typed text in placeholders a 375px phone shows whole: at most 13 characters of 16 px in a row\'s input', () => {
    // The input of a horizontal row is 217 px wide on a 375px phone (the withholding card's on the
    // confirm page, where 请输入投保人本人的借记卡卡号 lost its last character): 13 full-width characters,
    // a digit or Latin letter counting half.
    const width = (text: string) => [...text].reduce((sum, char) => sum + (/[\x20-\x7e]/.test(char) ? 0.5 : 1), 0);
    const placeholders = seeds.flatMap((seed) =>
      [...walkModules(seed.template)].flatMap(({ module }) => {
        const attrs = module.attrs as { placeholder?: unknown; accountPlaceholder?: unknown };
        const text = module.component === 'inputItem' ? attrs.placeholder : module.component === 'paymentInfo' ? attrs.accountPlaceholder : undefined;
        return typeof text === 'string' ? [`${seed.promotionId} ${module.label}: ${text}`] : [];
      }),
    );
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders.filter((line) => width(line.slice(line.indexOf(': ') + 2)) > 13)).toEqual([]);
  });

  it('gives tenant ba its own brand colour', () => {
    const colours = new Set(seeds.filter((seed) => seed.tenant === 'ba').map((seed) => seed.template.themeColor));
    expect(colours).toEqual(new Set(['#c8102e']));
  });
});
