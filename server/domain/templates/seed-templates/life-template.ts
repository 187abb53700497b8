import type { Module } from '../../../../schema/template/module';
import type { Page } from '../../../../schema/template/page';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { catalogueModule, formRow } from './catalogue-module';
import { confirmClosing, type SupervisionTab } from './sections/confirm-closing';
import { editableConfirm, orderReview } from './sections/editable-confirm';
import { holderSection } from './sections/holder-section';
import { infoClosing } from './sections/info-closing';
import { insuredFactorsSection } from './sections/insured-factors-section';
import { insuredSection } from './sections/insured-section';
import { planSelector } from './sections/plan-selector';
import { productBanner } from './sections/product-banner';
import { relationOptions } from './sections/relations';
import { seedPage } from './sections/seed-page';
import { seedTemplate } from './sections/seed-template';
import type { SeedTemplateOptions } from './seed-template-options';
import { resultPage, toolbar } from './shared-modules';

const RELATIONS = relationOptions(['SELF', 'SPOUSE', 'CHILD', 'PARENT']);

/** The exclusions every term life flow makes the buyer read before paying. */
export const LIFE_EXCLUSIONS_TAB: SupervisionTab = {
  title: '责任免除',
  content: '<p>故意犯罪、吸毒、酒驾、合同成立或复效之日起2年内自杀等情形导致的身故或全残不承担保险责任，详见保险条款。</p>',
};

/** Occupation categories a term life product accepts (high-risk 5-7 are declined). */
const LIFE_OCCUPATION_CATEGORIES = [1, 2, 3, 4];

/** The benefit presentation: a table, a premium-multiple chart and a by-age slider per insured. */
function benefitTabs(): Module {
  return catalogueModule('insuredPersonTabs', 'product-benefit-tabs', '利益演示', { title: '利益演示' }, {
    children: [
      catalogueModule('benefitTable', 'product-benefit-table', '利益演示表', {
        title: '保单利益演示',
        collapsedRows: 10,
        remark: '以上利益演示基于您选择的保额、保障期间与缴费期间计算，仅供参考，具体以保险合同为准',
      }),
      catalogueModule('benefitChart', 'product-benefit-chart', '利益柱状图', { title: '身故保障与所交保费对比', height: 260 }),
      catalogueModule('benefitAgeSlider', 'product-benefit-slider', '按年龄查看', { title: '拖动查看各年龄保障', minAge: 18, maxAge: 70 }),
    ],
  });
}

/** Page 1: the product, its trial factors (age, gender, periods), the sum insured and the yearly premium. */
export function lifeProductPage(options: SeedTemplateOptions): Page {
  return seedPage('product', 1, options.goodsName, [
    productBanner('product', options, {
      headline: '身故 / 全残 最高保300万',
      subtitle: '一份责任守护家庭，保费低至每年几百元',
      tags: ['最高300万保额', '身故全残同等赔付', '最长保30年', '线上投保快速核保'],
    }),
    planSelector('product', options),
    insuredFactorsSection('product', { attrs: { maxCount: 1, minCount: 1 }, ageRange: { begin: '18-Y', end: '60-Y' } }),
    // Payment periods depend on the insurance period, so the choices follow the product's linkage.
    catalogueModule('trailCommonModule', 'product-common-factors', '保障方案', { dynamicFactorLinkage: true }, {
      children: [
        formRow('periodRadioGroup', 'product-insurance-period', '保障期间', 'insurancePeriod', {
          periodType: 'insurancePeriod',
          options: [
            { value: '10-Y', label: '10年' },
            { value: '20-Y', label: '20年', isDefault: true },
            { value: '30-Y', label: '30年' },
          ],
        }),
        formRow('periodRadioGroup', 'product-payment-period', '缴费期间', 'paymentPeriod', {
          periodType: 'paymentPeriod',
          options: [
            { value: '1-Y', label: '趸交' },
            { value: '5-Y', label: '5年交' },
            { value: '10-Y', label: '10年交' },
            { value: '20-Y', label: '20年交', isDefault: true },
            { value: '30-Y', label: '30年交' },
          ],
          remark: '<p>可选的缴费期间随保障期间变化，缴费期间不长于保障期间。</p>',
        }),
      ],
    }),
    catalogueModule('planTabs', 'product-plan-tabs', '保额与保障', {
      title: '选择保额',
      sumInsuredFormat: 'wanYuan',
      allowOptionalLiabilities: true,
      showServices: true,
      additionalMark: '附加',
    }),
    catalogueModule('paymentPlan', 'product-payment-plan', '缴费方式', {
      frequencyOptions: [{ value: 'year', label: '按年缴' }],
      defaultFrequency: 'year',
      showNextPaymentDate: true,
      nextPaymentDateLabel: '下次缴费日',
    }),
    catalogueModule('premiumDisplay', 'product-premium', '保费', { label: '年缴保费' }),
    catalogueModule('anchorTabs', 'product-anchor-tabs', '产品详情', { tabTitles: ['保障责任', '利益演示', '常见问题'] }, {
      children: [
        catalogueModule('guaranteeDutyTable', 'product-duty-table', '保障责任', { showServices: false }),
        benefitTabs(),
        catalogueModule('faqAccordion', 'product-faq', '常见问题', {
          items: [
            { question: '定期寿险保什么？', answer: '在保障期间内，被保险人身故或全残，保险公司按合同约定的保额给付保险金。' },
            { question: '等待期是多久？', answer: '合同生效之日起90天为等待期，因意外导致的身故或全残无等待期。' },
            { question: '犹豫期内可以退保吗？', answer: '自您签收保险合同次日起15日为犹豫期，犹豫期内退保将无息退还全部保费。' },
            { question: '可以指定受益人吗？', answer: '可以。投保时可指定身故受益人及受益顺序、受益比例，未指定时为法定受益人。' },
          ],
        }),
      ],
    }),
    toolbar('product-toolbar', 'next', '立即投保'),
  ]);
}

/** Page 2: holder, insured, designated beneficiaries, the optional agent and the health notice. */
function infoPage(options: SeedTemplateOptions): Page {
  return seedPage('info', 2, '填写投保信息', [
    holderSection(['name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'email', 'occupation', 'personalAnnualIncome', 'area', 'address'], {
      attrs: { allowedOccupationCategories: LIFE_OCCUPATION_CATEGORIES },
      rows: { occupationCategories: LIFE_OCCUPATION_CATEGORIES },
    }),
    insuredSection({
      fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'occupation'],
      relations: RELATIONS,
      occupationCategories: LIFE_OCCUPATION_CATEGORIES,
    }),
    catalogueModule('beneficiaryList', 'info-beneficiaries', '身故受益人', {
      maxCount: 5,
      defaultType: 'designated',
      insuredRelationOptions: relationOptions(['SPOUSE', 'CHILD', 'PARENT']),
    }),
    catalogueModule('agentModule', 'info-agent', '营销员信息', {
      fields: ['customerCode', 'name', 'phone'],
      showAgentNotice: true,
      requireAgentSignature: true,
    }),
    catalogueModule('yesNoNotice', 'info-health-notice', '健康告知', {
      header: '被保险人健康告知',
      questions: [
        { code: 'LIFE-Q1', noticeContent: '<p>被保险人过去2年内是否因疾病住院治疗，或被医生建议住院、手术治疗？</p>' },
        { code: 'LIFE-Q2', noticeContent: '<p>被保险人是否患有或曾经患有恶性肿瘤、脑卒中、冠心病、心肌梗死、肝硬化、慢性肾功能不全、糖尿病？</p>' },
        { code: 'LIFE-Q3', noticeContent: '<p>被保险人过去1年内体检是否有异常（如结节、肿物、肝功能异常、血压≥160/100mmHg）？</p>' },
        { code: 'LIFE-Q4', noticeContent: '<p>被保险人在其他保险公司投保的有效寿险保额是否累计超过300万元？</p>' },
      ],
    }),
    ...infoClosing({
      showNextPremium: false,
      statement: `${options.companyName}提示：首年保费投保时支付，之后每年在保单生效对应日自动扣款`,
    }),
  ]);
}

/**
 * Page 3: review (beneficiaries and the agent each in their own block, listed once), the holder's ID
 * photos and signature, the renewal account and forced reading before paying.
 */
function confirmPage(): Page {
  return seedPage('confirm', 3, '确认投保信息', [
    orderReview(['plan', 'premium', 'holder', 'insured', 'duty']),
    editableConfirm('beneficiaryConfirm', 'confirm-beneficiaries', '受益人信息'),
    catalogueModule('agentConfirm', 'confirm-agent', '营销员信息', {}),
    catalogueModule('idPhotoUpload', 'confirm-id-photos', '证件影像', {
      title: '投保人证件影像',
      idCard: { show: true, title: '身份证正反面', maxCount: 2, required: true },
      photo: { show: false, title: '本人照片', maxCount: 1, required: false },
      signature: { show: false, title: '在线签名', maxCount: 1, required: false },
    }),
    catalogueModule('signatureBoard', 'confirm-holder-signature', '投保人签名', { title: '投保人签名', from: '2' }, { formKey: 'holderSignature' }),
    ...confirmClosing({ amountLabel: '首年应付', nextPaymentDateLabel: '下次缴费日' }, [
      {
        title: '投保须知',
        content: '<p>1. 本产品为定期寿险，保障期满合同终止，不返还保费。</p><p>2. 合同生效之日起90天为等待期。</p><p>3. 请如实告知，否则可能影响理赔。</p>',
      },
      {
        title: '犹豫期与退保',
        content: '<p>您签收保险合同次日起有15日犹豫期，犹豫期内退保无息退还全部保费；犹豫期后退保仅退还现金价值，可能造成损失。</p>',
      },
      LIFE_EXCLUSIONS_TAB,
    ]),
  ]);
}

/**
 * The seeded term life template (定期寿险): yearly premium, benefit table, chart and age slider,
 * designated beneficiaries and an optional agent.
 */
export function lifeTemplate(options: SeedTemplateOptions): TemplateConfig {
  return seedTemplate(options, 'lifeInsurance', [
    lifeProductPage(options),
    infoPage(options),
    confirmPage(),
    resultPage(4, '保单已生效，电子保单将发送至投保人手机及邮箱；犹豫期15日内可无息退保', options.hotline),
  ]);
}
