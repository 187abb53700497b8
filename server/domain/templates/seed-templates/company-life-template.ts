import type { Module } from '../../../../schema/template/module';
import type { Page } from '../../../../schema/template/page';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { catalogueModule, formRow } from './catalogue-module';
import { LIFE_EXCLUSIONS_TAB, lifeProductPage } from './life-template';
import { personRows } from './person-rows';
import { confirmClosing } from './sections/confirm-closing';
import { editableConfirm, orderReview } from './sections/editable-confirm';
import { infoClosing } from './sections/info-closing';
import { insuredSection } from './sections/insured-section';
import { relationOptions } from './sections/relations';
import { seedPage } from './sections/seed-page';
import { seedTemplate } from './sections/seed-template';
import type { SeedTemplateOptions } from './seed-template-options';
import { resultPage } from './shared-modules';

/** The holderType of a company policyholder (spec section 3: anything but 1). */
const COMPANY_HOLDER = '2';

/** Occupation categories of the key people a company may insure. */
const KEY_PERSON_OCCUPATIONS = [1, 2, 3, 4];

/**
 * The company's form: its name, its unified social credit code, the contact who receives the SMS code
 * and the address. The rows use the person form's names where the meaning carries over (see the
 * buyer app's formCompany).
 */
function companyHolder(): Module {
  return catalogueModule('policyHolderModule', 'info-holder', '投保单位信息', { amlCheck: false }, {
    children: [
      formRow('inputItem', 'info-holder-name', '单位名称', 'name', { placeholder: '请输入营业执照上的单位名称', required: true, maxLength: 50, rules: [{ rule: 'minLen', value: 4, message: '单位名称至少4个字' }] }),
      formRow('selectItem', 'info-holder-certiType', '证件类型', 'certiType', { required: true, dataSource: [{ value: 'SUCC', label: '统一社会信用代码', isDefault: true }] }),
      formRow('inputItem', 'info-holder-certiNo', '证件号码', 'certiNo', {
        placeholder: '请输入18位统一社会信用代码',
        required: true,
        maxLength: 18,
        rules: [{ rule: 'certificate', value: 'certiType' }, { rule: 'pattern', value: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$', message: '统一社会信用代码格式不正确' }],
      }),
      formRow('inputItem', 'info-holder-contactName', '联系人', 'contactName', { placeholder: '请输入经办人姓名', required: true, maxLength: 30, rules: [{ rule: 'name' }] }),
      formRow('inputItem', 'info-holder-phone', '联系人手机', 'phone', { placeholder: '请输入经办人手机号码', required: true, maxLength: 11, inputMode: 'tel', rules: [{ rule: 'phone' }] }),
      ...personRows(['area', 'address'], { idPrefix: 'info-holder', who: '投保单位', areaLabel: '单位所在地区', addressLabel: '单位地址' }),
    ],
  });
}

/** Page 2: the company, the key person it insures, the beneficiaries, the health notice, clauses and SMS. */
function infoPage(): Page {
  return seedPage('info', 2, '填写投保信息', [
    companyHolder(),
    insuredSection({
      fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'occupation'],
      relations: relationOptions(['EMPLOYEE']),
      label: '被保险人（关键人员）',
      occupationCategories: KEY_PERSON_OCCUPATIONS,
    }),
    catalogueModule('beneficiaryList', 'info-beneficiaries', '身故受益人', { maxCount: 5, defaultType: 'legal' }),
    catalogueModule('yesNoNotice', 'info-health-notice', '健康告知', {
      header: '被保险人健康告知',
      questions: [
        { code: 'KEY-Q1', noticeContent: '<p>被保险人过去2年内是否因疾病住院治疗，或被医生建议住院、手术治疗？</p>' },
        { code: 'KEY-Q2', noticeContent: '<p>被保险人是否患有或曾经患有恶性肿瘤、脑卒中、冠心病、心肌梗死、肝硬化、慢性肾功能不全、糖尿病？</p>' },
        { code: 'KEY-Q3', noticeContent: '<p>被保险人在其他保险公司投保的有效寿险保额是否累计超过300万元？</p>' },
      ],
    }),
    ...infoClosing({ showNextPremium: false, statement: '保费由投保单位对公账户支付，首年保费投保时支付，之后每年自动扣款' }),
  ]);
}

/** Page 3: review, the company's payment account, forced reading, then pay. */
function confirmPage(): Page {
  return seedPage('confirm', 3, '确认投保信息', [
    orderReview(['plan', 'premium', 'holder', 'insured', 'duty']),
    editableConfirm('beneficiaryConfirm', 'confirm-beneficiaries', '受益人信息'),
    catalogueModule('signatureBoard', 'confirm-holder-signature', '经办人签名', { title: '经办人签名', from: '2' }, { formKey: 'holderSignature' }),
    ...confirmClosing({ amountLabel: '首年应付', nextPaymentDateLabel: '下次缴费日' }, [
      {
        title: '投保须知',
        content: '<p>1. 投保单位为其关键人员投保，须经被保险人书面同意并认可保险金额。</p><p>2. 合同生效之日起90天为等待期。</p><p>3. 请如实告知被保险人健康状况，否则可能影响理赔。</p>',
      },
      LIFE_EXCLUSIONS_TAB,
    ]),
  ]);
}

/**
 * The seeded company-holder template (企业关键人员定期寿险): the term life product bought by a company
 * (holderType 2) for a key employee, paid from the company's account.
 */
export function companyLifeTemplate(options: SeedTemplateOptions): TemplateConfig {
  return seedTemplate(
    options,
    'lifeInsurance',
    [lifeProductPage(options), infoPage(), confirmPage(), resultPage(4, '保单已生效，电子保单将发送至投保单位联系人手机；犹豫期15日内可无息退保', options.hotline)],
    COMPANY_HOLDER,
  );
}
