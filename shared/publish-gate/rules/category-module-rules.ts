import { benefitAgeSlider } from '../../../schema/catalogue/blocks/benefit/benefit-age-slider';
import { benefitChart } from '../../../schema/catalogue/blocks/benefit/benefit-chart';
import { benefitTable } from '../../../schema/catalogue/blocks/benefit/benefit-table';
import { invoiceBlock } from '../../../schema/catalogue/blocks/confirm/invoice-block';
import { commonHealthNotice } from '../../../schema/catalogue/blocks/health/common-health-notice';
import { yesNoNotice } from '../../../schema/catalogue/blocks/health/yes-no-notice';
import { beneficiaryList } from '../../../schema/catalogue/blocks/module/beneficiary-list';
import { healthInfoModule } from '../../../schema/catalogue/blocks/module/health-info-module';
import { healthNotificationListModule } from '../../../schema/catalogue/blocks/module/health-notification-list-module';
import { insuredModule } from '../../../schema/catalogue/blocks/module/insured-module';
import { policyHolderModule } from '../../../schema/catalogue/blocks/module/policy-holder-module';
import { premiumDisplay } from '../../../schema/catalogue/blocks/premium/premium-display';
import { premiumSummary } from '../../../schema/catalogue/blocks/premium/premium-summary';
import { clauseAgreement } from '../../../schema/catalogue/blocks/product/clause-agreement';
import { insureResult } from '../../../schema/catalogue/blocks/result/insure-result';
import { smsValidateCode } from '../../../schema/catalogue/blocks/verify/sms-validate-code';
import { INSURANCE_CATEGORIES } from '../../../schema/template/insurance-category';
import { linkedProduct } from '../gate-context';
import type { GateRule } from '../gate-rule';
import { requiredModuleRule } from './required-module-rule';

const ALL = INSURANCE_CATEGORIES;
/** Life and health cover depend on the insured's health; a property policy does not. */
const PERSONAL = ['healthInsurance', 'lifeInsurance'] as const;

/**
 * The modules each product line needs before a buyer can be sold a policy: who holds the policy and
 * who is insured, the health notice where health matters, the clause agreement, the SMS check, the
 * premium, the result; life adds beneficiaries (and the benefit illustration when its product has a
 * benefit table), property adds the invoice. (The submit bar and the property address are judged by
 * their own rules: neither is one block.)
 */
export const CATEGORY_MODULE_RULES = [
  requiredModuleRule({
    id: 'module.policy-holder.required',
    categories: ALL,
    components: [policyHolderModule.component],
    description: { 'zh-CN': '每个险种都要有投保人信息表单', 'en-US': 'Every product line needs the policy holder form' },
    message: {
      'zh-CN': '{category}模板缺少投保人信息模块（policyHolderModule）',
      'en-US': 'A {category} template needs the policy holder module (policyHolderModule)',
    },
  }),
  requiredModuleRule({
    id: 'module.insured.required',
    categories: ALL,
    components: [insuredModule.component],
    description: { 'zh-CN': '每个险种都要有被保人信息表单', 'en-US': 'Every product line needs the insured form' },
    message: {
      'zh-CN': '{category}模板缺少被保人信息模块（insuredModule）',
      'en-US': 'A {category} template needs the insured person module (insuredModule)',
    },
  }),
  requiredModuleRule({
    id: 'module.health-notice.required',
    categories: PERSONAL,
    components: [healthNotificationListModule.component, healthInfoModule.component, yesNoNotice.component, commonHealthNotice.component],
    description: {
      'zh-CN': '健康险与寿险要有被保人作答的健康告知（健康告知列表、健康告知、是否告知或通用健康告知）',
      'en-US': 'Health and life products need a health notice the buyer answers (notice list, health notice, yes/no or common notice)',
    },
    message: {
      'zh-CN': '{category}模板缺少健康告知模块（如 healthNotificationListModule、yesNoNotice）',
      'en-US': 'A {category} template needs a health notice (e.g. healthNotificationListModule or yesNoNotice)',
    },
  }),
  requiredModuleRule({
    id: 'module.clause-agreement.required',
    categories: ALL,
    components: [clauseAgreement.component],
    description: { 'zh-CN': '投保前须勾选同意条款与须知', 'en-US': 'The buyer must agree to the clauses and notices before buying' },
    message: {
      'zh-CN': '{category}模板缺少条款确认勾选（clauseAgreement）',
      'en-US': 'A {category} template needs the clause agreement (clauseAgreement)',
    },
  }),
  requiredModuleRule({
    id: 'module.sms-verify.required',
    categories: ALL,
    components: [smsValidateCode.component],
    description: { 'zh-CN': '支付前须以短信验证码核验投保人手机', 'en-US': "The holder's phone is verified by SMS before payment" },
    message: {
      'zh-CN': '{category}模板缺少短信验证码（smsValidateCode），支付前须核验投保人手机',
      'en-US': "A {category} template needs the SMS code (smsValidateCode) to verify the holder's phone before payment",
    },
  }),
  requiredModuleRule({
    id: 'module.premium-display.required',
    categories: ALL,
    components: [premiumDisplay.component, premiumSummary.component],
    description: { 'zh-CN': '买家下单前要看到保费', 'en-US': 'The buyer sees the premium before buying' },
    message: {
      'zh-CN': '{category}模板缺少保费展示（premiumDisplay 或 premiumSummary）',
      'en-US': 'A {category} template needs a premium display (premiumDisplay or premiumSummary)',
    },
  }),
  requiredModuleRule({
    id: 'module.result.required',
    categories: ALL,
    components: [insureResult.component],
    description: { 'zh-CN': '要有投保结果页告诉买家成败', 'en-US': 'A result page tells the buyer whether the purchase succeeded' },
    message: {
      'zh-CN': '{category}模板缺少投保结果模块（insureResult）',
      'en-US': 'A {category} template needs the insure result module (insureResult)',
    },
  }),
  requiredModuleRule({
    id: 'module.beneficiaries.required',
    categories: ['lifeInsurance'],
    components: [beneficiaryList.component],
    description: { 'zh-CN': '寿险要让投保人指定身故受益人（或选择法定）', 'en-US': 'Life products let the holder name death beneficiaries (or choose legal heirs)' },
    message: {
      'zh-CN': '{category}模板缺少身故受益人模块（beneficiaryList）',
      'en-US': 'A {category} template needs the beneficiaries module (beneficiaryList)',
    },
  }),
  requiredModuleRule({
    id: 'module.benefit-display.required',
    categories: ['lifeInsurance'],
    components: [benefitTable.component, benefitChart.component, benefitAgeSlider.component],
    needsFacts: true,
    when: (template, context) => {
      const product = linkedProduct(template, context);
      return product !== null && product !== 'unknown' && product.hasBenefitTable;
    },
    description: {
      'zh-CN': '寿险产品有利益演示表时，模板要展示利益演示',
      'en-US': 'A life product with a benefit table shows the benefit illustration',
    },
    message: {
      'zh-CN': '商品有利益演示表，{category}模板缺少利益演示（benefitTable、benefitChart 或 benefitAgeSlider）',
      'en-US': 'The product has a benefit table: a {category} template needs a benefit display (benefitTable, benefitChart or benefitAgeSlider)',
    },
  }),
  requiredModuleRule({
    id: 'module.invoice.required',
    categories: ['propertyInsurance'],
    components: [invoiceBlock.component],
    description: { 'zh-CN': '财产险要收集发票信息', 'en-US': 'Property products collect the invoice details' },
    message: {
      'zh-CN': '{category}模板缺少发票信息（invoiceBlock）',
      'en-US': 'A {category} template needs the invoice block (invoiceBlock)',
    },
  }),
] as const satisfies readonly GateRule[];
