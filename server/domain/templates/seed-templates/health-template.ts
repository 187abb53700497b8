import type { Page } from '../../../../schema/template/page';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { catalogueModule, formRow } from './catalogue-module';
import { confirmClosing } from './sections/confirm-closing';
import { holderSection } from './sections/holder-section';
import { infoClosing } from './sections/info-closing';
import { insuredFactorsSection } from './sections/insured-factors-section';
import { insuredSection } from './sections/insured-section';
import { oneYearPeriodSection } from './sections/one-year-period-section';
import { planSelector } from './sections/plan-selector';
import { productBanner } from './sections/product-banner';
import { relationOptions } from './sections/relations';
import { seedPage } from './sections/seed-page';
import { seedTemplate } from './sections/seed-template';
import type { SeedTemplateOptions } from './seed-template-options';
import { resultPage, toolbar } from './shared-modules';

/**
 * The demo partner channel: its orders carry purchaseUserId values like `PARTNER-1001`, and page 1
 * does not show them the deductible explanation (spec section 6).
 */
const PARTNER_PURCHASE_USER_MARKER = 'PARTNER-';

/** Family members a medical policy may cover (the products' plans allow up to 6). */
const MAX_FAMILY_MEMBERS = 6;

const RELATIONS = relationOptions(['SELF', 'SPOUSE', 'CHILD', 'PARENT']);

/** Page 1: plan choice, the family members' trial factors and the monthly premium. */
function trialPage(options: SeedTemplateOptions): Page {
  return seedPage('trial', 1, options.goodsName, [
    productBanner('trial', options, {
      headline: '一般医疗 + 重疾医疗 最高600万',
      subtitle: '住院医疗费用社保报销后100%赔付，重疾0免赔',
      tags: ['最高600万保额', '100种重疾0免赔', '质子重离子', '家庭共享免赔额'],
    }),
    planSelector('trial', options, '选择方案'),
    catalogueModule('planTabs', 'trial-plan-tabs', '保障内容', { title: '保障内容', sumInsuredFormat: 'wanYuan' }),
    catalogueModule('remarkPopup', 'trial-deductible-tip', '免赔额说明', {
      linkText: '什么是免赔额？',
      title: '免赔额说明',
      hiddenForPartner: true,
      content:
        '<p>一般医疗保险金年免赔额为1万元，即一个保单年度内经社保报销后的自付医疗费用累计超过1万元的部分才可获赔。</p><p>确诊合同约定的重大疾病后，重疾医疗保险金不设免赔额。</p>',
    }),
    insuredFactorsSection('trial', {
      attrs: { maxCount: MAX_FAMILY_MEMBERS, minCount: 1, addText: '添加家庭成员', itemTitle: '被保人{n}' },
      ageRange: { begin: '30-D', end: '65-Y' },
      extraRows: [
        formRow('radioSelectItem', 'trial-insured-social-security', '有无社保', 'socialSecurity', {
          remark: '<p>有社保指参加了城镇职工或城乡居民基本医疗保险。有社保但未经社保报销的，一般医疗按60%比例赔付。</p>',
          dataSource: [
            { value: 'Y', label: '有社保', isDefault: true },
            { value: 'N', label: '无社保' },
          ],
        }),
      ],
    }),
    oneYearPeriodSection('trial'),
    catalogueModule('paymentPlan', 'trial-payment-plan', '缴费方式', {
      frequencyOptions: [
        { value: 'month', label: '按月缴（分12期）' },
        { value: 'year', label: '按年缴' },
      ],
      defaultFrequency: 'month',
    }),
    catalogueModule('premiumDisplay', 'trial-premium', '保费', { label: '保费', firstMonthLabel: '首月', nextMonthLabel: '次月起每月' }),
    catalogueModule('healthNoticeText', 'trial-health-notice', '健康告知', {
      title: '投保前请确认被保人健康状况',
      content:
        '<p>1. 被保险人过去2年内是否因疾病住院治疗或被建议住院治疗？</p><p>2. 被保险人是否患有或曾经患有恶性肿瘤、肝硬化、慢性肾病、心脑血管疾病、糖尿病等疾病？</p><p>3. 被保险人目前是否正在接受治疗或长期服用药物？</p><p>如有以上情况，请在填写投保信息后如实完成健康告知，部分情况可通过智能核保继续投保。</p>',
      maxLength: 60,
    }),
    catalogueModule('faqAccordion', 'trial-faq', '常见问题', {
      items: [
        { question: '哪些人可以投保？', answer: '出生满30天至65周岁、身体健康、符合健康告知的人士均可投保，可为本人、配偶、子女、父母投保。' },
        { question: '等待期多久？', answer: '首次投保等待期为30天，因意外伤害导致的保险事故无等待期；续保无等待期。' },
        { question: '按月缴费如何扣款？', answer: '首月保费投保时支付，之后每月在保单生效对应日从您绑定的银行卡自动扣款，共12期。' },
        { question: '可以报销哪些医院？', answer: '中华人民共和国境内（不含港澳台）二级及以上公立医院普通部的医疗费用均可报销。' },
      ],
    }),
    catalogueModule('claimFlowIntro', 'trial-claim-flow', '理赔流程', { hotline: options.hotline }),
    toolbar('trial-toolbar', 'next', '立即投保'),
  ]);
}

/** Page 2: holder, family members, health notice, clauses and the SMS code. */
function infoPage(): Page {
  return seedPage('info', 2, '填写投保信息', [
    catalogueModule('stepsList', 'info-steps', '投保流程', {
      title: '投保流程',
      steps: [{ title: '选择方案' }, { title: '填写信息' }, { title: '健康告知' }, { title: '确认支付' }],
      currentStep: 2,
    }),
    holderSection(['name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'email', 'area', 'address']),
    insuredSection({
      fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone'],
      relations: RELATIONS,
      maxCount: MAX_FAMILY_MEMBERS,
      addText: '添加家庭成员',
    }),
    catalogueModule('healthNotificationListModule', 'info-health-notification', '健康告知', {}),
    ...infoClosing({ statement: '首月保费投保时支付，次月起每月自动扣款，共12期；实际保费以保险公司核定为准' }),
  ]);
}

/** Page 3: everything entered, ID photos, both signatures, the withholding account, then submit and pay. */
function confirmPage(): Page {
  return seedPage('confirm', 3, '确认投保信息', [
    catalogueModule('healthOrderConfirmModule', 'confirm-order', '订单信息', {
      rows: ['goodsName', 'planName', 'insurancePeriod', 'insuranceStartDate', 'insuranceEndDate', 'paymentFrequency', 'insuranceAmount', 'initialPremium', 'firstYearPremium'],
    }),
    catalogueModule('policyHolderInfoModule', 'confirm-holder', '投保人信息', {
      fields: ['name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'email', 'area', 'address'],
    }),
    catalogueModule('insuredConfirmModule', 'confirm-insured', '被保人信息', {
      fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone'],
    }),
    catalogueModule('dutyConfirmList', 'confirm-duties', '保障责任', {}),
    catalogueModule('idPhotoUpload', 'confirm-id-photos', '证件影像', {
      title: '投保人证件影像',
      idCard: { show: true, title: '身份证正反面', maxCount: 2, required: true },
      photo: { show: true, title: '本人照片', maxCount: 1, required: false },
      signature: { show: false, title: '在线签名', maxCount: 1, required: false },
    }),
    // The demo promotion is sold through an agent, so the agent signs beside the holder.
    catalogueModule('signatureBoard', 'confirm-agent-signature', '营销员签名', { title: '营销员签名', from: '1' }, { formKey: 'agentSignature' }),
    catalogueModule('signatureBoard', 'confirm-holder-signature', '投保人签名', { title: '投保人签名', from: '2' }, { formKey: 'holderSignature' }),
    ...confirmClosing({ amountLabel: '首期应付' }, [
      {
        title: '投保须知',
        content:
          '<p>1. 本产品为一年期医疗保险，保险期满需重新投保，续保时需重新审核。</p><p>2. 等待期30天，续保无等待期。</p><p>3. 请如实告知被保险人健康状况，否则保险公司有权解除合同或不承担保险责任。</p>',
      },
      {
        title: '责任免除',
        content: '<p>投保前已患疾病及其并发症、等待期内确诊的疾病、美容整形、牙科治疗等费用不在保障范围内，详见保险条款“责任免除”部分。</p>',
      },
    ]),
  ]);
}

/**
 * The seeded medical insurance template (百万医疗): monthly premium, plan choice, up to six family
 * members, health notice with smart underwriting, then confirmation and result.
 */
export function healthTemplate(options: SeedTemplateOptions): TemplateConfig {
  return {
    ...seedTemplate(options, 'healthInsurance', [
      trialPage(options),
      infoPage(),
      confirmPage(),
      resultPage(4, '保单将在1个工作日内发送至投保人手机及邮箱，次月起每月将从您的银行卡自动扣款', options.hotline),
    ]),
    partnerPurchaseUserMarker: PARTNER_PURCHASE_USER_MARKER,
  };
}
