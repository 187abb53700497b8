import type { AttrsOf, ComponentName } from '../../../schema/catalogue';
import type { InsuranceCategory } from '../../../schema/template/insurance-category';
import type { Module } from '../../../schema/template/module';
import type { Page } from '../../../schema/template/page';
import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { placedBlock as block } from './placed-block';

/** A theme colour white text reads well on (contrast 6.2:1). */
export const READABLE_THEME_COLOR = '#0958d9';

function row<C extends ComponentName>(component: C, id: string, formKey: string, attrs: Partial<AttrsOf<C>> = {}): Module {
  return block(component, id, attrs, { formKey });
}

const CERT_TYPES = [
  { value: 'I', label: '居民身份证', isDefault: true },
  { value: 'P', label: '护照' },
];

function personRows(prefix: string, withPhone: boolean, withAddress: boolean): Module[] {
  return [
    row('inputItem', `${prefix}-name`, 'name', { placeholder: '请输入姓名' }),
    row('selectItem', `${prefix}-certiType`, 'certiType', { dataSource: CERT_TYPES }),
    row('inputItem', `${prefix}-certiNo`, 'certiNo', { placeholder: '请输入证件号码' }),
    ...(withPhone ? [row('inputItem', `${prefix}-phone`, 'phone', { placeholder: '请输入手机号', inputMode: 'tel' })] : []),
    ...(withAddress ? [row('inputItem', `${prefix}-address`, 'address', { placeholder: '请输入房屋详细地址' })] : []),
  ];
}

export interface PublishableOptions {
  readonly insuranceCategory?: InsuranceCategory;
  readonly goodsId?: string;
  /** The first page's label and the banner's title, to tell templates apart. */
  readonly title?: string;
}

/**
 * A small template that passes the publish gate for its product line: trial, information, confirmation
 * and result pages with every module the line needs and no sample content left in (the banner's
 * picture is an outside address, which the gate does not judge). The base the gate's tests break one
 * rule at a time, and the draft server tests publish.
 */
export function publishableTemplate(options: PublishableOptions = {}): TemplateConfig {
  const category = options.insuranceCategory ?? 'healthInsurance';
  const title = options.title ?? '安心医疗险';
  const life = category === 'lifeInsurance';
  const property = category === 'propertyInsurance';
  const pages: Page[] = [
    {
      id: 'p-trial',
      pageOrder: 1,
      pageCode: 'trial',
      label: title,
      moduleList: [
        block('productBanner', 'banner', { image: 'https://img.example.cn/banner.png', title, subtitle: '住院医疗最高报销 200 万' }),
        block('planSelector', 'plans'),
        ...(life ? [block('benefitTable', 'benefits')] : []),
        block('premiumDisplay', 'premium'),
        block('toolbar', 'trial-bar', { action: 'next', buttonText: '立即投保' }),
      ],
    },
    {
      id: 'p-info',
      pageOrder: 2,
      pageCode: 'info',
      label: '填写投保信息',
      moduleList: [
        block('policyHolderModule', 'holder', {}, { children: personRows('holder', true, property) }),
        block('insuredModule', 'insured', {}, { children: [row('selectItem', 'insured-relation', 'holderRelation', { dataSource: [{ value: 'SELF', label: '本人', isDefault: true }] }), ...personRows('insured', false, false)] }),
        ...(property ? [] : [block('healthNotificationListModule', 'notices')]),
        ...(life ? [block('beneficiaryList', 'beneficiaries')] : []),
        ...(property ? [block('invoiceBlock', 'invoice')] : []),
        block('clauseAgreement', 'clauses'),
        block('smsValidateCode', 'sms', {}, { formKey: 'validateCode' }),
        block('toolbar', 'info-bar', { action: 'next', buttonText: '下一步' }),
      ],
    },
    {
      id: 'p-confirm',
      pageOrder: 3,
      pageCode: 'confirm',
      label: '确认投保信息',
      moduleList: [block('orderConfirm', 'review'), block('toolbar', 'confirm-bar', { action: 'confirm', buttonText: '确认并支付' })],
    },
    { id: 'p-result', pageOrder: 4, pageCode: 'result', label: '投保结果', moduleList: [block('insureResult', 'result')] },
  ];
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: READABLE_THEME_COLOR,
    insuranceCategory: category,
    goodsId: options.goodsId ?? 'G-TEST',
    pageList: pages,
  };
}
