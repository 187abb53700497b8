import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { trialFactorAttrs } from './trial-factor-attrs';

export const insurancePlanTrialCalculation = defineBlock({
  component: 'insurancePlanTrialCalculation',
  title: '投保人试算因子',
  titleEn: 'Policyholder quote factors',
  description: '投保人的保费试算因子（trailElement[0]）；切换方案时清空试算因子并按新方案重新试算，改生日会清空对应证件号',
  descriptionEn: "The policyholder's premium quote factors (trailElement[0]); switching plans clears the factors and quotes again for the new plan, and changing the birthday clears the matching ID number",
  category: 'module',
  icon: 'CalculatorOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[0]',
  children: { categories: ['form'] },
  attrs: Type.Object({
    ...trialFactorAttrs,
    planLinkage: Type.Optional(
      Type.Boolean({
        title: '随方案联动',
        titleEn: 'Follow the plan',
        description: '切换方案（planId）时清空试算因子与条款确认，并按新方案取因子',
        descriptionEn: "Switching plans (planId) clears the quote factors and clause confirmation and loads the new plan's factors",
      }),
    ),
    clearCertNoOnBirthdayChange: Type.Optional(Type.Boolean({ title: '改生日清空证件号', titleEn: 'Clear the ID number when the birthday changes' })),
  }),
  defaultAttrs: { autoTrial: true, dynamicFactorLinkage: false, planLinkage: true, clearCertNoOnBirthdayChange: true },
});
