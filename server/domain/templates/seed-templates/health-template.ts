import type { Page } from '../../../../schema/template/page';
import { CURRENT_SCHEMA_VERSION } from '../../../../schema/template/schema-version';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { bannerImage } from './banner-image';
import { catalogueModule, formRow } from './catalogue-module';
import { personRows } from './person-rows';
import type { SeedTemplateOptions } from './seed-template-options';
import { clauseAgreement, paymentAccount, resultPage, smsCode, toolbar } from './shared-modules';

/** Family members a medical policy may cover (the products' plans allow up to 6). */
const MAX_FAMILY_MEMBERS = 6;

const RELATIONS = [
  { value: 'SELF', label: '本人', isDefault: true },
  { value: 'SPOUSE', label: '配偶' },
  { value: 'CHILD', label: '子女' },
  { value: 'PARENT', label: '父母' },
];

/** Page 1: plan choice, the family members' trial factors and the monthly premium. */
function trialPage(options: SeedTemplateOptions): Page {
  return {
    id: 'page-trial',
    pageOrder: 1,
    pageCode: 'trial',
    label: options.goodsName,
    moduleList: [
      catalogueModule('productBanner', 'trial-banner', '产品头图', {
        image: bannerImage(options.goodsName, '一般医疗 + 重疾医疗 最高600万', options.themeColor),
        title: options.goodsName,
        subtitle: '住院医疗费用社保报销后100%赔付，重疾0免赔',
        tags: ['最高600万保额', '100种重疾0免赔', '质子重离子', '家庭共享免赔额'],
      }),
      catalogueModule('planSelector', 'trial-plans', '选择方案', { title: '选择方案', planIds: [...options.planIds] }),
      catalogueModule('planTabs', 'trial-plan-tabs', '保障内容', { title: '保障内容', sumInsuredFormat: 'wanYuan' }),
      catalogueModule('remarkPopup', 'trial-deductible-tip', '免赔额说明', {
        linkText: '什么是免赔额？',
        title: '免赔额说明',
        content:
          '<p>一般医疗保险金年免赔额为1万元，即一个保单年度内经社保报销后的自付医疗费用累计超过1万元的部分才可获赔。</p><p>确诊合同约定的重大疾病后，重疾医疗保险金不设免赔额。</p>',
      }),
      catalogueModule(
        'insuredElementModule',
        'trial-insured-factors',
        '被保人信息',
        { maxCount: MAX_FAMILY_MEMBERS, minCount: 1, addText: '添加家庭成员', itemTitle: '被保人{n}' },
        {
          children: [
            formRow('datePickerItem', 'trial-insured-birthday', '出生日期', 'birthday', {
              placeholder: '请选择被保人出生日期',
              required: true,
              latestYesterday: true,
              ageRange: { begin: '30-D', end: '65-Y' },
              popupTitle: '出生日期',
            }),
            formRow('radioSelectItem', 'trial-insured-gender', '性别', 'gender', {
              dataSource: [
                { value: 'M', label: '男', isDefault: true },
                { value: 'F', label: '女' },
              ],
            }),
            formRow('radioSelectItem', 'trial-insured-social-security', '有无社保', 'socialSecurity', {
              remark: '<p>有社保指参加了城镇职工或城乡居民基本医疗保险。有社保但未经社保报销的，一般医疗按60%比例赔付。</p>',
              dataSource: [
                { value: 'Y', label: '有社保', isDefault: true },
                { value: 'N', label: '无社保' },
              ],
            }),
          ],
        },
      ),
      catalogueModule('trailCommonModule', 'trial-common-factors', '保障期间', {}, {
        children: [
          formRow('periodRadioGroup', 'trial-insurance-period', '保障期间', 'insurancePeriod', {
            periodType: 'insurancePeriod',
            options: [{ value: '1-Y', label: '1年', isDefault: true }],
          }),
          formRow('startDatePicker', 'trial-start-date', '起保日期', 'insuranceStartDate', { startDateOption: 1, maxDaysAhead: 30 }),
        ],
      }),
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
    ],
  };
}

/** Page 2: holder, family members, health notice, clauses and the SMS code. */
function infoPage(): Page {
  return {
    id: 'page-info',
    pageOrder: 2,
    pageCode: 'info',
    label: '填写投保信息',
    moduleList: [
      catalogueModule('stepsList', 'info-steps', '投保流程', {
        title: '投保流程',
        steps: [{ title: '选择方案' }, { title: '填写信息' }, { title: '健康告知' }, { title: '确认支付' }],
        currentStep: 2,
      }),
      catalogueModule('policyHolderModule', 'info-holder', '投保人信息', {}, {
        children: personRows(['name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'email', 'area', 'address'], {
          idPrefix: 'info-holder',
          who: '投保人',
        }),
      }),
      catalogueModule(
        'insuredModule',
        'info-insured',
        '被保人信息',
        { maxCount: MAX_FAMILY_MEMBERS, minCount: 1, addText: '添加家庭成员', holderRelationOptions: RELATIONS },
        {
          children: personRows(['holderRelation', 'name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone'], {
            idPrefix: 'info-insured',
            who: '被保人',
            relations: RELATIONS,
          }),
        },
      ),
      catalogueModule('healthNotificationListModule', 'info-health-notification', '健康告知', {}),
      clauseAgreement('info-clause-agreement'),
      smsCode('info-sms-code'),
      catalogueModule('premiumSummary', 'info-premium-summary', '保费明细', {
        statement: '首月保费投保时支付，次月起每月自动扣款，共12期；实际保费以保险公司核定为准',
      }),
      toolbar('info-toolbar', 'next', '下一步'),
    ],
  };
}

/** Page 3: everything entered, the withholding account, then submit and pay. */
function confirmPage(): Page {
  return {
    id: 'page-confirm',
    pageOrder: 3,
    pageCode: 'confirm',
    label: '确认投保信息',
    moduleList: [
      catalogueModule('healthOrderConfirmModule', 'confirm-order', '订单信息', {
        rows: ['goodsName', 'planName', 'insurancePeriod', 'insuranceStartDate', 'insuranceEndDate', 'paymentFrequency', 'insuranceAmount', 'firstYearPremium'],
      }),
      catalogueModule('policyHolderInfoModule', 'confirm-holder', '投保人信息', {
        fields: ['name', 'certiType', 'certiNo', 'certValidatePeriod', 'phone', 'email', 'area', 'address'],
      }),
      catalogueModule('insuredConfirmModule', 'confirm-insured', '被保人信息', {
        fields: ['holderRelation', 'name', 'certiType', 'certiNo', 'gender', 'birthday', 'phone'],
      }),
      catalogueModule('dutyConfirmList', 'confirm-duties', '保障责任', {}),
      paymentAccount('confirm-payment'),
      catalogueModule('paymentSummary', 'confirm-payment-summary', '支付信息', { amountLabel: '首期应付' }),
      catalogueModule('supervisionPopup', 'confirm-supervision', '重要提示', {
        tabs: [
          {
            title: '投保须知',
            content:
              '<p>1. 本产品为一年期医疗保险，保险期满需重新投保，续保时需重新审核。</p><p>2. 等待期30天，续保无等待期。</p><p>3. 请如实告知被保险人健康状况，否则保险公司有权解除合同或不承担保险责任。</p>',
          },
          {
            title: '责任免除',
            content: '<p>投保前已患疾病及其并发症、等待期内确诊的疾病、美容整形、牙科治疗等费用不在保障范围内，详见保险条款“责任免除”部分。</p>',
          },
        ],
      }),
      toolbar('confirm-toolbar', 'confirm', '确认并支付'),
    ],
  };
}

/**
 * The seeded medical insurance template (百万医疗): monthly premium, plan choice, up to six family
 * members, health notice with smart underwriting, then confirmation and result.
 */
export function healthTemplate(options: SeedTemplateOptions): TemplateConfig {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    themeColor: options.themeColor,
    insuranceCategory: 'healthInsurance',
    goodsId: options.goodsId,
    goodsName: options.goodsName,
    fields: { holderType: '1' },
    pageList: [
      trialPage(options),
      infoPage(),
      confirmPage(),
      resultPage(4, '保单将在1个工作日内发送至投保人手机及邮箱，次月起每月将从您的银行卡自动扣款', options.hotline),
    ],
  };
}
