import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { trialFactorAttrs } from './trial-factor-attrs';

export const trailCommonModule = defineBlock({
  component: 'trailCommonModule',
  title: '公共试算因子',
  titleEn: 'Common quote factors',
  description: '与人无关的公共试算因子（trailElement[2]），如保险期间、缴费期间、保额、起保日期，变化后重新试算保费',
  descriptionEn: 'Quote factors that belong to no person (trailElement[2]), such as the insurance period, payment period, sum insured and start date; the premium is recalculated when they change',
  category: 'module',
  icon: 'ControlOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[2]',
  children: { categories: ['form'] },
  attrs: Type.Object({ ...trialFactorAttrs }),
  defaultAttrs: { autoTrial: true, dynamicFactorLinkage: false },
});
