import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { trialFactorAttrs } from './trial-factor-attrs';

export const insurancePlanTrialCalculation = defineBlock({
  component: 'insurancePlanTrialCalculation',
  title: '投保人试算因子',
  description: '投保人的保费试算因子（trailElement[0]）；切换方案时清空试算因子并按新方案重新试算，改生日会清空对应证件号',
  category: 'module',
  icon: 'CalculatorOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[0]',
  children: { categories: ['form'] },
  attrs: Type.Object({
    ...trialFactorAttrs,
    planLinkage: Type.Optional(
      Type.Boolean({ title: '随方案联动', description: '切换方案（planId）时清空试算因子与条款确认，并按新方案取因子' }),
    ),
    clearCertNoOnBirthdayChange: Type.Optional(Type.Boolean({ title: '改生日清空证件号' })),
  }),
  defaultAttrs: { autoTrial: true, dynamicFactorLinkage: false, planLinkage: true, clearCertNoOnBirthdayChange: true },
});
